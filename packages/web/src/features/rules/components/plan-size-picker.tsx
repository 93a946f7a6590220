import type { Plan } from "@proparena/contracts/plans";
import { focusRing } from "../../../components/button-styles";

/** The plan sizes as a row of toggle buttons (wrapping on a phone); the current one is pressed. */
export function PlanSizePicker({
  id,
  plans,
  selectedId,
  onSelect,
}: {
  id: string;
  plans: readonly Plan[];
  selectedId: string;
  onSelect: (planId: string) => void;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Account size"
      className="flex scroll-mt-24 flex-wrap gap-2"
    >
      {plans.map((plan) => {
        const current = plan.id === selectedId;
        return (
          <button
            key={plan.id}
            type="button"
            aria-pressed={current}
            title={`${plan.sizeLabel} account`}
            onClick={() => onSelect(plan.id)}
            className={`min-w-16 rounded-lg border px-3 py-2 font-mono text-sm font-semibold transition-colors sm:px-4 ${focusRing} ${
              current
                ? "border-brand-400 bg-brand-500 text-slate-950"
                : "border-slate-700 bg-slate-900 text-slate-200 hover:border-slate-500"
            }`}
          >
            {plan.label}
          </button>
        );
      })}
    </div>
  );
}
