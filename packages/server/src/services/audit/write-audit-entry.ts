import type { Db, Tx } from "../../db/database";
import { auditLog } from "../../db/schema";
import { auditRow, type AuditEntry } from "./audit-row";

/**
 * The one place services write the audit log: one entry, in the caller's transaction when it
 * passes one (so the act and its record commit together).
 */
export async function writeAuditEntry(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}
