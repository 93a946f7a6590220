import type { RanksResponse } from "@proparena/contracts/ranks";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useRanks } from "../requests/get-ranks";
import { MetricsSection } from "../../../components/metrics-section";
import { MilestoneList } from "../components/milestone-list";
import { NextStep, nextStepOf } from "../components/next-step";
import { orderRanks, RankLadder } from "../components/rank-ladder";

function Ranks({ data }: { data: RanksResponse }) {
  const ranks = orderRanks(data.ranks);
  const step = nextStepOf(ranks, data.current);
  const achieved = data.milestones.filter((milestone) => milestone.achievedAt !== null).length;
  return (
    <div className="space-y-6">
      {step && <NextStep step={step} />}
      <MetricsSection
        id="ranks"
        title="Ranks"
        description="Each phase of the challenge you pass takes you up a rank."
      >
        <RankLadder ranks={ranks} current={data.current} />
      </MetricsSection>
      <MetricsSection
        id="milestones"
        title="Milestones"
        description={
          data.milestones.length > 0
            ? `${achieved} of ${data.milestones.length} achieved.`
            : undefined
        }
      >
        <MilestoneList milestones={data.milestones} />
      </MetricsSection>
    </div>
  );
}

/**
 * /dashboard/ranks — the challenge phases as ranks (Tenderfoot, Journeyman, Prodigy), what the
 * next one takes, and the trader's milestones, from GET /account/ranks.
 */
export function RanksPage() {
  const { data, isPending, isError, error, refetch } = useRanks();

  let body;
  if (isPending) body = <LoadingState label="Loading your ranks…" />;
  else if (isError) {
    body = (
      <ErrorState
        title="Your ranks could not be loaded"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else body = <Ranks data={data} />;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Ranks"
        description="Where you stand on the ladder, what the next rank takes, and the milestones on the way."
      />
      {body}
    </>
  );
}
