import {
  currentWeekSchema,
  payoutWeekSchema,
  type CurrentWeek,
  type PayoutWeek,
} from "@proparena/contracts/payouts";
import type { Plan, PlanPhase, PlansResponse } from "@proparena/contracts/plans";
import type { LeaderboardEntry, PublicStats } from "@proparena/contracts/public-site";
import { NO_COSTS, STANDARD_COSTS } from "@proparena/domain/rules/trading-costs";

/**
 * Wire-format sample data for tests and the web bench, built the way the server builds it
 * (DESIGN §5: every dollar figure is a percentage of the account size).
 */
const SIZES: ReadonlyArray<[label: string, dollars: number, priceDollars: number]> = [
  ["5K", 5_000, 32],
  ["10K", 10_000, 60],
  ["25K", 25_000, 139],
  ["50K", 50_000, 239],
  ["100K", 100_000, 399],
  ["200K", 200_000, 788],
  ["300K", 300_000, 1_169],
];

function phases(sizeCents: number): PlanPhase[] {
  const of = (bp: number) => (sizeCents * bp) / 10_000;
  return [
    {
      id: "phase1",
      numeral: "I",
      name: "Evaluation",
      nickname: "Tenderfoot",
      targetBp: 800,
      targetCents: of(800),
      maxDailyLossBp: 500,
      maxDailyLossCents: of(500),
      maxLossBp: 1_000,
      maxLossCents: of(1_000),
      drawdown: "fixed",
      minTradingDays: 0,
      timeLimitDays: null,
      profitSplit: "none",
      payoutPeriod: null,
    },
    {
      id: "phase2",
      numeral: "II",
      name: "Evaluation",
      nickname: "Journeyman",
      targetBp: 500,
      targetCents: of(500),
      maxDailyLossBp: 250,
      maxDailyLossCents: of(250),
      maxLossBp: 1_000,
      maxLossCents: of(1_000),
      drawdown: "relative",
      minTradingDays: 0,
      timeLimitDays: null,
      profitSplit: "none",
      payoutPeriod: null,
    },
    {
      id: "funded",
      numeral: "III",
      name: "Funded",
      nickname: "Prodigy",
      targetBp: null,
      targetCents: null,
      maxDailyLossBp: 500,
      maxDailyLossCents: of(500),
      maxLossBp: 1_000,
      maxLossCents: of(1_000),
      drawdown: "fixed",
      minTradingDays: null,
      timeLimitDays: null,
      profitSplit: "100% x PM",
      payoutPeriod: "weekly",
    },
  ];
}

function plan(label: string, dollars: number, priceDollars: number, slot: number | null): Plan {
  const sizeCents = dollars * 100;
  return {
    id: label === "Beta" ? "BETA" : label,
    label,
    sizeLabel: `$${dollars.toLocaleString("en-US")}`,
    sizeCents,
    priceCents: priceDollars * 100,
    leverage: 100,
    pricingSlot: slot,
    phases: phases(sizeCents),
    scalingLadderCents: ladder(dollars),
    costs: NO_COSTS,
  };
}

/** The two published rule sets as the server lists them (v2 in force). */
export function sampleRuleSets(): PlansResponse["ruleSets"] {
  return [
    {
      version: 1,
      publishedAt: "2026-11-22T00:00:00.000Z",
      summary: "The rules at launch: two evaluation phases, then a funded account.",
      changes: ["Plans from 5K to 300K and the free Beta plan."],
      inForce: false,
    },
    {
      version: 2,
      publishedAt: "2026-11-26T00:00:00.000Z",
      summary: "Adds the funded scaling plan.",
      changes: [
        "Funded accounts grow by 25% of their size after every four profitable months in a row, up to $1,000,000.",
        "Plans, phases and limits are unchanged from version 1.",
      ],
      inForce: true,
    },
  ];
}

/** Sizes a funded account grows through from `dollars` (+25%, whole dollars, $1,000,000 cap). */
function ladder(dollars: number): number[] {
  const sizes = [dollars * 100];
  while (sizes.at(-1)! < 100_000_000) {
    sizes.push(Math.min(100_000_000, Math.floor((sizes.at(-1)! * 12_500) / 1_000_000) * 100));
  }
  return sizes;
}

export function samplePlans(): PlansResponse {
  const ruleSets = sampleRuleSets();
  return {
    defaultPlanId: "200K",
    ruleSet: ruleSets[1]!,
    ruleSets,
    scaling: { months: 4, stepBp: 2_500, maxSizeCents: 100_000_000 },
    plans: [
      ...SIZES.map(([label, dollars, price], index) => plan(label, dollars, price, index + 1)),
      plan("Beta", 1_000_000, 0, null),
    ],
  };
}

/**
 * The plans under rule set 3 (trading costs): every paid plan on the standard costs, the Beta
 * without any, version 3 in force.
 */
