import { z } from "zod";
import { PURCHASE_STATUSES } from "./checkout";
import { KYC_SUBMISSION_STATUSES } from "./kyc";
import { MERCH_ORDER_STATUSES, merchOrderSchema } from "./merch";
import { DECISION_REVIEW_STATUSES } from "./metrics";
import { PAYOUT_METHOD_IDS, PAYOUT_REQUEST_STATUSES } from "./payout-requests";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "./support";
import { ORDER_STATUSES, ORDER_TYPES, SIDES, TRADE_CLOSE_REASONS } from "./trading";

/**
 * The admin lists (spec §2 admin sidebar, DESIGN §10): one shape for all. `GET
 * /api/admin/lists/<list>?search=&sort=&cursor=&limit=&<filter>=` answers a keyset page
 * `{items, nextCursor}`; `.../<list>.csv` the same rows (up to 10,000) as CSV. A sort or filter
 * a list does not have is a 400 naming it. `sort` is a field, `-field` for descending.
 */
export const ADMIN_LIST_NAMES = [
  "users",
  "accounts",
  "orders",
  "positions",
  "tradehistory",
  "purchases",
  "audit",
  "kyc",
  "payoutrequests",
  "tickets",
  "merchorders",
] as const;
export type AdminListName = (typeof ADMIN_LIST_NAMES)[number];

export interface AdminListSpec {
  /** Fields it can be sorted by; the first is the default (descending). */
  readonly sorts: readonly string[];
  /** Filters and their allowed values (an empty list: free text, e.g. a symbol or an id). */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  /** What `search` matches, in words. */
  readonly search: string;
}

export const ADMIN_LISTS: Record<AdminListName, AdminListSpec> = {
  users: {
    sorts: ["createdAt", "email", "name"],
    filters: {
      role: ["admin", "trader"],
      verified: ["yes", "no"],
      status: ["active", "suspended"],
      country: [],
    },
    search: "e-mail (start), name (start) or user id",
  },
  accounts: {
    sorts: ["createdAt", "balance"],
    filters: {
      phase: ["phase1", "phase2", "funded"],
      status: ["active", "passed", "failed", "closed"],
      plan: ["BETA", "5K", "10K", "25K", "50K", "100K", "200K", "300K"],
      /** Accounts with a breach flagged after a price outage, by the review's status. */
      review: DECISION_REVIEW_STATUSES,
      userId: [],
    },
    search: "owner's e-mail (start) or account id",
  },
  orders: {
    sorts: ["createdAt"],
    filters: {
      status: ORDER_STATUSES,
      side: SIDES,
      type: ORDER_TYPES,
      symbol: [],
      accountId: [],
      userId: [],
    },
    search: "order or account id",
  },
  positions: {
    sorts: ["openTime"],
    filters: { side: SIDES, symbol: [], accountId: [], userId: [] },
    search: "position or account id",
  },
  tradehistory: {
    sorts: ["closeTime", "pnl"],
    filters: {
      side: SIDES,
      symbol: [],
      reason: TRADE_CLOSE_REASONS,
      accountId: [],
      userId: [],
    },
    search: "trade or account id",
  },
  purchases: {
    sorts: ["createdAt", "amount"],
    filters: {
      status: PURCHASE_STATUSES,
      plan: ["5K", "10K", "25K", "50K", "100K", "200K", "300K"],
      userId: [],
    },
    search: "buyer's e-mail (start), receipt number or purchase id",
  },
  audit: {
    sorts: ["createdAt"],
    filters: { action: [], actorId: [], targetId: [] },
    search: "actor's e-mail (start) or action (start)",
  },
  kyc: {
    sorts: ["submittedAt"],
    filters: { status: KYC_SUBMISSION_STATUSES, userId: [] },
    search: "trader's e-mail (start) or submission id",
  },
  payoutrequests: {
    sorts: ["createdAt", "amount"],
    filters: {
      status: PAYOUT_REQUEST_STATUSES,
      method: PAYOUT_METHOD_IDS,
      userId: [],
    },
    search: "trader's e-mail (start) or request id",
  },
  tickets: {
    sorts: ["updatedAt", "createdAt"],
    filters: {
      status: TICKET_STATUSES,
      category: TICKET_CATEGORIES,
      userId: [],
    },
    search: "trader's e-mail (start), subject (start) or ticket id",
  },
  merchorders: {
    sorts: ["createdAt", "amount"],
    filters: {
      status: MERCH_ORDER_STATUSES,
      country: [],
      itemId: [],
      userId: [],
    },
    search: "buyer's e-mail (start), receipt number or order id",
  },
};

