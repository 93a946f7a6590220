import { type CertificatesResponse } from "@proparena/contracts/certificates";
import {
  actDecisionSchema,
  dailyResponseSchema,
  decisionSchema,
  equityResponseSchema,
  metricsResponseSchema,
  replayResponseSchema,
  type ActDecision,
  type DailyResponse,
  type Decision,
  type DecisionsResponse,
  type EquityResponse,
  type MetricsResponse,
  type ReplayResponse,
  type Statistics,
} from "@proparena/contracts/metrics";
import type { Account } from "@proparena/contracts/trading";
import type { FakeTradingApi } from "../../../testing/fake-trading-api";

/**
 * Metrics answers for the web tests, parsed with the contracts' schemas so they cannot drift
 * from the wire format. Figures are those of the fake trading API's $1,000,000 Beta account.
 */

export function sampleStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    trades: 8,
    wins: 5,
    losses: 3,
    winRate: 0.625,
    grossProfitCents: 900_000,
    grossLossCents: -500_000,
    netProfitCents: 400_000,
    profitFactor: 1.8,
    averageWinCents: 180_000,
    averageLossCents: -166_667,
    expectancyCents: 50_000,
    bestTradeCents: 300_000,
    worstTradeCents: -250_000,
    bestDayShare: 0.75,
    bestDay: "2025-01-03",
    averageHoldingMs: 90 * 60_000,
    lotsTraded: 12.5,
    sharpe: 1.42,
    tradingDays: 3,
    longestWinStreak: 3,
    longestLoseStreak: 2,
    maxDrawdownCents: 250_000,
    ...overrides,
  };
}

export function sampleMetrics(
  account: Account,
  overrides: Partial<MetricsResponse> = {},
): MetricsResponse {
  return metricsResponseSchema.parse({
    account,
    objectives: [
      {
        id: "profitTarget",
        label: "Profit target",
        status: "inProgress",
        thresholdValue: 108_000_000,
        currentValue: 104_000_000,
        leftValue: 4_000_000,
        unit: "cents",
        progress: 0.5,
        detail: "Reach a closed balance of $1,080,000.00; $40,000.00 to go.",
      },
      {
        id: "dailyLoss",
        label: "Daily loss limit",
        status: "inProgress",
        thresholdValue: 95_000_000,
        currentValue: 104_000_000,
        leftValue: 9_000_000,
        unit: "cents",
        progress: null,
        detail: "Equity must stay above $950,000.00 today.",
      },
      {
        id: "maxLoss",
        label: "Max loss limit",
        status: "inProgress",
        thresholdValue: 90_000_000,
        currentValue: 104_000_000,
        leftValue: 14_000_000,
        unit: "cents",
        progress: null,
        detail: "Equity must stay above $900,000.00.",
      },
      {
        id: "minTradingDays",
        label: "Minimum trading days",
        status: "passed",
        thresholdValue: 3,
        currentValue: 3,
        leftValue: 0,
        unit: "days",
        progress: 1,
        detail: "Trade on at least 3 days; you traded on 3.",
      },
    ],
    statistics: sampleStatistics(),
    instruments: [
      {
        symbol: "EURUSD",
        trades: 6,
        wins: 4,
        winRate: 4 / 6,
        netProfitCents: 350_000,
        lotsTraded: 10,
      },
      {
        symbol: "XAUUSD",
        trades: 2,
        wins: 1,
        winRate: 0.5,
        netProfitCents: 50_000,
        lotsTraded: 2.5,
      },
    ],
    ...overrides,
  });
}

export function sampleEquity(overrides: Partial<EquityResponse> = {}): EquityResponse {
  return equityResponseSchema.parse({
    points: [
      { time: "2025-01-02T10:00:00.000Z", balanceCents: 100_000_000, equityCents: 100_000_000 },
      { time: "2025-01-03T10:00:00.000Z", balanceCents: 102_000_000, equityCents: 101_500_000 },
      { time: "2025-01-06T10:00:00.000Z", balanceCents: 104_000_000, equityCents: 104_200_000 },
    ],
    dailyLossFloorCents: 95_000_000,
    maxLossFloorCents: 90_000_000,
    targetBalanceCents: 108_000_000,
    ...overrides,
  });
}

export function sampleDaily(overrides: Partial<DailyResponse> = {}): DailyResponse {
  return dailyResponseSchema.parse({
    days: [
      {
        day: "2025-01-02",
        pnlCents: -100_000,
        trades: 2,
        balanceCents: 99_900_000,
        equityCents: null,
      },
      {
        day: "2025-01-03",
        pnlCents: 300_000,
        trades: 4,
        balanceCents: 102_900_000,
        equityCents: 102_900_000,
      },
      {
        day: "2025-01-06",
        pnlCents: 200_000,
        trades: 2,
        balanceCents: 104_000_000,
        equityCents: null,
      },
    ],
    ...overrides,
  });
}

