import {
  accountIntegrityResponseSchema,
  integrityAppealBodySchema,
  integrityFlagSchema,
  registerEntrySchema,
  registerResponseSchema,
  type AccountIntegrity,
  type IntegrityEvidence,
  type IntegrityFlag,
  type IntegrityPolicy,
  type RegisterEntry,
} from "@proparena/contracts/integrity";
import type { StoredFile } from "@proparena/contracts/uploads";
import type { FakeApi, FakeRequest } from "../../../testing/fake-api";
import {
  reviewConflict,
  reviewNotFound,
  reviewZodError,
} from "../../../testing/review-fake-server";
import { sampleIntegrityPolicy } from "../../../testing/sample-integrity-policy";
import { evidenceHashOf } from "../../../lib/evidence-hash";
import { apiUrl } from "../../../testing/api-url";

/**
 * Integrity samples for the web tests (contracts/integrity.ts), parsed with the contract's
 * schemas. A flag's `evidenceHash` is the real SHA-256 of its canonical evidence, so the
 * browser's check of it matches (flagWithHash).
 */

export const INTEGRITY_ACCOUNT = "acc_beta01";

export function samplePolicy(overrides: Partial<IntegrityPolicy> = {}): IntegrityPolicy {
  return sampleIntegrityPolicy({
    points: [
      "Hedging: opposite exposure on two accounts of one person, opened at most 2 min apart, is flagged from a score of 0.7.",
      "Copy trading: the same symbol and side opened within 500 ms by two people, three times in a day at one size ratio, is flagged.",
      "A flag scoring 0.8 or more holds the next phase and payouts until an admin decides.",
    ],
    ...overrides,
  });
}

/** A hedge: the trader's buy on their account against a sell on another account 420 ms later. */
export function sampleEvidence(overrides: Partial<IntegrityEvidence> = {}): IntegrityEvidence {
  return {
    trades: [
      {
        id: "tr_own_1",
        accountId: INTEGRITY_ACCOUNT,
        own: true,
        symbol: "EURUSD",
        side: "buy",
        volume: 2,
        openPrice: 1.08412,
        openTime: "2025-01-06T14:03:07.120Z",
        closePrice: 1.08455,
        closeTime: "2025-01-06T14:20:41.503Z",
        pnlCents: 86_000,
        api: false,
      },
      {
        id: "tr_other_1",
        accountId: "acc_other7",
        own: false,
        symbol: "EURUSD",
        side: "sell",
        volume: 2,
        openPrice: 1.0841,
        openTime: "2025-01-06T14:03:07.540Z",
        closePrice: 1.08457,
        closeTime: "2025-01-06T14:20:41.998Z",
        pnlCents: -94_000,
        api: true,
      },
    ],
    quotes: [{ symbol: "EURUSD", bid: 1.0841, ask: 1.08412, time: "2025-01-06T14:03:07.118Z" }],
    otherAccounts: ["acc_other7"],
    otherPeople: 0,
    signals: [],
    figures: { correlation: 1, sizeRatio: 1, overlapShare: 0.97, openGapMs: 420 },
    ...overrides,
  };
}

/** An open hedging flag on the account that holds its payouts (the hash left to flagWithHash). */
export function sampleFlag(overrides: Partial<IntegrityFlag> = {}): IntegrityFlag {
  return integrityFlagSchema.parse({
    id: "flag_hedge1",
    kind: "hedging",
    accountId: INTEGRITY_ACCOUNT,
    status: "open",
    score: 0.97,
    threshold: 0.7,
    holdAt: 0.8,
    hold: true,
    policyVersion: 1,
    message:
      "Your buy of 2 lots of EURUSD was met by a sell of 2 lots on another account 420 ms later, held open together.",
    evidence: sampleEvidence(),
    evidenceHash: "0".repeat(64),
    raisedAt: "2025-01-06T14:20:42.010Z",
    updatedAt: "2025-01-06T14:20:42.010Z",
    appeal: null,
    decision: null,
    ...overrides,
  });
}

/** The flag with the real hash of its evidence. */
export async function flagWithHash<F extends IntegrityFlag>(flag: F): Promise<F> {
  return { ...flag, evidenceHash: await evidenceHashOf(flag.evidence) };
}

export async function sampleAccountIntegrity(
  flags: IntegrityFlag[] = [sampleFlag()],
): Promise<AccountIntegrity> {
  const hashed = await Promise.all(flags.map(flagWithHash));
  const holding = hashed.filter(
    (flag) => flag.hold && (flag.status === "open" || flag.status === "appealed"),
  );
  return accountIntegrityResponseSchema.parse({
    flags: hashed,
    holds: {
      phasePass: holding.length > 0,
      payouts: holding.length > 0,
      flagIds: holding.map((flag) => flag.id),
    },
    policy: samplePolicy(),
  });
}

