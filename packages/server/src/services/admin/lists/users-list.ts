import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { startsWith, type ListDefinition } from "./list-engine";

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  totpEnabledAt: users.totpEnabledAt,
  country: users.country,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

export const usersList: ListDefinition<Row, AdminListRow<"users">> = {
  name: "users",
  id: users.id,
  sorts: {
    createdAt: { column: users.createdAt, kind: "time" },
    email: { column: users.email, kind: "text" },
    name: { column: users.name, kind: "text" },
  },
  filters: {
    role: (v) => eq(users.isAdmin, v === "admin"),
    verified: (v) =>
      v === "yes" ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
    status: (v) => (v === "suspended" ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt)),
    country: (v) => eq(users.country, v.toUpperCase()),
  },
  search(term) {
    if (isUuid(term)) return eq(users.id, term);
    const pattern = startsWith(term);
    return or(
      sql`lower(${users.email}) like ${pattern}`,
      sql`lower(${users.name}) like ${pattern}`,
    );
  },
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...columns, sortValue })
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  view: (u) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    isAdmin: u.isAdmin,
    emailVerifiedAt: u.emailVerifiedAt?.toISOString() ?? null,
    suspendedAt: u.suspendedAt?.toISOString() ?? null,
    twoFactor: u.totpEnabledAt !== null,
    country: u.country,
    createdAt: u.createdAt.toISOString(),
  }),
};
