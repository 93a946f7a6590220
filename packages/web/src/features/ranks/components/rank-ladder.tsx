import { RANK_IDS, type RankId, type RanksResponse } from "@proparena/contracts/ranks";

export type Rank = RanksResponse["ranks"][number];

/** The challenge phase each rank stands for (docs/rules.md "Phases"). */
export const RANK_PHASE: Record<RankId, string> = {
  tenderfoot: "Phase I",
  journeyman: "Phase II",
  prodigy: "Funded",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "January 2, 2025", or null when the date is missing or unreadable. */
export function formatRankDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** The ranks from the lowest to the highest, whatever order the server sent them in. */
export function orderRanks(ranks: readonly Rank[]): Rank[] {
  return [...ranks].sort((a, b) => RANK_IDS.indexOf(a.id) - RANK_IDS.indexOf(b.id));
}

type RankState = "current" | "reached" | "locked";

const STATE: Record<RankState, { label: string; badge: string; card: string; dot: string }> = {
  current: {
    label: "Current rank",
    badge: "border-brand-400/60 bg-brand-500/15 text-brand-200",
    card: "border-brand-400/70 bg-brand-500/10 ring-1 ring-brand-400/40",
    dot: "bg-brand-500 text-slate-950",
  },
  reached: {
    label: "Reached",
    badge: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
    card: "border-slate-800 bg-slate-900/60",
    dot: "bg-emerald-500 text-slate-950",
  },
  locked: {
    label: "Locked",
    badge: "border-slate-700 bg-slate-800/60 text-slate-400",
    card: "border-dashed border-slate-700 bg-slate-900/30",
    dot: "bg-slate-800 text-slate-400",
  },
};

function stateOf(rank: Rank, current: RankId | null): RankState {
  if (rank.id === current) return "current";
  return rank.reachedAt ? "reached" : "locked";
}

/** The three ranks as a ladder: each reached (with its date), current, or locked. */
export function RankLadder({ ranks, current }: { ranks: Rank[]; current: RankId | null }) {
  return (
    <ol aria-label="Rank ladder" className="grid gap-3 sm:grid-cols-3">
      {ranks.map((rank, index) => {
        const state = stateOf(rank, current);
        const style = STATE[state];
        const reachedOn = formatRankDate(rank.reachedAt);
        return (
          <li
            key={rank.id}
            data-rank={rank.id}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className={`flex flex-col gap-3 rounded-2xl border p-4 sm:p-5 ${style.card}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${style.dot}`}
                >
                  {state === "reached" ? "✓" : index + 1}
                </span>
                {RANK_PHASE[rank.id]}
              </span>
              <span
                className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${style.badge}`}
              >
                {style.label}
              </span>
            </div>
            <h3
              className={`text-xl font-bold ${state === "locked" ? "text-slate-300" : "text-white"}`}
            >
              {rank.name}
            </h3>
            <p className="text-sm text-slate-300">{rank.description}</p>
            <p className="mt-auto text-xs text-slate-400">
              {reachedOn ? `Reached on ${reachedOn}` : state === "locked" ? "Not reached yet" : ""}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
