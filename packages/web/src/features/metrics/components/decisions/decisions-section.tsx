import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { digitsOf, useInstruments } from "../../../../lib/get-instruments";
import { useAccountDecisions } from "../../requests/get-account-decisions";
import { EmptyNote, MetricsSection } from "../../../../components/metrics-section";
import { ActCard } from "./act-card";
import { DecisionCard } from "./decision-card";

/**
 * Every rule decision on the account (a breach, a stop-out, a pass) and every act on it (our
 * team's, with the reason; a scaling step), newest first.
 */
export function DecisionsSection({ accountId }: { accountId: string }) {
  const decisions = useAccountDecisions(accountId);
  const instruments = useInstruments();
  const digits = (symbol: string) => digitsOf(instruments.data?.instruments, symbol);

  let body;
  if (decisions.isPending) body = <LoadingState label="Loading the rule decisions…" />;
  else if (decisions.isError) {
    body = (
      <ErrorState
        title="The rule decisions could not be loaded"
        message={errorMessage(decisions.error)}
        onRetry={() => void decisions.refetch()}
      />
    );
  } else if (decisions.data.decisions.length === 0) {
    body = (
      <EmptyNote>
        No rule has decided anything on this account yet. A breach, a stop-out or a pass shows here
        with its evidence, and so does anything our team does to the account, with the reason.
      </EmptyNote>
    );
  } else {
    body = (
      <div className="space-y-4">
        {decisions.data.decisions.map((decision) =>
          "act" in decision ? (
            <ActCard key={decision.id} accountId={accountId} decision={decision} />
          ) : (
            <DecisionCard
              key={decision.id}
              accountId={accountId}
              decision={decision}
              digitsOf={digits}
            />
          ),
        )}
      </div>
    );
  }

  return (
    <MetricsSection
      id="decisions"
      title="Decision evidence"
      description="What the rule engine decided, on which tick, with which positions open, and what our team did and why; replay each from the recorded trades."
    >
      {body}
    </MetricsSection>
  );
}