export function sampleCostlyPlans(): PlansResponse {
  const plans = samplePlans();
  const v3 = {
    version: 3,
    publishedAt: "2026-11-27T00:00:00.000Z",
    summary: "Adds trading costs: a commission per lot and an overnight swap per instrument.",
    changes: ["Commission per lot and per side; overnight swap per instrument."],
    inForce: true,
  };
  return {
    ...plans,
    ruleSet: v3,
    ruleSets: [...plans.ruleSets.map((set) => ({ ...set, inForce: false })), v3],
    plans: plans.plans.map((plan) => ({
      ...plan,
      costs: plan.priceCents === 0 ? NO_COSTS : STANDARD_COSTS,
    })),
  };
}

/** What the server answers with an empty database. */
export function emptyStats(): PublicStats {
  return {
    totalPayoutCents: 0,
    phase1PassRate: null,
    phase3PassRate: null,
    vaultHoldingsCents: 0,
    challengersJoinedCount: 0,
    challengersBlownCount: 0,
    challengersJoined: [],
    challengersBlown: [],
    jackpots: { weekKey: null, highestDollar: null, highestPercent: null, cumulativeCents: 0 },
  };
}

export function sampleStats(): PublicStats {
  return {
    totalPayoutCents: 123_400,
    phase1PassRate: 0.8,
    phase3PassRate: 0.65,
    vaultHoldingsCents: 56_789_000,
    challengersJoinedCount: 3,
    challengersBlownCount: 1,
    challengersJoined: [
      { name: "Ada L.", avatarUrl: null, url: "/leaderboard?board=phase-1" },
      { name: "Grace H.", avatarUrl: null, url: null },
      { name: "Alan T.", avatarUrl: null, url: "/leaderboard?board=phase-1" },
    ],
    challengersBlown: [{ name: "Linus T.", avatarUrl: null, url: null }],
    jackpots: {
      weekKey: "2026-11-16",
      highestDollar: { name: "Paula P.", amountCents: 1_576 },
      highestPercent: null,
      cumulativeCents: 2_364,
    },
  };
}

export function sampleLeaderboard(): LeaderboardEntry[] {
  return [
    {
      rank: 1,
      name: "Ada L.",
      avatarUrl: null,
      id: "a1b2c3d4e5f60001",
      planLabel: "200K",
      phase: "Phase I",
      gainPercent: 6.42,
      gainCents: 1_284_000,
      progressPercent: 80.25,
      payoutsCents: null,
      mine: false,
      previousRank: 3,
    },
    {
      rank: 2,
      name: "Grace H.",
      avatarUrl: null,
      id: "a1b2c3d4e5f60002",
      planLabel: "50K",
      phase: "Phase I",
      gainPercent: 2.1,
      gainCents: 105_000,
      progressPercent: 26.25,
      payoutsCents: null,
      mine: false,
      previousRank: 1,
    },
    {
      rank: 3,
      name: "Alan T.",
      avatarUrl: null,
      id: "a1b2c3d4e5f60003",
      planLabel: "10K",
      phase: "Phase I",
      gainPercent: -1.25,
      gainCents: -12_500,
      progressPercent: -15.63,
      payoutsCents: null,
      mine: false,
      previousRank: null,
    },
  ];
}

/** GET /payouts/current of a week with no sales and no winners. */
export function quietWeek(): CurrentWeek {
  return currentWeekSchema.parse({
    weekKey: "2026-11-23",
    startsAt: "2026-11-23T00:00:00.000Z",
    settlesAt: "2026-11-30T00:00:00.000Z",
    revenueCents: 0,
    budgetCents: 0,
    winnersProfitCents: 0,
    payoutPoolCents: 0,
    projectedMultiplierPercent: null,
    jackpotDollarCents: 0,
    jackpotPercentCents: 0,
    cumulativeJackpotCents: 0,
    pools: {
      vaultCents: 0,
      payoutBudgetCents: 0,
      jackpotPoolCents: 0,
      emergencyCents: 0,
      expensesCents: 0,
      owedToTradersCents: 0,
    },
  });
}

/** A settled week of GET /payouts: $788 of sales, one $1,000 winner paid at 55%. */
export function settledWeek(): PayoutWeek {
  return payoutWeekSchema.parse({
    weekKey: "2026-11-16",
    startsAt: "2026-11-16T00:00:00.000Z",
    endsAt: "2026-11-23T00:00:00.000Z",
    revenueCents: 78_800,
    budgetCents: 55_160,
    winnersProfitCents: 100_000,
    payoutPoolCents: 55_160,
    multiplierPercent: 55,
    paidCents: 55_000,
    emergencyCents: 160,
    jackpotCents: 3_940,
    jackpotPaidCents: 1_576,
    cumulativeCents: 2_364,
    merkleRoot: `0x${"ab".repeat(32)}`,
    settledAt: "2026-11-23T00:00:05.000Z",
  });
}
