import type { LeaderboardEntry, LeaderboardMetric } from "@proparena/contracts/public-site";
import { formatCents } from "../../../lib/format-money";

const signed = (value: number) => `${value > 0 ? "+" : ""}${value.toFixed(2)}%`;

/** The ranked figure of a board and the line under it. */
const METRIC: Record<
  LeaderboardMetric,
  { header: string; main: (e: LeaderboardEntry) => string; sub: (e: LeaderboardEntry) => string }
> = {
  progress: {
    header: "Progress to target",
    main: (e) => `${(e.progressPercent ?? 0).toFixed(1)}%`,
    sub: (e) => `${signed(e.gainPercent)} · ${formatCents(e.gainCents)}`,
  },
  weekProfit: {
    header: "This week",
    main: (e) => formatCents(e.gainCents),
    sub: (e) => signed(e.gainPercent),
  },
  payouts: {
    header: "Paid out",
    main: (e) => formatCents(e.payoutsCents ?? 0),
    sub: () => "",
  },
};

/** How a row moved since the board's last daily snapshot: ▲ up, ▼ down, – the same, New. */
function Movement({ entry, since }: { entry: LeaderboardEntry; since: string }) {
  if (entry.previousRank === null) {
    return (
      <span className="ml-2 text-xs text-sky-300" title={`Not ranked on ${since}`}>
        New
      </span>
    );
  }
  const moved = entry.previousRank - entry.rank;
  if (moved === 0) {
    return (
      <span className="ml-2 text-xs text-slate-500" aria-label={`unchanged since ${since}`}>
        –
      </span>
    );
  }
  return (
    <span
      className={`ml-2 text-xs ${moved > 0 ? "text-brand-300" : "text-rose-300"}`}
      aria-label={`${moved > 0 ? "up" : "down"} ${Math.abs(moved)} since ${since}`}
      title={`#${entry.previousRank} on ${since}`}
    >
      {moved > 0 ? "▲" : "▼"}
      {Math.abs(moved)}
    </span>
  );
}

export function LeaderboardTable({
  caption,
  entries,
  metric,
  rankedSince = null,
}: {
  caption: string;
  entries: LeaderboardEntry[];
  metric: LeaderboardMetric;
  /** The day of the snapshot movement is measured against; null shows no movement. */
  rankedSince?: string | null;
}) {
  const shown = METRIC[metric];
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Rank
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Trader
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Phase
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {shown.header}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              aria-current={entry.mine ? "true" : undefined}
              className={
                entry.mine
                  ? "bg-brand-500/10 ring-1 ring-brand-500/40 ring-inset"
                  : "bg-slate-950 hover:bg-slate-900/60"
              }
            >
              <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-300">
                #{entry.rank}
                {rankedSince && <Movement entry={entry} since={rankedSince} />}
              </td>
              <td className="px-4 py-3">
                <span className="flex items-center gap-3">
                  {entry.avatarUrl ? (
                    <img
                      src={entry.avatarUrl}
                      alt=""
                      width={28}
                      height={28}
                      loading="lazy"
                      className="size-7 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-7 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-brand-300"
                    >
                      {entry.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className="font-medium text-white">{entry.name}</span>
                  {entry.mine && (
                    <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-slate-950">
                      You
                    </span>
                  )}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-300">{entry.planLabel}</td>
              <td className="px-4 py-3 text-slate-300">{entry.phase}</td>
              <td
                className={`px-4 py-3 text-right font-mono tabular-nums ${entry.gainCents >= 0 ? "text-brand-300" : "text-rose-300"}`}
              >
                {shown.main(entry)}
                {shown.sub(entry) && (
                  <span className="block text-xs text-slate-400">{shown.sub(entry)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
