import { z } from "zod";
import { adminListPageSchema } from "./admin-lists";
import { closedTradeFactsSchema } from "./trading";
import { storedFileSchema } from "./uploads";

/**
 * Integrity (issue 29): the six detectors' flags on accounts (or on a person, for
 * multi-account), what the trader sees and answers, what admins decide, and the public register
 * of withheld payouts and closed accounts. The detectors live in the domain
 * (`packages/domain/src/integrity`); `docs/integrity.md` explains every figure.
 */
/**
 * The six detectors, each with the name a trader sees: the domain's DETECTOR_KINDS, which a
 * server check holds equal.
 */
export const INTEGRITY_KIND_LABELS = {
  hedging: "Hedging across accounts",
  "copy-trading": "Copy trading",
  hft: "High-frequency trading",
  "latency-arbitrage": "Latency arbitrage",
  "bot-regularity": "Undeclared automation",
  "multi-account": "Multiple identities",
} as const;
export type IntegrityKind = keyof typeof INTEGRITY_KIND_LABELS;
export const INTEGRITY_KINDS = Object.keys(INTEGRITY_KIND_LABELS) as [
  IntegrityKind,
  ...IntegrityKind[],
];

/**
 * A flag's life: raised (`open`), answered by the trader (`appealed`), then decided by an admin.
 * Only open and appealed flags that hold (`hold`) hold a phase pass or a payout.
 */
export const INTEGRITY_FLAG_STATUSES = [
  "open",
  "appealed",
  "cleared",
  "warning",
  "payout-withheld",
  "account-closed",
] as const;
export type IntegrityFlagStatus = (typeof INTEGRITY_FLAG_STATUSES)[number];

/** What an admin may decide. Withheld payouts and closed accounts go to the public register. */
export const INTEGRITY_OUTCOMES = [
  "cleared",
  "warning",
  "payout-withheld",
  "account-closed",
] as const;
export type IntegrityOutcome = (typeof INTEGRITY_OUTCOMES)[number];
export const PUBLIC_REGISTER_OUTCOMES = ["payout-withheld", "account-closed"] as const;

export const INTEGRITY_SIGNAL_KINDS = ["device", "ip", "card", "wallet"] as const;

/** A trade as evidence: enough to find it, draw it on its candles and recompute the score. */
export const integrityTradeSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The flagged trader's own trade, or another trader's (pseudonymous to the trader). */
  own: z.boolean(),
  ...closedTradeFactsSchema.shape,
  /** The opening order came through the trading API (declared automation). */
  api: z.boolean(),
});
export type IntegrityTrade = z.infer<typeof integrityTradeSchema>;

export const integrityQuoteSchema = z.object({
  symbol: z.string(),
  bid: z.number(),
  ask: z.number(),
  time: z.string(),
});

/**
 * What a score rests on. Its SHA-256 over `canonicalJson(evidence)` is the flag's
 * `evidenceHash`, which the trader (and anyone they share the evidence with) can check.
 */
export const integrityEvidenceSchema = z.object({
  trades: z.array(integrityTradeSchema),
  quotes: z.array(integrityQuoteSchema),
  /** The other accounts involved (their ids). */
  otherAccounts: z.array(z.string()),
  /** How many other people are involved (never who they are, to the trader). */
  otherPeople: z.number().int(),
  /** Shared signal values (multi-account), hashed as stored. */
  signals: z.array(z.object({ kind: z.enum(INTEGRITY_SIGNAL_KINDS), value: z.string() })),
  /** The figures the score was computed from, by name. */
  figures: z.record(z.string(), z.number()),
});
export type IntegrityEvidence = z.infer<typeof integrityEvidenceSchema>;

export const integrityAppealSchema = z.object({
  statement: z.string(),
  attachments: z.array(storedFileSchema),
  at: z.string(),
});

export const integrityDecisionSchema = z.object({
  outcome: z.enum(INTEGRITY_OUTCOMES),
  reason: z.string(),
  at: z.string(),
});

/** One flag as its trader sees it. */
export const integrityFlagSchema = z.object({
  id: z.string(),
  kind: z.enum(INTEGRITY_KINDS),
  /** The flagged account; null for a flag on the person (multi-account: all their accounts). */
  accountId: z.string().nullable(),
  status: z.enum(INTEGRITY_FLAG_STATUSES),
  /** In [0, 1]; the detector's flag level; the hold level; whether this score holds. */
  score: z.number(),
  threshold: z.number(),
  holdAt: z.number(),
  hold: z.boolean(),
  policyVersion: z.number().int(),
  /** One sentence for the trader: what was seen. */
  message: z.string(),
  evidence: integrityEvidenceSchema,
  /** Lowercase hex SHA-256 of `canonicalJson(evidence)`. */
  evidenceHash: z.string(),
  raisedAt: z.string(),
  updatedAt: z.string(),
  appeal: integrityAppealSchema.nullable(),
  decision: integrityDecisionSchema.nullable(),
});
export type IntegrityFlag = z.infer<typeof integrityFlagSchema>;

/** What a flag holding an account holds back right now. */
export const integrityHoldsSchema = z.object({
  /** A passed phase does not open the next account until the holding flags are decided. */
  phasePass: z.boolean(),
  /** Payouts of the account (or its owner) are not settled or paid until then. */
  payouts: z.boolean(),
  /** The flags that hold (ids). */
  flagIds: z.array(z.string()),
});

