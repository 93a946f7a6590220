import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { eq, or, sql } from "drizzle-orm";
import { kycSubmissions, payoutRequests, supportTickets, users } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

// The review queues as lists of the common shape (keyset pages, CSV export); the review screens
// act on them through their own endpoints.

const emailStarts = (term: string) => sql`lower(${users.email}) like ${startsWith(term)}`;
const iso = (d: Date | null) => d?.toISOString() ?? null;

type KycRow = typeof kycSubmissions.$inferSelect & { userEmail: string };

export const kycList: ListDefinition<KycRow, AdminListRow<"kyc">> = {
  name: "kyc",
  id: kycSubmissions.id,
  sorts: { submittedAt: { column: kycSubmissions.submittedAt, kind: "time" } },
  filters: {
    status: (v) => eq(kycSubmissions.status, v),
    userId: (v) => idEquals(kycSubmissions.userId, v),
  },
  search: (term) => (isUuid(term) ? eq(kycSubmissions.id, term) : emailStarts(term)),
  read: async (db, where, orderBy, limit, sortValue) =>
    (
      await db
        .select({ row: kycSubmissions, userEmail: users.email, sortValue })
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
    ).map((r) => ({ ...r.row, userEmail: r.userEmail, sortValue: r.sortValue })),
  view: (k) => ({
    id: k.id,
    userId: k.userId,
    userEmail: k.userEmail,
    legalName: k.legalName,
    documentType: k.documentType,
    country: k.country,
    status: k.status,
    submittedAt: k.submittedAt.toISOString(),
    decidedAt: iso(k.decidedAt),
    decidedBy: k.decidedByEmail,
  }),
};

type PayoutRow = typeof payoutRequests.$inferSelect & { userEmail: string };

export const payoutRequestsList: ListDefinition<PayoutRow, AdminListRow<"payoutrequests">> = {
  name: "payoutrequests",
  id: payoutRequests.id,
  sorts: {
    createdAt: { column: payoutRequests.createdAt, kind: "time" },
    amount: { column: payoutRequests.amountCents, kind: "number" },
  },
  filters: {
    status: (v) => eq(payoutRequests.status, v),
    method: (v) => eq(payoutRequests.method, v),
    userId: (v) => idEquals(payoutRequests.userId, v),
  },
  search: (term) => (isUuid(term) ? eq(payoutRequests.id, term) : emailStarts(term)),
  read: async (db, where, orderBy, limit, sortValue) =>
    (
      await db
        .select({ row: payoutRequests, userEmail: users.email, sortValue })
        .from(payoutRequests)
        .innerJoin(users, eq(users.id, payoutRequests.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
    ).map((r) => ({ ...r.row, userEmail: r.userEmail, sortValue: r.sortValue })),
  view: (p) => ({
    id: p.id,
    userId: p.userId,
    userEmail: p.userEmail,
    amountCents: p.amountCents,
    method: p.method,
    destination: p.destination,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }),
};

type TicketRow = typeof supportTickets.$inferSelect & { userEmail: string };

export const ticketsList: ListDefinition<TicketRow, AdminListRow<"tickets">> = {
  name: "tickets",
  id: supportTickets.id,
  sorts: {
    updatedAt: { column: supportTickets.updatedAt, kind: "time" },
    createdAt: { column: supportTickets.createdAt, kind: "time" },
  },
  filters: {
    status: (v) => eq(supportTickets.status, v),
    category: (v) => eq(supportTickets.category, v),
    userId: (v) => idEquals(supportTickets.userId, v),
  },
  search: (term) =>
    isUuid(term)
      ? eq(supportTickets.id, term)
      : or(emailStarts(term), sql`lower(${supportTickets.subject}) like ${startsWith(term)}`),
  read: async (db, where, orderBy, limit, sortValue) =>
    (
      await db
        .select({ row: supportTickets, userEmail: users.email, sortValue })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
    ).map((r) => ({ ...r.row, userEmail: r.userEmail, sortValue: r.sortValue })),
  view: (t) => ({
    id: t.id,
    userId: t.userId,
    userEmail: t.userEmail,
    subject: t.subject,
    category: t.category,
    status: t.status,
    messageCount: t.messageCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }),
};