const appealUploadId = (n: number) => `a99ea100-0000-4000-8000-${String(n).padStart(12, "0")}`;

/**
 * Serves the trader's side on the fake API: GET /accounts/:id/integrity for each account given,
 * POST /integrity/flags/:id/appeal (the body checked with the contract's schema; 409 once the
 * flag is no longer open or already answered), and POST /uploads/appeal.
 */
export function serveAccountIntegrity(api: FakeApi, accounts: Record<string, AccountIntegrity>) {
  const uploads: StoredFile[] = [];
  const appeals: { flagId: string; body: unknown }[] = [];

  for (const [accountId, integrity] of Object.entries(accounts)) {
    api.on(`GET /accounts/${accountId}/integrity`, () => ({ status: 200, body: integrity }));
    for (const flag of integrity.flags) {
      api.on(`POST /integrity/flags/${flag.id}/appeal`, ({ body }: FakeRequest) => {
        const parsed = integrityAppealBodySchema.safeParse(body);
        if (!parsed.success) return reviewZodError(parsed.error);
        const current = integrity.flags.find((f) => f.id === flag.id)!;
        if (current.status !== "open" || current.appeal) {
          return reviewConflict("This flag has already been answered.");
        }
        appeals.push({ flagId: flag.id, body: parsed.data });
        const answered: IntegrityFlag = {
          ...current,
          status: "appealed",
          appeal: {
            statement: parsed.data.statement,
            attachments: uploads.filter((file) => parsed.data.attachmentFileIds.includes(file.id)),
            at: "2025-01-07T09:00:00.000Z",
          },
        };
        integrity.flags = integrity.flags.map((f) => (f.id === flag.id ? answered : f));
        return { status: 200, body: { flag: answered } };
      });
    }
  }

  api.on("POST /uploads/appeal", ({ headers, file }: FakeRequest) => {
    const name = decodeURIComponent(headers.get("x-file-name") ?? "file");
    const stored: StoredFile = {
      id: appealUploadId(uploads.length + 1),
      purpose: "appeal",
      mimeType: name.endsWith(".pdf") ? "application/pdf" : "image/png",
      sizeBytes: file?.size ?? 1,
      name,
      url: apiUrl(`/files/${appealUploadId(uploads.length + 1)}`),
      createdAt: "2025-01-07T08:59:00.000Z",
    };
    uploads.push(stored);
    return { status: 201, body: { file: stored } };
  });

  return { uploads, appeals, notFound: reviewNotFound };
}

/** `count` register entries, newest first, each with its own id and hash. */
export function sampleRegisterEntries(count: number): RegisterEntry[] {
  return Array.from({ length: count }, (_, i) =>
    registerEntrySchema.parse({
      id: `reg_${String(i + 1).padStart(3, "0")}`,
      kind: i % 2 === 0 ? "hedging" : "copy-trading",
      outcome: i % 3 === 0 ? "account-closed" : "payout-withheld",
      account: `Trader ${String.fromCharCode(65 + (i % 26))}${i}`,
      score: 0.95 - i * 0.001,
      policyVersion: 1,
      evidenceHash: `${String(i).padStart(4, "0")}${"ab".repeat(30)}`,
      reason: `Opposite trades on two accounts of one person (${i + 1}).`,
      decidedAt: new Date(Date.parse("2025-02-01T00:00:00.000Z") - i * 86_400_000).toISOString(),
    }),
  );
}

/** Serves GET /integrity/register over `entries` in pages of `pageSize` (the cursor: an index). */
export function serveRegister(api: FakeApi, entries: RegisterEntry[], pageSize = 50) {
  api.on("GET /integrity/register", ({ search }) => {
    const start = Number(search.get("cursor") ?? 0);
    const limit = Math.min(Number(search.get("limit") ?? 50), pageSize);
    const page = entries.slice(start, start + limit);
    const next = start + limit < entries.length ? String(start + limit) : null;
    const byKind: Record<string, number> = {};
    for (const entry of entries) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + 1;
    return {
      status: 200,
      body: registerResponseSchema.parse({
        entries: page,
        nextCursor: next,
        totals: {
          payoutWithheld: entries.filter((e) => e.outcome === "payout-withheld").length,
          accountClosed: entries.filter((e) => e.outcome === "account-closed").length,
          byKind: {
            hedging: 0,
            "copy-trading": 0,
            hft: 0,
            "latency-arbitrage": 0,
            "bot-regularity": 0,
            "multi-account": 0,
            ...byKind,
          },
        },
      }),
    };
  });
}
