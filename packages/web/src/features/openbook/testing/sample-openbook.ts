import {
  openbookEntrySchema,
  openbookListResponseSchema,
  openbookTraderResponseSchema,
  publicationResponseSchema,
  publicPoolsResponseSchema,
  publicRegisterResponseSchema,
  publishedEvidence,
  type OpenbookBook,
  type OpenbookEntry,
  type OpenbookListResponse,
  type OpenbookTraderResponse,
  type PublicationResponse,
  type PublicPoolsResponse,
  type PublicRegisterEntry,
  type PublicRegisterResponse,
} from "@proparena/contracts/openbook";
import { canonicalJson } from "@proparena/contracts/canonical-json";
import type { RuleEvidence } from "@proparena/contracts/trading";
import { sha256Hex } from "../../../lib/evidence-hash";

/**
 * Openbook samples for the web tests (contracts/openbook.ts), parsed with the contract's
 * schemas. A decision's `evidenceHash` is the real SHA-256 of its published evidence, so the
 * browser's check of it matches.
 */

export const ADA_ID = "a1b2c3d4e5f6";
export const ADA_BOOK = "0123456789abcdef";

export const ada = { publicId: ADA_ID, name: "Ada L.", avatarUrl: null };

/** A daily loss breach's evidence as the account page shows it (positions with their ids). */
export function sampleRuleEvidence(): RuleEvidence {
  return {
    rule: "dailyLoss",
    outcome: "breach",
    threshold: 95_000_000,
    observed: 94_990_000,
    unit: "cents",
    time: "2025-01-06T14:03:07.000Z",
    quote: { symbol: "EURUSD", bid: 1.08, ask: 1.0801, time: Date.parse("2025-01-06T14:03:07Z") },
    quotes: [],
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
  };
}

/** The SHA-256 the register lists for `evidence`: of its published form's canonical JSON. */
export function publishedHash(evidence: RuleEvidence = sampleRuleEvidence()): Promise<string> {
  return sha256Hex(canonicalJson(publishedEvidence(evidence)));
}

const head: Omit<OpenbookEntry, "trader"> = {
  bookId: ADA_BOOK,
  label: "Funded · 200K",
  phase: "funded",
  status: "active",
  startingBalanceCents: 20_000_000,
  balanceCents: 21_284_000,
  returnPercent: 6.42,
  maxDrawdownPercent: 3.1,
  score: 2.07,
  trades: 48,
  winRatePercent: 56.25,
  symbols: ["EURUSD", "XAUUSD"],
  followers: 12,
  copiers: 3,
  publicSince: "2025-01-02T09:00:00.000Z",
};

export function sampleOpenbookEntry(overrides: Partial<OpenbookEntry> = {}): OpenbookEntry {
  return openbookEntrySchema.parse({ trader: ada, ...head, ...overrides });
}

export function sampleOpenbookList(
  overrides: Partial<OpenbookListResponse> = {},
): OpenbookListResponse {
  const entries = overrides.entries ?? [
    sampleOpenbookEntry(),
    sampleOpenbookEntry({
      trader: { publicId: "0f0f0f0f0f0f", name: "Anonymous trader", avatarUrl: null },
      bookId: "fedcba9876543210",
      label: "Beta",
      phase: "beta",
      returnPercent: -1.25,
      maxDrawdownPercent: 4.5,
      score: -0.4,
      trades: 7,
      winRatePercent: null,
      followers: 0,
      copiers: 0,
    }),
  ];
  return openbookListResponseSchema.parse({
    entries,
    total: entries.length,
    offset: 0,
    limit: 20,
    delayMinutes: 15,
    scoreExplained: "Score: return divided by the largest drawdown, over the book's life.",
    ...overrides,
  });
}