/** The query every list takes; the list's filters come on top (checked by the server). */
export const adminListQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    sort: z.string().max(40).optional(),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .catchall(z.string().max(200));
export interface AdminListQuery {
  search?: string;
  sort?: string;
  cursor?: string;
  limit: number;
  /** The list's filters. */
  [filter: string]: string | number | undefined;
}

const row = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.string(), ...shape });
/** The trader a row belongs to. */
const owner = { userId: z.string(), userEmail: z.string() };
/** What the order, position and trade rows start with: the account, its owner, the instrument. */
const trading = { accountId: z.string(), ...owner, symbol: z.string(), side: z.string() };

export const adminUserRowSchema = row({
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  twoFactor: z.boolean(),
  country: z.string(),
  createdAt: z.string(),
});
export const adminAccountRowSchema = row({
  ...owner,
  planId: z.string(),
  phase: z.string(),
  status: z.string(),
  startingBalanceCents: z.number().int(),
  balanceCents: z.number().int(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** The newest outage review of one of its breaches (pending, upheld, reinstated), if any. */
  review: z.enum(DECISION_REVIEW_STATUSES).nullable(),
});
export const adminOrderRowSchema = row({
  ...trading,
  type: z.string(),
  volume: z.number(),
  price: z.number().nullable(),
  fillPrice: z.number().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export const adminPositionRowSchema = row({
  ...trading,
  volume: z.number(),
  openPrice: z.number(),
  openTime: z.string(),
  stopLoss: z.number().nullable(),
  takeProfit: z.number().nullable(),
});
export const adminTradeRowSchema = row({
  ...trading,
  volume: z.number(),
  openPrice: z.number(),
  closePrice: z.number(),
  openTime: z.string(),
  closeTime: z.string(),
  pnlCents: z.number().int(),
  reason: z.string(),
});
export const adminPurchaseRowSchema = row({
  userId: z.string().nullable(),
  email: z.string(),
  receiptNumber: z.string(),
  planId: z.string(),
  amountCents: z.number().int(),
  couponCode: z.string().nullable(),
  status: z.string(),
  provider: z.string(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const adminAuditRowSchema = row({
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const adminKycRowSchema = row({
  ...owner,
  legalName: z.string(),
  documentType: z.string(),
  country: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export const adminPayoutRequestRowSchema = row({
  ...owner,
  amountCents: z.number().int(),
  method: z.string(),
  destination: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminTicketRowSchema = row({
  ...owner,
  subject: z.string(),
  category: z.string(),
  status: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminMerchOrderRowSchema = row({
  userId: z.string().nullable(),
  email: z.string(),
  ...merchOrderSchema.pick({
    receiptNumber: true,
    itemId: true,
    itemName: true,
    quantity: true,
    amountCents: true,
  }).shape,
  status: z.string(),
  shipName: z.string(),
  /** The address lines, postal code, city and region, comma-separated. */
  shipAddress: z.string(),
  shipCountry: z.string(),
  ...merchOrderSchema.pick({
    carrier: true,
    trackingNumber: true,
    createdAt: true,
    paidAt: true,
    shippedAt: true,
    deliveredAt: true,
  }).shape,
});

export const ADMIN_LIST_ROW_SCHEMAS = {
  users: adminUserRowSchema,
  accounts: adminAccountRowSchema,
  orders: adminOrderRowSchema,
  positions: adminPositionRowSchema,
  tradehistory: adminTradeRowSchema,
  purchases: adminPurchaseRowSchema,
  audit: adminAuditRowSchema,
  kyc: adminKycRowSchema,
  payoutrequests: adminPayoutRequestRowSchema,
  tickets: adminTicketRowSchema,
  merchorders: adminMerchOrderRowSchema,
} as const;
export type AdminListRow<L extends AdminListName> = z.infer<(typeof ADMIN_LIST_ROW_SCHEMAS)[L]>;

export const adminListPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** The page schema of list L: its rows and the next page's cursor. */
export type AdminListPageSchema<L extends AdminListName> = z.ZodObject<{
  items: z.ZodArray<(typeof ADMIN_LIST_ROW_SCHEMAS)[L]>;
  nextCursor: z.ZodNullable<z.ZodString>;
}>;

/** One page of list L. */
export type AdminListPage<L extends AdminListName> = z.infer<AdminListPageSchema<L>>;

/** Each list's page schema, built once: the server's routes and the route table share them. */
export const ADMIN_LIST_PAGE_SCHEMAS = {} as { [L in AdminListName]: AdminListPageSchema<L> };
for (const name of ADMIN_LIST_NAMES) {
  const page = adminListPageSchema(ADMIN_LIST_ROW_SCHEMAS[name] as z.ZodType);
  (ADMIN_LIST_PAGE_SCHEMAS as Record<AdminListName, z.ZodType>)[name] = page;
}
