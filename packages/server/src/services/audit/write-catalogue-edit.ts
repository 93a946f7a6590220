import type { Db, Tx } from "../../db/database";
import type { AuditEntry } from "./audit-row";
import { writeAuditEntry } from "./write-audit-entry";

/** A catalogue admins edit (avatars, merch items): its audit names and how a row is shown. */
export interface AuditedCatalogue<R, V> {
  /** The action's prefix: `<subject>-create`, `<subject>-update`. */
  subject: string;
  /** The target's kind in the entry's details. */
  kind: string;
  view: (row: R) => V;
}

/**
 * Writes the audit entry of an admin's create (no `before`) or change of a catalogue row, with
 * the row's view before and after, and answers the view after.
 */
export async function writeCatalogueEdit<R extends { id: string }, V>(
  db: Db | Tx,
  catalogue: AuditedCatalogue<R, V>,
  by: { actor: AuditEntry["actor"]; ip: string; at: Date },
  before: R | undefined,
  row: R,
): Promise<V> {
  const after = catalogue.view(row);
  await writeAuditEntry(db, {
    actor: by.actor,
    action: `${catalogue.subject}-${before ? "update" : "create"}`,
    details: {
      target: { kind: catalogue.kind, id: row.id },
      before: before ? catalogue.view(before) : null,
      after,
      ip: by.ip,
    },
    at: by.at,
  });
  return after;
}