export async function sampleBook(overrides: Partial<OpenbookBook> = {}): Promise<OpenbookBook> {
  const evidence = publishedEvidence(sampleRuleEvidence());
  return {
    ...head,
    openPositions: [
      {
        symbol: "EURUSD",
        side: "buy",
        volume: 1.5,
        openPrice: 1.0852,
        openTime: "2025-01-06T11:00:00.000Z",
        stopLoss: 1.08,
        takeProfit: null,
      },
    ],
    hiddenPositions: 2,
    closedTrades: [
      {
        symbol: "XAUUSD",
        side: "sell",
        volume: 0.5,
        openPrice: 3500.5,
        openTime: "2025-01-06T09:00:00.000Z",
        closePrice: 3490,
        closeTime: "2025-01-06T10:00:00.000Z",
        pnlCents: 52_500,
        reason: "takeProfit",
      },
    ],
    equityCurve: [
      { time: "2025-01-02T09:00:00.000Z", balanceCents: 20_000_000, equityCents: 20_000_000 },
      { time: "2025-01-06T10:00:00.000Z", balanceCents: 21_284_000, equityCents: 21_300_000 },
    ],
    decisions: [
      {
        rule: "dailyLoss",
        outcome: "breach",
        time: evidence.time,
        message: evidence.message,
        evidence,
        evidenceHash: await publishedHash(),
      },
    ],
    payouts: [
      {
        weekKey: "2025-W01",
        amountCents: 125_000,
        settledAt: "2025-01-06T00:05:00.000Z",
        claimTx: "0xabc123def4567890",
        claimUrl: "https://chain.example/tx/0xabc123def4567890",
      },
      {
        weekKey: "2024-W52",
        amountCents: 80_000,
        settledAt: "2024-12-30T00:05:00.000Z",
        claimTx: null,
        claimUrl: null,
      },
    ],
    ...overrides,
  };
}

export async function sampleTraderPage(
  overrides: Partial<OpenbookTraderResponse> = {},
): Promise<OpenbookTraderResponse> {
  return openbookTraderResponseSchema.parse({
    trader: { ...ada, since: "2024-11-20T08:00:00.000Z", followers: 12, copiers: 3 },
    delayMinutes: 15,
    books: [await sampleBook()],
    ...overrides,
  });
}

export async function sampleRegisterEntry(
  overrides: Partial<PublicRegisterEntry> = {},
): Promise<PublicRegisterEntry> {
  return {
    kind: "breach",
    account: "acct-7f3a",
    phase: "funded",
    rule: "dailyLoss",
    ruleLabel: "Daily loss limit",
    time: "2025-01-06T14:03:07.000Z",
    evidenceHash: await publishedHash(),
    quote: null,
    ...overrides,
  };
}

export async function sampleRegister(
  overrides: Partial<PublicRegisterResponse> = {},
): Promise<PublicRegisterResponse> {
  return publicRegisterResponseSchema.parse({
    entries: [
      await sampleRegisterEntry(),
      await sampleRegisterEntry({
        kind: "payout-withheld",
        account: "acct-19c2",
        rule: "hedging",
        ruleLabel: "Hedging across accounts",
        time: "2025-01-05T09:00:00.000Z",
        evidenceHash: "b".repeat(64),
      }),
    ],
    nextCursor: null,
    weeks: [
      {
        weekKey: "2025-W02",
        breaches: 4,
        breachesByRule: { dailyLoss: 3, maxLoss: 1 },
        payoutsPaid: 9,
        payoutsPaidCents: 1_250_000,
        payoutsWithheld: 1,
        payoutsWithheldCents: 40_000,
        accountsClosed: 0,
      },
    ],
    ...overrides,
  });
}

export function samplePools(overrides: Partial<PublicPoolsResponse> = {}): PublicPoolsResponse {
  const pool = (name: string, label: string, cents: number | null) => ({
    name,
    label,
    cents,
    explained: `${label}: the ledger's ${name} accounts.`,
  });
  return publicPoolsResponseSchema.parse({
    asOf: "2025-01-06T12:00:00.000Z",
    pools: [
      pool("vault", "Vault", 7_500_000),
      pool("jackpots", "Jackpots", 500_000),
      pool("payouts", "Payouts", 4_000_000),
      pool("emergency", "Emergency", 1_200_000),
      pool("expenses", "Expenses", 2_500_000),
      pool("founders", "Founders", null),
    ],
    weeks: [
      {
        weekKey: "2025-W01",
        revenueCents: 10_000_000,
        paidOutCents: 3_000_000,
        holdings: {
          vault: 7_500_000,
          jackpots: 500_000,
          payouts: 4_000_000,
          emergency: 1_200_000,
          expenses: 2_500_000,
          founders: null,
        },
      },
    ],
    ...overrides,
  });
}

export function samplePublication(
  overrides: Partial<PublicationResponse> = {},
): PublicationResponse {
  return publicationResponseSchema.parse({
    published: false,
    alwaysPublic: false,
    publicId: ADA_ID,
    bookId: ADA_BOOK,
    ...overrides,
  });
}