/** The daily loss breach of a failed account, with one EURUSD position open at the tick. */
export function sampleDecision(overrides: Partial<Decision> = {}): Decision {
  return decisionSchema.parse({
    id: "dec_1",
    rule: "dailyLoss",
    outcome: "breach",
    time: "2025-01-06T14:03:07.000Z",
    evidence: {
      rule: "dailyLoss",
      outcome: "breach",
      threshold: 95_000_000,
      observed: 94_990_000,
      unit: "cents",
      time: "2025-01-06T14:03:07.000Z",
      quote: {
        symbol: "EURUSD",
        bid: 1.08,
        ask: 1.0801,
        time: Date.parse("2025-01-06T14:03:07.000Z"),
      },
      quotes: [
        { symbol: "EURUSD", bid: 1.08, ask: 1.0801, time: Date.parse("2025-01-06T14:03:07.000Z") },
      ],
      startingBalanceCents: 100_000_000,
      balanceCents: 100_000_000,
      equityCents: 94_990_000,
      dayStartBalanceCents: 100_000_000,
      highestEodBalanceCents: 100_000_000,
      usedMarginCents: 10_800_000,
      positions: [
        {
          positionId: "pos_9",
          symbol: "EURUSD",
          side: "buy",
          volume: 10,
          openPrice: 1.0851,
          price: 1.08,
          conversionRate: 1,
          pnlCents: -5_010_000,
          marginCents: 10_800_000,
          commissionCents: 0,
          swapCents: 0,
        },
      ],
      message: "Equity $949,900.00 fell below the daily loss floor of $950,000.00.",
    },
    review: null,
    ...overrides,
  });
}

/** Our team reinstating the account failed by sampleDecision, to the figures recorded before it. */
export function sampleActDecision(overrides: Partial<ActDecision> = {}): ActDecision {
  const figures = {
    status: "active",
    startingBalanceCents: 100_000_000,
    balanceCents: 100_000_000,
    equityCents: 100_000_000,
    dayStartBalanceCents: 100_000_000,
    highestEodBalanceCents: 100_000_000,
    openPositions: 0,
  };
  return actDecisionSchema.parse({
    id: "dec_2",
    rule: "reinstate",
    outcome: "admin",
    time: "2025-01-06T15:10:00.000Z",
    act: {
      reason: "The breaching tick was a feed error",
      amountCents: 5_010_000,
      startingBalanceChangeCents: 0,
      before: { ...figures, status: "failed", balanceCents: 94_990_000, equityCents: 94_990_000 },
      after: figures,
      restoredFrom: "2025-01-06T14:03:07.000Z",
      message:
        "Reinstated at 2025-01-06T15:10:00.000Z: the balance $949,900.00 became $1,000,000.00 (+$50,100.00) and the balance at the daily reset $1,000,000.00, as recorded before the account ended; its limits apply again from here.",
    },
    ...overrides,
  });
}

export function sampleReplay(overrides: Partial<ReplayResponse> = {}): ReplayResponse {
  return replayResponseSchema.parse({
    sameDecision: true,
    storedRule: "dailyLoss",
    replayedRule: "dailyLoss",
    checks: [
      { label: "Closed balance", stored: 100_000_000, replayed: 100_000_000, same: true },
      { label: "Open positions", stored: 1, replayed: 1, same: true },
      { label: "Equity", stored: 94_990_000, replayed: 94_990_000, same: true },
      { label: "Threshold", stored: 95_000_000, replayed: 95_000_000, same: true },
    ],
    summary:
      "Same decision: replaying the recorded trades and the stored tick reaches dailyLoss with the same figures.",
    ...overrides,
  });
}

/** Answers an account's metrics routes on the fake trading API (trades come from its state). */
export function serveMetrics(
  api: FakeTradingApi,
  account: Account,
  {
    metrics = sampleMetrics(account),
    equity = sampleEquity(),
    daily = sampleDaily(),
    decisions = { decisions: [] },
    certificates = { certificates: [] },
  }: {
    metrics?: MetricsResponse;
    equity?: EquityResponse;
    daily?: DailyResponse;
    decisions?: DecisionsResponse;
    certificates?: CertificatesResponse;
  } = {},
) {
  const base = `/accounts/${account.id}`;
  api.on(`GET ${base}/metrics`, () => ({ status: 200, body: metrics }));
  api.on(`GET ${base}/equity`, () => ({ status: 200, body: equity }));
  api.on(`GET ${base}/daily`, () => ({ status: 200, body: daily }));
  api.on(`GET ${base}/decisions`, () => ({
    status: 200,
    body: decisions,
  }));
  api.on(`GET ${base}/certificates`, () => ({
    status: 200,
    body: certificates,
  }));
  return api;
}
