import type { ReactNode } from "react";
import type { Account } from "@proparena/contracts/trading";
import { useParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { useAccountMetrics } from "../requests/get-account-metrics";
import { AccountNotFound } from "../components/account-not-found";
import { CertificatesSection } from "../components/certificates/certificates-section";
import { DailyPnlPanel } from "../components/charts/daily-pnl-panel";
import { EquityPanel } from "../components/charts/equity-panel";
import { DecisionsSection } from "../components/decisions/decisions-section";
import { InstrumentsTable } from "../components/instruments-table";
import { JournalSection } from "../components/journal/journal-section";
import { MetricsHeader } from "../components/metrics-header";
import { EmptyNote, MetricsSection } from "../../../components/metrics-section";
import { ObjectivesChecklist } from "../components/objectives-checklist";
import { StatisticsGrid } from "../components/statistics-grid";
import { useLiveMetrics } from "../lib/use-live-metrics";

/**
 * /dashboard/metrics/:userid/:accountid — one account: objectives, certificates, charts,
 * statistics, journal and the evidence of every rule decision. The account id decides what is shown;
 * the server answers 404 for an account that is not the trader's (admins may view any).
 * `integrity` (the app composes it: the integrity feature's panel) goes first, under the header;
 * `publication` (the openbook's: publish the book, its public page) after it.
 */
export function AccountMetricsPage({
  integrity,
  publication,
}: {
  integrity?: ReactNode;
  publication?: (account: Account, own: boolean) => ReactNode;
} = {}) {
  const { userid = "", accountid = "" } = useParams();
  const user = useSignedInUser();
  const metrics = useAccountMetrics(accountid);
  useLiveMetrics(accountid);

  if (metrics.isPending) {
    return (
      <>
        <PageHeader eyebrow="Dashboard" title="Account metrics" />
        <LoadingState label="Loading the account's metrics…" />
      </>
    );
  }
  if (metrics.isError) {
    if (isApiRequestError(metrics.error) && metrics.error.status === 404) {
      return <AccountNotFound />;
    }
    return (
      <>
        <PageHeader eyebrow="Dashboard" title="Account metrics" />
        <ErrorState
          title="The metrics could not be loaded"
          message={errorMessage(metrics.error)}
          onRetry={() => void metrics.refetch()}
        />
      </>
    );
  }

  const { account, objectives, statistics, instruments } = metrics.data;
  const own = user?.id === userid;
  return (
    <>
      <MetricsHeader account={account} own={own} />
      <div className="space-y-8">
        {integrity}
        {publication?.(account, own)}
        <MetricsSection
          id="objectives"
          title="Objectives"
          description="Where the account stands against each rule of its phase."
        >
          <ObjectivesChecklist objectives={objectives} account={account} />
        </MetricsSection>
        <CertificatesSection accountId={account.id} />
        <MetricsSection
          id="charts"
          title="Charts"
          description="Closed balance and equity over time, with today's floors and the target."
        >
          <div className="grid gap-8 xl:grid-cols-2">
            <EquityPanel accountId={account.id} />
            <DailyPnlPanel accountId={account.id} />
          </div>
        </MetricsSection>
        <MetricsSection id="statistics" title="Statistics" description="From closed trades.">
          {statistics.trades === 0 ? (
            <EmptyNote>No closed trades yet: statistics start with your first one.</EmptyNote>
          ) : (
            <>
              <StatisticsGrid statistics={statistics} />
              <h3 className="text-sm font-semibold text-slate-200">By instrument</h3>
              <InstrumentsTable instruments={instruments} />
            </>
          )}
        </MetricsSection>
        <JournalSection
          accountId={account.id}
          symbols={instruments.map((instrument) => instrument.symbol)}
        />
        <DecisionsSection accountId={account.id} />
      </div>
    </>
  );
}
