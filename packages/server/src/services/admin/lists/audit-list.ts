import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { eq, getTableColumns, or, sql } from "drizzle-orm";
import { auditLog } from "../../../db/schema";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

type Row = typeof auditLog.$inferSelect;

export const auditList: ListDefinition<Row, AdminListRow<"audit">> = {
  name: "audit",
  id: auditLog.id,
  sorts: { createdAt: { column: auditLog.createdAt, kind: "time" } },
  filters: {
    action: (v) => eq(auditLog.action, v),
    actorId: (v) => idEquals(auditLog.actorId, v),
    targetId: (v) =>
      or(
        sql`${auditLog.details} -> 'target' ->> 'id' = ${v}`,
        sql`${auditLog.details} -> 'target' ->> 'userId' = ${v}`,
      ),
  },
  search: (term) =>
    or(
      sql`lower(${auditLog.actorEmail}) like ${startsWith(term)}`,
      sql`${auditLog.action} like ${startsWith(term)}`,
    ),
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...getTableColumns(auditLog), sortValue })
      .from(auditLog)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  view: (a) => ({
    id: a.id,
    actorId: a.actorId,
    actorEmail: a.actorEmail,
    action: a.action,
    details: (a.details ?? {}) as Record<string, unknown>,
    createdAt: a.createdAt.toISOString(),
  }),
};
