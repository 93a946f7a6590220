import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { OutagePolicy } from "../../../components/outage-policy";
import { TransparencyPage } from "../../../components/transparency-page";
import { errorMessage } from "../../../lib/api-client";
import { useMarketStatus } from "../requests/get-market-status";
import { FillQualityPanel } from "../components/fill-quality-panel";
import { IncidentHistory } from "../components/incident-history";
import { MarketSessions } from "../components/market-sessions";
import { VenueHealthList } from "../components/venue-health";
import { TitledSection } from "../../../components/titled-section";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {description && <p className="text-sm text-slate-400">{description}</p>}
      {children}
    </section>
  );
}

/**
 * /status (public): where prices come from and how they are doing now, which markets are open,
 * and every price outage of the last 90 days, with the published outage policy.
 */
export function StatusPage() {
  const status = useMarketStatus();
  let body;
  if (status.isPending) body = <LoadingState label="Loading the market's status…" />;
  else if (status.isError) {
    body = (
      <ErrorState
        title="The status could not be loaded"
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  } else {
    const data = status.data;
    body = (
      <div className="space-y-12">
        <Section
          id="status-feeds"
          title="Price feeds now"
          description="Each venue's connection and every symbol's last live price. A symbol whose market is open and that has had no live price for longer than its threshold is halted until one comes."
        >
          <VenueHealthList status={data} />
        </Section>
        <Section id="status-sessions" title="Market sessions">
          <MarketSessions sessions={data.sessions} />
        </Section>
        <Section
          id="status-incidents"
          title="Incidents"
          description={`Every halt of the last ${data.incidentWindowDays} days, newest first.`}
        >
          <IncidentHistory incidents={data.incidents} windowDays={data.incidentWindowDays} />
        </Section>
        <FillQualityPanel />
      </div>
    );
  }
  return (
    <TransparencyPage
      title="Market status"
      description="Live prices, market hours and every price outage, under a published policy."
      aside={
        <TitledSection id="status-policy" title="Outage policy" as="aside" className="space-y-3">
          <OutagePolicy />
        </TitledSection>
      }
    >
      {body}
    </TransparencyPage>
  );
}
