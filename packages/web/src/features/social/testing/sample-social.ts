import { openbookTraderResponseSchema } from "@proparena/contracts/openbook";
import {
  copySubscriptionSchema,
  copyTradesResponseSchema,
  feedResponseSchema,
  followingResponseSchema,
  type CopySubscription,
  type FeedResponse,
} from "@proparena/contracts/social";

/** Social samples for the web tests (contracts/social.ts), parsed with the contract's schemas. */

export const GRACE = { publicId: "b2c3d4e5f6a7", name: "Grace H.", avatarUrl: null };
export const GRACE_BOOK = "1111222233334444";

export function sampleSubscription(overrides: Partial<CopySubscription> = {}): CopySubscription {
  return copySubscriptionSchema.parse({
    id: "cs_1",
    trader: GRACE,
    bookId: GRACE_BOOK,
    bookLabel: "Beta",
    targetAccountId: "acc_beta01",
    sizeMultiplier: 1,
    riskPerTradePercent: 5,
    dailyLossCapCents: 100_000,
    stopEquityCents: null,
    excludedSymbols: [],
    status: "active",
    stopReason: null,
    createdAt: "2025-01-06T09:00:00.000Z",
    stoppedAt: null,
    placed: 3,
    skipped: 1,
    closedPnlCents: 12_345,
    ...overrides,
  });
}

export function sampleCopyTrades() {
  return copyTradesResponseSchema.parse({
    trades: [
      {
        id: "ct_1",
        symbol: "EURUSD",
        side: "buy",
        sourceVolume: 2,
        volume: 0.4,
        status: "placed",
        reason: null,
        sourceFilledAt: "2025-01-06T10:00:00.000Z",
        placedAt: "2025-01-06T10:00:00.180Z",
        latencyMs: 180,
        closedAt: null,
        positionId: "pos_c1",
      },
      {
        id: "ct_2",
        symbol: "XAUUSD",
        side: "sell",
        sourceVolume: 1,
        volume: 0,
        status: "skipped",
        reason: "XAUUSD is excluded",
        sourceFilledAt: "2025-01-06T11:00:00.000Z",
        placedAt: null,
        latencyMs: null,
        closedAt: null,
        positionId: null,
      },
    ],
  });
}

export function sampleFollowing(emailNotices = false) {
  return followingResponseSchema.parse({
    traders: [{ trader: GRACE, emailNotices, since: "2025-01-05T08:00:00.000Z" }],
  });
}

export function sampleFeed(overrides: Partial<FeedResponse> = {}): FeedResponse {
  return feedResponseSchema.parse({
    items: [
      {
        id: "f1",
        trader: GRACE,
        bookLabel: "Beta",
        kind: "closed",
        symbol: "EURUSD",
        side: "buy",
        volume: 2,
        price: 1.0862,
        pnlCents: 20_000,
        time: "2025-01-06T10:30:00.000Z",
      },
      {
        id: "f2",
        trader: GRACE,
        bookLabel: "Beta",
        kind: "opened",
        symbol: "EURUSD",
        side: "buy",
        volume: 2,
        price: 1.0852,
        pnlCents: null,
        time: "2025-01-06T10:00:00.000Z",
      },
    ],
    nextCursor: null,
    delayMinutes: 15,
    ...overrides,
  });
}

/** Grace's public page with one Beta book and nothing in it yet (the openbook's wire). */
export function graceTraderPage() {
  return openbookTraderResponseSchema.parse({
    trader: { ...GRACE, since: "2024-12-01T08:00:00.000Z", followers: 4, copiers: 1 },
    delayMinutes: 15,
    books: [
      {
        bookId: GRACE_BOOK,
        label: "Beta",
        phase: "beta",
        status: "active",
        startingBalanceCents: 100_000_000,
        balanceCents: 100_500_000,
        returnPercent: 0.5,
        maxDrawdownPercent: 1,
        score: 0.5,
        trades: 2,
        winRatePercent: 50,
        symbols: ["EURUSD"],
        followers: 4,
        copiers: 1,
        publicSince: "2025-01-01T00:00:00.000Z",
        openPositions: [],
        hiddenPositions: 0,
        closedTrades: [],
        equityCurve: [],
        decisions: [],
        payouts: [],
      },
    ],
  });
}
