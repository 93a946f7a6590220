/**
 * Ranks and milestones (spec §2 /dashboard/ranks), computed from the trader's records: the
 * phases are the ranks (Tenderfoot, Journeyman, Prodigy), the milestones are firsts and counts.
 * Pure: the same records always give the same page.
 */
export type RankId = "tenderfoot" | "journeyman" | "prodigy";

export interface RankRecords {
  /** Every account the trader has had (the free Beta one is a phase I account too). */
  readonly accounts: readonly {
    readonly plan: string;
    readonly phase: string;
    readonly status: string;
    readonly openedAt: number;
    readonly endedAt: number | null;
  }[];
  /** Every closed trade, any order. */
  readonly trades: readonly { readonly closedAt: number; readonly pnlCents: number }[];
  /** When the first weekly payout was credited to the trader, or null. */
  readonly firstPayoutAt: number | null;
  /** The IANA zone days are counted in. */
  readonly timeZone: string;
}

export interface RankView {
  readonly id: RankId;
  readonly name: string;
  readonly description: string;
  readonly reachedAt: number | null;
}

export interface MilestoneView {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly achievedAt: number | null;
  readonly progress: { readonly current: number; readonly target: number } | null;
}

export interface RanksView {
  readonly current: RankId | null;
  readonly ranks: readonly RankView[];
  readonly milestones: readonly MilestoneView[];
}

const RANKS: readonly { id: RankId; phase: string; name: string; description: string }[] = [
  {
    id: "tenderfoot",
    phase: "phase1",
    name: "Tenderfoot",
    description: "Start a challenge: phase I, the evaluation.",
  },
  {
    id: "journeyman",
    phase: "phase2",
    name: "Journeyman",
    description: "Pass phase I: phase II, the verification.",
  },
  {
    id: "prodigy",
    phase: "funded",
    name: "Prodigy",
    description: "Pass phase II, verify your identity and sign the agreement: a funded account.",
  },
];

export const WIN_STREAK_TARGET = 5;
export const TRADE_COUNT_TARGET = 100;
export const TRADING_DAYS_TARGET = 10;

const earliest = (times: (number | null)[]): number | null => {
  const real = times.filter((t): t is number => t !== null);
  return real.length === 0 ? null : Math.min(...real);
};

function dayOf(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(time);
}

/** The time the n-th item happened (1-based) of times sorted ascending, or null. */
const nth = (sorted: number[], n: number) => sorted[n - 1] ?? null;

export function ranksOf(records: RankRecords): RanksView {
  const ranks = RANKS.map((rank) => ({
    id: rank.id,
    name: rank.name,
    description: rank.description,
    reachedAt: earliest(
      records.accounts.filter((a) => a.phase === rank.phase).map((a) => a.openedAt),
    ),
  }));
  const current = [...ranks].reverse().find((rank) => rank.reachedAt !== null)?.id ?? null;
  const passedAt = (phase: string) =>
    earliest(
      records.accounts
        .filter((a) => a.phase === phase && a.status === "passed")
        .map((a) => a.endedAt ?? a.openedAt),
    );

  const trades = [...records.trades].sort((a, b) => a.closedAt - b.closedAt);
  let streak = 0;
  let best = 0;
  let streakReachedAt: number | null = null;
  for (const trade of trades) {
    streak = trade.pnlCents > 0 ? streak + 1 : 0;
    best = Math.max(best, streak);
    if (streak === WIN_STREAK_TARGET && streakReachedAt === null) streakReachedAt = trade.closedAt;
  }
  const dayFirsts: number[] = [];
  const seenDays = new Set<string>();
  for (const trade of trades) {
    const day = dayOf(trade.closedAt, records.timeZone);
    if (!seenDays.has(day)) {
      seenDays.add(day);
      dayFirsts.push(trade.closedAt);
    }
  }
  const closeTimes = trades.map((t) => t.closedAt);
  const count = (current: number, target: number) => ({
    current: Math.min(current, target),
    target,
  });

  const milestones: MilestoneView[] = [
    {
      id: "first-trade",
      title: "First trade",
      description: "Close your first trade, on any account.",
      achievedAt: nth(closeTimes, 1),
      progress: null,
    },
    {
      id: "first-challenge",
      title: "Challenger",
      description: "Buy your first challenge.",
      achievedAt: earliest(
        records.accounts
          .filter((a) => a.plan !== "BETA" && a.phase === "phase1")
          .map((a) => a.openedAt),
      ),
      progress: null,
    },
    {
      id: "phase-one-passed",
      title: "Evaluation passed",
      description: "Pass phase I of a challenge.",
      achievedAt: passedAt("phase1"),
      progress: null,
    },
    {
      id: "phase-two-passed",
      title: "Verification passed",
      description: "Pass phase II of a challenge.",
      achievedAt: passedAt("phase2"),
      progress: null,
    },
    {
      id: "first-payout",
      title: "First payout",
      description: "Be credited a share of a weekly payout pool.",
      achievedAt: records.firstPayoutAt,
      progress: null,
    },
    {
      id: "win-streak",
      title: "Hot streak",
      description: `Win ${WIN_STREAK_TARGET} trades in a row.`,
      achievedAt: streakReachedAt,
      progress: count(best, WIN_STREAK_TARGET),
    },
    {
      id: "hundred-trades",
      title: "Seasoned",
      description: `Close ${TRADE_COUNT_TARGET} trades.`,
      achievedAt: nth(closeTimes, TRADE_COUNT_TARGET),
      progress: count(closeTimes.length, TRADE_COUNT_TARGET),
    },
    {
      id: "trading-days",
      title: "Regular",
      description: `Trade on ${TRADING_DAYS_TARGET} different days.`,
      achievedAt: nth(dayFirsts, TRADING_DAYS_TARGET),
      progress: count(dayFirsts.length, TRADING_DAYS_TARGET),
    },
  ];
  return { current, ranks, milestones };
}
