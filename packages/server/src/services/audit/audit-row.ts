import type { auditLog } from "../../db/schema";

/** One entry of the audit log: which operator did what, with what details, and when. */
export interface AuditEntry {
  actor: { id: string; email: string };
  /** What was done, e.g. "kyc-approve", "delete-users". */
  action: string;
  /** Free-form evidence: usually the target, before and after, the reason and the ip. */
  details: Record<string, unknown>;
  /** When; the database's now() when omitted. */
  at?: Date;
  /** The row's id when the caller needs it before the write (e.g. as a notice's key). */
  id?: string;
}

/**
 * The `audit_log` row of an entry. `writeAuditEntry` writes it; the desk writes it in the same
 * statement as the act it records (an operator's act on an account, `TradingDesk.act`).
 */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    ...(entry.id === undefined ? {} : { id: entry.id }),
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    details: entry.details,
    ...(entry.at === undefined ? {} : { createdAt: entry.at }),
  };
}
