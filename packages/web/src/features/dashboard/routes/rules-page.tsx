import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Plan } from "@proparena/contracts/plans";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { PlanRulesTable } from "../../../components/plan-rules-table";
import { errorMessage } from "../../../lib/api-client";
import { usePlans } from "../../../lib/get-plans";
import { usePlanExamples } from "../api/get-plan-examples";
import { MetricsSection } from "../components/metrics/metrics-section";
import { PlanSizePicker } from "../components/rules/plan-size-picker";
import { RulesInWords } from "../components/rules/rules-in-words";
import { WorkedExamples } from "../components/rules/worked-examples";

/** The query parameter naming the plan shown, e.g. /dashboard/rules?plan=50K. */
const PLAN_PARAM = "plan";
/** The size picker stays in view when the plan changes (every navigation scrolls otherwise). */
const PICKER_ID = "plan-size";

function ExamplesSection({ plan }: { plan: Plan }) {
  const examples = usePlanExamples(plan.id);
  let body;
  if (examples.isPending) body = <LoadingState label="Loading the worked examples…" />;
  else if (examples.isError) {
    body = (
      <ErrorState
        title="The worked examples could not be loaded"
        message={errorMessage(examples.error)}
        onRetry={() => void examples.refetch()}
      />
    );
  } else body = <WorkedExamples examples={examples.data.examples} />;
  return (
    <MetricsSection
      id="examples"
      title={`Worked examples: ${plan.label}`}
      description="The rules applied to this plan's figures, step by step."
    >
      {body}
    </MetricsSection>
  );
}

function PlanRules({
  plans,
  plan,
  onSelect,
}: {
  plans: readonly Plan[];
  plan: Plan;
  onSelect: (planId: string) => void;
}) {
  return (
    <div className="space-y-6">
      <PlanSizePicker id={PICKER_ID} plans={plans} selectedId={plan.id} onSelect={onSelect} />
      <MetricsSection
        id="phases"
        title={`Phases of the ${plan.label} plan`}
        description="Every figure comes from the plans the risk engine enforces. Percentages are of the starting balance, which equals the account size in every phase."
      >
        <PlanRulesTable plan={plan} withMinTradingDays />
      </MetricsSection>
      <MetricsSection id="rules" title="The rules, exactly">
        <RulesInWords />
      </MetricsSection>
      <ExamplesSection plan={plan} />
    </div>
  );
}

/**
 * /dashboard/rules — the challenge rules of one plan (?plan=, the default plan otherwise): its
 * phases from GET /api/plans, the rules in words, and its worked examples from the server.
 */
export function RulesPage() {
  const plans = usePlans();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const select = (planId: string) => {
    const next = new URLSearchParams(params);
    next.set(PLAN_PARAM, planId);
    void navigate(
      { pathname: location.pathname, search: `?${next}`, hash: PICKER_ID },
      { replace: true },
    );
  };

  let body;
  if (plans.isPending) body = <LoadingState label="Loading the plans…" />;
  else if (plans.isError) {
    body = (
      <ErrorState
        title="The plans could not be loaded"
        message={errorMessage(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  } else {
    const { plans: all, defaultPlanId } = plans.data;
    const asked = params.get(PLAN_PARAM);
    const plan =
      all.find((candidate) => candidate.id === asked) ??
      all.find((candidate) => candidate.id === defaultPlanId) ??
      all[0];
    body = plan ? (
      <PlanRules plans={all} plan={plan} onSelect={select} />
    ) : (
      <p className="text-slate-300">No plans are on sale right now.</p>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Rules"
        description="Profit targets, daily and overall loss limits and drawdown for every phase, worked out for your account size."
      />
      {body}
    </>
  );
}
