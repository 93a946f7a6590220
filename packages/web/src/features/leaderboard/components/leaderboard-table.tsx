import type { LeaderboardEntry, LeaderboardMetric } from "@proparena/contracts/public-site";
import { formatCents } from "../../../lib/format-money";
import { Avatar } from "../../../components/avatar";
import { WideTable } from "../../../components/wide-table";

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

/** A trader's avatar (or initial), public name and, on their own row, "You". */
function TraderFace({ entry }: { entry: LeaderboardEntry }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar
        url={entry.avatarUrl}
        name={entry.name}
        px={28}
        className="size-7 shrink-0"
        letterClassName="bg-slate-800 text-xs text-brand-300"
      />
      <span className="truncate font-medium text-white">{entry.name}</span>
      {entry.mine && (
        <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-slate-950">
          You
        </span>
      )}
    </span>
  );
}

/** "#3" and how the row moved since the snapshot (none without one). */
function Rank({ entry, since }: { entry: LeaderboardEntry; since: string | null }) {
  return (
    <>
      #{entry.rank}
      {since && <Movement entry={entry} since={since} />}
    </>
  );
}

/** The board's figure for a row, and the line under it. */
function Figure({ entry, metric }: { entry: LeaderboardEntry; metric: LeaderboardMetric }) {
  const shown = METRIC[metric];
  const sub = shown.sub(entry);
  return (
    <>
      {shown.main(entry)}
      {sub && <span className="block text-xs text-slate-400">{sub}</span>}
    </>
  );
}

const figureTone = (entry: LeaderboardEntry) =>
  entry.gainCents >= 0 ? "text-brand-300" : "text-rose-300";

const rowTone = (entry: LeaderboardEntry) =>
  entry.mine
    ? "bg-brand-500/10 ring-1 ring-brand-500/40 ring-inset"
    : "bg-slate-950 hover:bg-slate-900/60";

/**
 * A board's rows. From 640 px up a table; on a phone (390 px) each row is a card with every
 * column of the table (rank and movement, trader, plan, phase, the board's figure), so nothing
 * hides off-screen. Only one of the two is displayed at a time.
 */
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
  const header = METRIC[metric].header;
  return (
    <>
      <ol aria-label={caption} className="space-y-3 sm:hidden" data-testid="leaderboard-cards">
        {entries.map((entry) => (
          <li
            key={entry.id}
            aria-current={entry.mine ? "true" : undefined}
            className={`rounded-2xl border border-slate-800 p-4 ${rowTone(entry)}`}
          >
            <div className="flex items-center gap-3">
              <span className="font-mono whitespace-nowrap text-slate-300">
                <Rank entry={entry} since={rankedSince} />
              </span>
              <TraderFace entry={entry} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-slate-400">Plan</dt>
                <dd className="text-slate-200">{entry.planLabel}</dd>
              </div>
              <div>
                <dt className="text-slate-400">Phase</dt>
                <dd className="text-slate-200">{entry.phase}</dd>
              </div>
              <div className="text-right">
                <dt className="text-slate-400">{header}</dt>
                <dd className={`font-mono tabular-nums ${figureTone(entry)}`}>
                  <Figure entry={entry} metric={metric} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <WideTable
        caption={caption}
        columns={["Rank", "Trader", "Plan", "Phase", { label: header, right: true }]}
      >
        {entries.map((entry) => (
          <tr
            key={entry.id}
            aria-current={entry.mine ? "true" : undefined}
            className={rowTone(entry)}
          >
            <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-300">
              <Rank entry={entry} since={rankedSince} />
            </td>
            <td className="px-4 py-3">
              <TraderFace entry={entry} />
            </td>
            <td className="px-4 py-3 text-slate-300">{entry.planLabel}</td>
            <td className="px-4 py-3 text-slate-300">{entry.phase}</td>
            <td className={`px-4 py-3 text-right font-mono tabular-nums ${figureTone(entry)}`}>
              <Figure entry={entry} metric={metric} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
