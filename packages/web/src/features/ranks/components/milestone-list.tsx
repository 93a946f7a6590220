import type { Milestone } from "@proparena/contracts/ranks";
import { formatCount } from "../../../lib/format-money";
import { EmptyNote } from "../../../components/metrics-section";
import { formatRankDate } from "./rank-ladder";

function MilestoneProgress({
  title,
  progress,
}: {
  title: string;
  progress: NonNullable<Milestone["progress"]>;
}) {
  const target = Math.max(0, progress.target);
  const current = Math.max(0, Math.min(progress.current, target));
  const share = target === 0 ? 1 : current / target;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={current}
        aria-valuetext={`${formatCount(current)} of ${formatCount(target)}`}
        className="h-2 overflow-hidden rounded-full bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="text-right font-mono text-xs text-slate-400 tabular-nums">
        {formatCount(current)} / {formatCount(target)}
      </p>
    </div>
  );
}

function MilestoneCard({ milestone }: { milestone: Milestone }) {
  const achievedOn = formatRankDate(milestone.achievedAt);
  const achieved = milestone.achievedAt !== null;
  return (
    <li
      data-milestone={milestone.id}
      className={`flex flex-col gap-2 rounded-xl border p-4 ${
        achieved ? "border-emerald-400/30 bg-emerald-400/5" : "border-slate-800 bg-slate-900/60"
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-medium text-white">
          <span aria-hidden="true" className="w-4 text-center">
            {achieved ? "✓" : "○"}
          </span>
          {milestone.title}
        </h3>
        <span
          className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${
            achieved
              ? "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"
              : "border-slate-700 bg-slate-800/60 text-slate-400"
          }`}
        >
          {achieved ? "Achieved" : "Not yet"}
        </span>
      </div>
      <p className="text-sm text-slate-300">{milestone.description}</p>
      {milestone.progress && (
        <MilestoneProgress title={milestone.title} progress={milestone.progress} />
      )}
      {achievedOn && <p className="text-xs text-slate-400">Achieved on {achievedOn}</p>}
    </li>
  );
}

/** The milestones, achieved (with the date) or not yet, with progress where it is a count. */
export function MilestoneList({ milestones }: { milestones: Milestone[] }) {
  if (milestones.length === 0) return <EmptyNote>There are no milestones to show.</EmptyNote>;
  return (
    <ul aria-label="Milestones" className="grid gap-3 sm:grid-cols-2">
      {milestones.map((milestone) => (
        <MilestoneCard key={milestone.id} milestone={milestone} />
      ))}
    </ul>
  );
}
