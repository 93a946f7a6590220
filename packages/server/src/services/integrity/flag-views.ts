import type {
  IntegrityFlag,
  IntegrityFlagStatus,
  IntegrityKind,
  IntegrityOutcome,
} from "@proparena/contracts/integrity";
import type { StoredFile } from "@proparena/contracts/uploads";
import type { integrityFlags } from "../../db/schema";

export type FlagRow = typeof integrityFlags.$inferSelect;

/** Statuses whose holding flag holds a phase pass and payouts. */
export const PENDING_STATUSES: readonly IntegrityFlagStatus[] = ["open", "appealed"];

/** Whether a flag holds now: at or above the hold level, and not decided yet. */
export const holdsNow = (row: Pick<FlagRow, "hold" | "status">): boolean =>
  row.hold && PENDING_STATUSES.includes(row.status as IntegrityFlagStatus);

/** A flag as its trader sees it (the appeal's files as the trader's own stored files). */
export function flagView(
  row: FlagRow,
  files: ReadonlyMap<string, StoredFile> = new Map(),
): IntegrityFlag {
  return {
    id: row.id,
    kind: row.kind as IntegrityKind,
    accountId: row.accountId,
    status: row.status as IntegrityFlagStatus,
    score: row.score,
    threshold: row.threshold,
    holdAt: row.holdAt,
    hold: row.hold,
    policyVersion: row.policyVersion,
    message: row.message,
    evidence: row.evidence,
    evidenceHash: row.evidenceHash,
    raisedAt: row.raisedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    appeal:
      row.appealedAt && row.appealStatement !== null
        ? {
            statement: row.appealStatement,
            attachments: (row.appealAttachments ?? []).flatMap((id) => {
              const file = files.get(id);
              return file ? [file] : [];
            }),
            at: row.appealedAt.toISOString(),
          }
        : null,
    decision:
      row.decisionOutcome && row.decidedAt
        ? {
            outcome: row.decisionOutcome as IntegrityOutcome,
            reason: row.decisionReason ?? "",
            at: row.decidedAt.toISOString(),
          }
        : null,
  };
}
