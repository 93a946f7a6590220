import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Plan, PlansResponse } from "@proparena/contracts/plans";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { OutagePolicy } from "../../../components/outage-policy";
import { PageHeader } from "../../../components/page-header";
import { PlanRulesTable } from "../../../components/plan-rules-table";
import { usePlans } from "../../../lib/get-plans";
import { usePlanExamples } from "../requests/get-plan-examples";
import { MetricsSection } from "../../../components/metrics-section";
import { IntegrityPolicy } from "../components/integrity-policy";
import { PlanCosts } from "../components/plan-costs";
import { PlanSizePicker } from "../components/plan-size-picker";
import { RuleSetVersions } from "../components/rule-set-versions";
import { RulesInWords } from "../components/rules-in-words";
import { ScalingPlan } from "../components/scaling-plan";
import { WorkedExamples } from "../components/worked-examples";

/** The query parameter naming the plan shown, e.g. /dashboard/rules?plan=50K. */
const PLAN_PARAM = "plan";
/** The query parameter naming a published rule set, e.g. /dashboard/rules?version=1. */
const VERSION_PARAM = "version";

/** The version asked for in the URL, if it is a version number. */
function versionParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : undefined;
}
/** The size picker stays in view when the plan changes (every navigation scrolls otherwise). */
const PICKER_ID = "plan-size";

function ExamplesSection({ plan, version }: { plan: Plan; version: number }) {
  const examples = usePlanExamples(plan.id, version);
  let body;
  if (examples.isPending) body = <LoadingState label="Loading the worked examples…" />;
  else if (examples.isError) {
    body = <QueryErrorState title="The worked examples could not be loaded" query={examples} />;
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
  data,
  plan,
  onSelect,
  versionLink,
}: {
  data: PlansResponse;
  plan: Plan;
  onSelect: (planId: string) => void;
  versionLink: (version: number) => string;
}) {
  const version = data.ruleSet.version;
  return (
    <div className="space-y-6">
      <PlanSizePicker id={PICKER_ID} plans={data.plans} selectedId={plan.id} onSelect={onSelect} />
      <MetricsSection
        id="phases"
        title={`Phases of the ${plan.label} plan`}
        description={`Every figure comes from the plans the risk engine enforces, as rules version ${version} sets them. Percentages are of the starting balance, which equals the account size in every phase.`}
      >
        <PlanRulesTable plan={plan} withMinTradingDays ruleSet={data.ruleSet} />
      </MetricsSection>
      <MetricsSection id="rules" title="The rules, exactly">
        <RulesInWords />
      </MetricsSection>
      <MetricsSection
        id="costs"
        title="Trading costs"
        description={`What the ${plan.label} plan pays to trade under rules version ${version}: the figures the engine charges.`}
      >
        <PlanCosts plan={plan} version={version} />
      </MetricsSection>
      <MetricsSection id="scaling" title="Funded scaling plan">
        <ScalingPlan scaling={data.scaling} plan={plan} version={version} />
      </MetricsSection>
      <ExamplesSection plan={plan} version={version} />
      <MetricsSection
        id="outages"
        title="Market hours, outages and halts"
        description="When each market trades, when a symbol halts for want of a live price, and what happens to a breach decided near a price outage. The figures are the ones the platform runs on; the status page shows every outage."
      >
        <OutagePolicy withTable />
      </MetricsSection>
      <MetricsSection
        id="integrity"
        title="Integrity"
        description="What the platform checks behind the numbers: hedging across accounts, copy trading, high-frequency trading, latency arbitrage, undeclared automation and multiple identities. The figures are the ones the detectors run on."
      >
        <IntegrityPolicy />
      </MetricsSection>
      <MetricsSection
        id="versions"
        title="Rule set versions"
        description="The rules are versioned. An account keeps the version it was bought or opened under, and so do the accounts its passes open: a new version applies only to accounts opened after it. Each account shows its version."
      >
        <RuleSetVersions ruleSets={data.ruleSets} shownVersion={version} linkTo={versionLink} />
      </MetricsSection>
    </div>
  );
}

/**
 * /rules (public, rendered on the server) and /dashboard/rules — the challenge rules of one plan (?plan=, the default plan otherwise) under
 * one rule set (?version=, the one in force otherwise): its phases from GET /plans, the
 * rules in words, its trading costs, the funded scaling plan, its worked examples from the
 * server, and every published version with what changed.
 */
export function RulesPage({ eyebrow = "Dashboard" }: { eyebrow?: string }) {
  const [params] = useSearchParams();
  const plans = usePlans({ version: versionParam(params.get(VERSION_PARAM)) });
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

  const versionLink = (version: number) => {
    const next = new URLSearchParams(params);
    next.set(VERSION_PARAM, String(version));
    return `${location.pathname}?${next}`;
  };

  let body;
  if (plans.isPending) body = <LoadingState label="Loading the plans…" />;
  else if (plans.isError) {
    body = <QueryErrorState title="The plans could not be loaded" query={plans} />;
  } else {
    const { plans: all, defaultPlanId } = plans.data;
    const asked = params.get(PLAN_PARAM);
    const plan =
      all.find((candidate) => candidate.id === asked) ??
      all.find((candidate) => candidate.id === defaultPlanId) ??
      all[0];
    body = plan ? (
      <PlanRules data={plans.data} plan={plan} onSelect={select} versionLink={versionLink} />
    ) : (
      <p className="text-slate-300">No plans are on sale right now.</p>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title="Rules"
        description="Profit targets, daily and overall loss limits and drawdown for every phase, worked out for your account size."
      />
      {body}
    </>
  );
}