/** The published policy: every threshold, in sentences built from the figures that run. */
export const integrityPolicySchema = z.object({
  version: z.number().int(),
  holdAt: z.number(),
  /** Each detector's flag level. */
  flagAt: z.record(z.enum(INTEGRITY_KINDS), z.number()),
  points: z.array(z.string()),
});
export type IntegrityPolicy = z.infer<typeof integrityPolicySchema>;

/** GET /api/accounts/:id/integrity: the owner's flags on the account and on themselves. */
export const accountIntegrityResponseSchema = z.object({
  flags: z.array(integrityFlagSchema),
  holds: integrityHoldsSchema,
  policy: integrityPolicySchema,
});
export type AccountIntegrity = z.infer<typeof accountIntegrityResponseSchema>;

/**
 * GET /api/integrity/holds: the trader's accounts that something holds now (the others are not
 * listed), for the account list's badges and the payouts page in one request.
 */
export const accountHoldsResponseSchema = z.object({
  holds: z.array(z.object({ accountId: z.string(), payouts: z.boolean(), phasePass: z.boolean() })),
});
export type AccountHolds = z.infer<typeof accountHoldsResponseSchema>;

/** POST /api/integrity/flags/:id/appeal: once per flag, while it is open. */
export const integrityAppealBodySchema = z.object({
  statement: z.string().trim().min(20).max(5000),
  /** Files uploaded first with purpose "appeal". */
  attachmentFileIds: z.array(z.uuid()).max(5).default([]),
});
export const integrityFlagResponseSchema = z.object({ flag: integrityFlagSchema });

/** POST /api/account/device: the browser's device signal, sent once per session. */
export const deviceSignalBodySchema = z.object({
  /** A random id the browser keeps in local storage. */
  deviceId: z.string().trim().min(8).max(100),
  /** A coarse fingerprint of the browser (a hash; never the raw attributes). */
  fingerprint: z.string().trim().min(8).max(128),
});

/** A row of the admin integrity queue (GET /api/admin/integrity/flags, the lists' shape). */
export const adminIntegrityFlagRowSchema = z.object({
  id: z.string(),
  kind: z.enum(INTEGRITY_KINDS),
  status: z.enum(INTEGRITY_FLAG_STATUSES),
  score: z.number(),
  hold: z.boolean(),
  accountId: z.string().nullable(),
  userId: z.string(),
  userEmail: z.string(),
  message: z.string(),
  raisedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminIntegrityFlagRow = z.infer<typeof adminIntegrityFlagRowSchema>;
export const adminIntegrityFlagsPageSchema = adminListPageSchema(adminIntegrityFlagRowSchema);

/** Sorts and filters of the queue, as the admin lists declare theirs. */
export const ADMIN_INTEGRITY_LIST = {
  sorts: ["score", "raisedAt", "updatedAt"],
  filters: {
    kind: INTEGRITY_KINDS,
    status: INTEGRITY_FLAG_STATUSES,
    hold: ["yes", "no"],
    accountId: [],
    userId: [],
  },
  search: "trader's e-mail (start), flag id or account id",
} as const;

/** People and accounts linked to the flagged person, for the queue's graph. */
export const integrityGraphSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["person", "account"]),
      label: z.string(),
      /** The flagged person or account. */
      flagged: z.boolean(),
    }),
  ),
  edges: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      /** "owns" (person to account), a shared signal kind, or a detector's kind between accounts. */
      kind: z.string(),
      /** In [0, 1]. */
      weight: z.number(),
    }),
  ),
});
export type IntegrityGraph = z.infer<typeof integrityGraphSchema>;

/** GET /api/admin/integrity/flags/:id: the flag with everything an admin decides from. */
export const adminIntegrityFlagResponseSchema = z.object({
  flag: integrityFlagSchema.extend({
    userId: z.string(),
    userEmail: z.string(),
    userName: z.string(),
    /** Other people's ids in the evidence, which the trader does not see. */
    otherPeopleIds: z.array(z.string()),
  }),
  graph: integrityGraphSchema,
  /** The person's other flags, newest first. */
  related: z.array(adminIntegrityFlagRowSchema),
});
export type AdminIntegrityFlagDetail = z.infer<typeof adminIntegrityFlagResponseSchema>;

/** POST /api/admin/integrity/flags/:id/decide */
export const decideIntegrityFlagBodySchema = z.object({
  outcome: z.enum(INTEGRITY_OUTCOMES),
  reason: z.string().trim().min(10).max(2000),
  /** The status the admin saw: if someone decided first, the answer is 409. */
  expectedStatus: z.enum(INTEGRITY_FLAG_STATUSES),
});

/** One entry of the public register: pseudonymous, with the evidence's hash. */
export const registerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(INTEGRITY_KINDS),
  outcome: z.enum(PUBLIC_REGISTER_OUTCOMES),
  /** A pseudonym stable per account (never its id or owner). */
  account: z.string(),
  score: z.number(),
  policyVersion: z.number().int(),
  evidenceHash: z.string(),
  reason: z.string(),
  decidedAt: z.string(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

/** GET /api/integrity/register?cursor=: newest first, keyset pages. Public and cacheable. */
export const registerQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const registerResponseSchema = z.object({
  entries: z.array(registerEntrySchema),
  nextCursor: z.string().nullable(),
  /** Totals by outcome and detector over all time. */
  totals: z.object({
    payoutWithheld: z.number().int(),
    accountClosed: z.number().int(),
    byKind: z.record(z.enum(INTEGRITY_KINDS), z.number().int()),
  }),
});
export type RegisterPage = z.infer<typeof registerResponseSchema>;

/** GET /api/integrity/policy: public, for the rules page. */
export const integrityPolicyResponseSchema = z.object({ policy: integrityPolicySchema });
