import { Link } from "react-router";
import type { AccountIntegrity } from "@proparena/contracts/integrity";
import { Alert } from "../../../components/alert";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { EmptyNote, MetricsSection } from "../../../components/metrics-section";
import { useAccountIntegrity } from "../../../lib/get-account-integrity";
import { kindLabel, scoreText } from "../lib/integrity-labels";
import { FlagCard } from "./flag-card";

/** The anchor of the panel on the account page, which the held badges link to. */
export const INTEGRITY_SECTION_ID = "integrity";

function HoldsNotice({ integrity }: { integrity: AccountIntegrity }) {
  const { holds } = integrity;
  if (!holds.payouts && !holds.phasePass) return null;
  const holding = integrity.flags.filter((flag) => holds.flagIds.includes(flag.id));
  const names = holding.map((flag) => `${kindLabel(flag.kind)} (${scoreText(flag.score)})`);
  const which = names.length === 1 ? `the flag ${names[0]}` : `the flags ${names.join(", ")}`;
  return (
    <Alert tone="warning" title="On hold">
      {holds.payouts && (
        <p>Your payouts on this account are held until our integrity team decides {which}.</p>
      )}
      {holds.phasePass && (
        <p>
          A passed phase does not open your next account until our integrity team decides {which}.
        </p>
      )}
      <p className="mt-1">
        Each flag below shows the detector that fired, the trades it saw and its threshold. You can
        answer while it is open.
      </p>
    </Alert>
  );
}

/**
 * The account page's integrity section (issue 29): what holds the account, then every flag on it
 * or on its owner with its evidence, hash check and appeal.
 */
export function AccountIntegrityPanel({ accountId }: { accountId: string }) {
  const integrity = useAccountIntegrity(accountId);
  let body;
  if (integrity.isPending) body = <LoadingState label="Loading the integrity checks…" />;
  else if (integrity.isError)
    body = <QueryErrorState title="The integrity checks could not be loaded" query={integrity} />;
  else if (integrity.data.flags.length === 0)
    body = (
      <EmptyNote>
        No integrity flag on this account. The checks run as your trades close; the{" "}
        <Link to="/dashboard/rules#integrity" className="text-brand-300 underline">
          rules
        </Link>{" "}
        say what each one looks for.
      </EmptyNote>
    );
  else
    body = (
      <div className="space-y-4">
        <HoldsNotice integrity={integrity.data} />
        {integrity.data.flags.map((flag) => (
          <FlagCard key={flag.id} flag={flag} />
        ))}
      </div>
    );
  return (
    <MetricsSection
      id={INTEGRITY_SECTION_ID}
      title="Integrity"
      description="Hedging across accounts, copy trading, high-frequency trading, latency arbitrage, undeclared automation and multiple identities, checked on your trades."
    >
      {body}
    </MetricsSection>
  );
}
