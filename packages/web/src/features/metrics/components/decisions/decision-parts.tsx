import type { ReactNode } from "react";
import { formatTime } from "../../../../lib/format-trading";

/** One labelled figure of a decision or an act. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-mono text-sm text-slate-100 tabular-nums">{value}</dd>
    </div>
  );
}

/** The frame of a decision or an act: its title, who decided (a badge) and when. */
export function DecisionFrame({
  titleId,
  title,
  badge,
  time,
  children,
}: {
  titleId: string;
  title: string;
  badge: { label: string; tone: string };
  time: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-white">
          {title}
        </h3>
        <span className="flex items-center gap-2 text-xs text-slate-400">
          <span className={`rounded-full border px-2 py-0.5 font-medium ${badge.tone}`}>
            {badge.label}
          </span>
          <time dateTime={time}>{formatTime(time)}</time>
        </span>
      </header>
      {children}
    </article>
  );
}
