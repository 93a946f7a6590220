import type { AdminDeleteTarget } from "@proparena/contracts/admin";
import { deleteTradingRecords, type DeleteCounts } from "../../trading/writes-outside-the-desk";
import type { UserRow } from "../auth/public-user";
import { forgetCachedSessions } from "../auth/sessions";
import { writeAuditEntry } from "../audit/write-audit-entry";
import type { ServiceContext } from "../service-context";

/**
 * Runs one admin delete action and records it in the audit log, in one transaction, with the
 * desk paused and rebuilt from the database afterwards (`TradingDesk.changeOutside`).
 */
export async function deleteRecords(
  ctx: ServiceContext,
  actor: UserRow,
  target: AdminDeleteTarget,
): Promise<DeleteCounts> {
  const deleted = await ctx.desk.changeOutside(() =>
    ctx.db.transaction(async (tx) => {
      const deleted = await deleteTradingRecords[target](tx);
      await writeAuditEntry(tx, { actor, action: `delete-${target}`, details: { deleted } });
      return deleted;
    }),
  );
  // Deleted traders' sessions must stop working now, not when the session cache expires.
  if (target === "users") forgetCachedSessions();
  return deleted;
}
