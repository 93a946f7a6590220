import {
  ADMIN_INTEGRITY_LIST,
  type AdminIntegrityFlagRow,
  type IntegrityFlagStatus,
  type IntegrityKind,
} from "@proparena/contracts/integrity";
import { eq, getTableColumns, or, sql } from "drizzle-orm";
import { integrityFlags, users } from "../../db/schema";
import { idEquals, startsWith, type ListDefinition } from "../admin/lists/list-engine";

type Row = typeof integrityFlags.$inferSelect & { userEmail: string };

/** A flag as a row of the admin queue (and of a flag's related flags). */
export function adminFlagRow(f: Row): AdminIntegrityFlagRow {
  return {
    id: f.id,
    kind: f.kind as IntegrityKind,
    status: f.status as IntegrityFlagStatus,
    score: f.score,
    hold: f.hold,
    accountId: f.accountId,
    userId: f.userId,
    userEmail: f.userEmail,
    message: f.message,
    raisedAt: f.raisedAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

/** The integrity queue (GET /api/admin/integrity/flags): the admin lists' engine and shape. */
export const integrityFlagsList: ListDefinition<Row, AdminIntegrityFlagRow> = {
  name: "integrity-flags",
  spec: ADMIN_INTEGRITY_LIST,
  id: integrityFlags.id,
  sorts: {
    score: { column: integrityFlags.score, kind: "score" },
    raisedAt: { column: integrityFlags.raisedAt, kind: "time" },
    updatedAt: { column: integrityFlags.updatedAt, kind: "time" },
  },
  filters: {
    kind: (v) => eq(integrityFlags.kind, v),
    status: (v) => eq(integrityFlags.status, v),
    hold: (v) => eq(integrityFlags.hold, v === "yes"),
    accountId: (v) => idEquals(integrityFlags.accountId, v),
    userId: (v) => idEquals(integrityFlags.userId, v),
  },
  search: (term) =>
    or(
      sql`lower(${users.email}) like ${startsWith(term)}`,
      idEquals(integrityFlags.id, term),
      idEquals(integrityFlags.accountId, term),
    ),
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...getTableColumns(integrityFlags), userEmail: users.email, sortValue })
      .from(integrityFlags)
      .innerJoin(users, eq(users.id, integrityFlags.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  view: adminFlagRow,
};
