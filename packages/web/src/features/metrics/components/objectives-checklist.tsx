import type { Objective } from "@proparena/contracts/metrics";
import type { Account } from "@proparena/contracts/trading";
import { formatUsd } from "../../../lib/format-trading";
import { EmptyNote } from "../../../components/metrics-section";
import { ResetCountdown } from "./reset-countdown";

const STATUS: Record<Objective["status"], { label: string; icon: string; tone: string }> = {
  passed: {
    label: "Passed",
    icon: "✓",
    tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  },
  inProgress: {
    label: "In progress",
    icon: "…",
    tone: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  },
  failed: { label: "Failed", icon: "✗", tone: "border-rose-400/40 bg-rose-400/10 text-rose-200" },
};

function inUnit(value: number, unit: Objective["unit"]): string {
  if (unit === "cents") return formatUsd(value);
  return `${value} ${value === 1 ? "day" : "days"}`;
}

function ProgressBar({ label, progress }: { label: string; progress: number }) {
  const share = Math.max(0, Math.min(1, progress));
  const percent = Math.round(share * 100);
  return (
    <div
      role="progressbar"
      aria-label={`${label} progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 overflow-hidden rounded-full bg-slate-800"
    >
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

function ObjectiveRow({ objective, account }: { objective: Objective; account: Account }) {
  const status = STATUS[objective.status];
  const target = objective.id === "profitTarget" || objective.id === "minTradingDays";
  return (
    <li data-objective={objective.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-medium text-white">
          <span aria-hidden="true" className="w-4 text-center">
            {status.icon}
          </span>
          {objective.label}
        </h3>
        <span
          className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${status.tone}`}
        >
          {status.label}
        </span>
      </div>
      {objective.progress !== null && (
        <ProgressBar label={objective.label} progress={objective.progress} />
      )}
      <p className="text-sm text-slate-300">{objective.detail}</p>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-400">{target ? "Target" : "Floor"}</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {inUnit(objective.thresholdValue, objective.unit)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Now</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {inUnit(objective.currentValue, objective.unit)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{target ? "To go" : "Room left"}</dt>
          <dd className="font-mono text-slate-200 tabular-nums">
            {inUnit(objective.leftValue, objective.unit)}
          </dd>
        </div>
      </dl>
      {objective.id === "dailyLoss" && account.status === "active" && (
        <ResetCountdown at={account.objectives.nextResetAt} />
      )}
    </li>
  );
}

/** The challenge's objectives as a checklist: status, progress, figures, the daily reset. */
export function ObjectivesChecklist({
  objectives,
  account,
}: {
  objectives: Objective[];
  account: Account;
}) {
  if (objectives.length === 0) return <EmptyNote>This account has no objectives.</EmptyNote>;
  return (
    <ul aria-label="Objectives" className="divide-y divide-slate-800">
      {objectives.map((objective) => (
        <ObjectiveRow key={objective.id} objective={objective} account={account} />
      ))}
    </ul>
  );
}
