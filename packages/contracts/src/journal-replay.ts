import { z } from "zod";

/**
 * POST /api/admin/accounts/:id/journal-replay: an account's history replayed from the desk's
 * journal alone (its opening, every tick and day roll, its own commands) and compared with what
 * the trading tables store, so an operator can show that a disputed decision follows from the
 * recorded inputs.
 */

/** The verdict: every decision and the final figures agree; some differ; no replay possible. */
export const JOURNAL_REPLAY_VERDICTS = ["matches", "differs", "notInJournal", "diverged"] as const;
export type JournalReplayVerdict = (typeof JOURNAL_REPLAY_VERDICTS)[number];

/**
 * One decision, stored or replayed or both (paired by time, then by evidence). A hash is the
 * lowercase hex SHA-256 of the evidence's canonical JSON (contracts canonical-json.ts), null
 * when that side has no such decision.
 */
export const journalReplayDecisionSchema = z.object({
  time: z.string(),
  /** breach, pass, stopOut, admin or scaling. */
  outcome: z.string(),
  /** The rule (dailyLoss, maxLoss, …) or the operator's act (reinstate, …). */
  rule: z.string(),
  storedHash: z.string().nullable(),
  replayedHash: z.string().nullable(),
  matches: z.boolean(),
});
export type JournalReplayDecision = z.infer<typeof journalReplayDecisionSchema>;

/** The figures compared at the end: the account's row, and the replayed engine's account. */
export const journalReplayFiguresSchema = z.object({
  status: z.enum(["active", "passed", "failed", "closed"]),
  balanceCents: z.number().int(),
  dayStartBalanceCents: z.number().int(),
  highestEodBalanceCents: z.number().int(),
});
export type JournalReplayFigures = z.infer<typeof journalReplayFiguresSchema>;

export const journalReplayResponseSchema = z.object({
  accountId: z.string(),
  verdict: z.enum(JOURNAL_REPLAY_VERDICTS),
  /** One sentence for people: what agrees, which decisions differ, or why there is no replay. */
  message: z.string(),
  /** The journal entry the replay went up to (the one the tables held when they were read). */
  throughEntry: z.number().int(),
  /** Journal entries read from the account's opening on, and its commands applied. */
  entries: z.number().int(),
  commands: z.number().int(),
  /** Wall time of the replay and the comparison, in milliseconds. */
  tookMs: z.number().int(),
  /** Oldest first. */
  decisions: z.array(journalReplayDecisionSchema),
  figures: z.object({
    stored: journalReplayFiguresSchema,
    /** Null when there was no replay (not in the journal, diverged). */
    replayed: journalReplayFiguresSchema.nullable(),
    matches: z.boolean(),
  }),
});
export type JournalReplayResponse = z.infer<typeof journalReplayResponseSchema>;
