import type { AdminListRow } from "@proparena/contracts/admin-lists";
import type { DecisionReviewStatus } from "@proparena/contracts/metrics";
import { eq, or, sql } from "drizzle-orm";
import { accounts, users } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

const columns = {
  id: accounts.id,
  userId: accounts.userId,
  userEmail: users.email,
  plan: accounts.plan,
  phase: accounts.phase,
  status: accounts.status,
  startingBalanceCents: accounts.startingBalanceCents,
  balanceCents: accounts.balanceCents,
  createdAt: accounts.createdAt,
  endedAt: accounts.endedAt,
  review: sql<string | null>`(select r.status from decision_reviews r
    where r.account_id = ${accounts.id} order by r.created_at desc limit 1)`,
};
type Row = {
  id: string;
  userId: string;
  userEmail: string;
  plan: string;
  phase: string;
  status: string;
  startingBalanceCents: number;
  balanceCents: number;
  createdAt: Date;
  endedAt: Date | null;
  review: string | null;
};

export const accountsList: ListDefinition<Row, AdminListRow<"accounts">> = {
  name: "accounts",
  id: accounts.id,
  sorts: {
    createdAt: { column: accounts.createdAt, kind: "time" },
    balance: { column: accounts.balanceCents, kind: "number" },
  },
  filters: {
    phase: (v) => eq(accounts.phase, v),
    status: (v) => eq(accounts.status, v),
    plan: (v) => eq(accounts.plan, v),
    review: (v) =>
      sql`exists (select 1 from decision_reviews r where r.account_id = ${accounts.id} and r.status = ${v})`,
    userId: (v) => idEquals(accounts.userId, v),
  },
  search(term) {
    if (isUuid(term)) return or(eq(accounts.id, term), eq(accounts.userId, term));
    return sql`lower(${users.email}) like ${startsWith(term)}`;
  },
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...columns, sortValue })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  view: (a) => ({
    id: a.id,
    userId: a.userId,
    userEmail: a.userEmail,
    planId: a.plan,
    phase: a.phase,
    status: a.status,
    startingBalanceCents: a.startingBalanceCents,
    balanceCents: a.balanceCents,
    createdAt: a.createdAt.toISOString(),
    endedAt: a.endedAt?.toISOString() ?? null,
    review: a.review as DecisionReviewStatus | null,
  }),
};
