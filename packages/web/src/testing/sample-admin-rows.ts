import {
  adminAccountRowSchema,
  adminAuditRowSchema,
  adminOrderRowSchema,
  adminPositionRowSchema,
  adminMerchOrderRowSchema,
  adminPurchaseRowSchema,
  adminTradeRowSchema,
  adminUserRowSchema,
} from "@proparena/contracts/admin-lists";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { couponSchema } from "@proparena/contracts/checkout";
import type { Coupon } from "@proparena/contracts/checkout";

/**
 * Rows of the admin lists as the server sends them. Each builder parses its row with the
 * contract's schema, so the samples cannot drift from the wire format.
 */

export function makeUserRow(overrides: Partial<AdminListRow<"users">> = {}): AdminListRow<"users"> {
  return adminUserRowSchema.parse({
    id: "u_1",
    email: "ada@example.com",
    name: "Ada Lovelace",
    isAdmin: false,
    emailVerifiedAt: "2025-01-02T10:00:00.000Z",
    suspendedAt: null,
    twoFactor: false,
    country: "GB",
    createdAt: "2025-01-01T10:00:00.000Z",
    ...overrides,
  });
}

export function makeAccountRow(
  overrides: Partial<AdminListRow<"accounts">> = {},
): AdminListRow<"accounts"> {
  return adminAccountRowSchema.parse({
    id: "acc_1",
    userId: "u_1",
    userEmail: "ada@example.com",
    planId: "50K",
    phase: "phase1",
    status: "active",
    startingBalanceCents: 5_000_000,
    balanceCents: 5_123_450,
    createdAt: "2025-01-03T09:00:00.000Z",
    endedAt: null,
    review: null,
    ...overrides,
  });
}

export function makeOrderRow(
  overrides: Partial<AdminListRow<"orders">> = {},
): AdminListRow<"orders"> {
  return adminOrderRowSchema.parse({
    id: "ord_1",
    accountId: "acc_1",
    userId: "u_1",
    userEmail: "ada@example.com",
    symbol: "EURUSD",
    side: "buy",
    type: "limit",
    volume: 1.5,
    price: 1.085,
    fillPrice: null,
    status: "pending",
    createdAt: "2025-01-04T08:30:00.000Z",
    ...overrides,
  });
}

export function makePositionRow(
  overrides: Partial<AdminListRow<"positions">> = {},
): AdminListRow<"positions"> {
  return adminPositionRowSchema.parse({
    id: "pos_1",
    accountId: "acc_1",
    userId: "u_1",
    userEmail: "ada@example.com",
    symbol: "XAUUSD",
    side: "sell",
    volume: 0.25,
    openPrice: 2345.5,
    openTime: "2025-01-05T12:00:00.000Z",
    stopLoss: 2360,
    takeProfit: null,
    ...overrides,
  });
}

export function makeTradeRow(
  overrides: Partial<AdminListRow<"tradehistory">> = {},
): AdminListRow<"tradehistory"> {
  return adminTradeRowSchema.parse({
    id: "trd_1",
    accountId: "acc_1",
    userId: "u_1",
    userEmail: "ada@example.com",
    symbol: "GBPUSD",
    side: "buy",
    volume: 2,
    openPrice: 1.25,
    closePrice: 1.2561,
    openTime: "2025-01-06T09:00:00.000Z",
    closeTime: "2025-01-06T11:15:00.000Z",
    pnlCents: 122_000,
    reason: "takeProfit",
    ...overrides,
  });
}

export function makePurchaseRow(
  overrides: Partial<AdminListRow<"purchases">> = {},
): AdminListRow<"purchases"> {
  return adminPurchaseRowSchema.parse({
    id: "pur_1",
    userId: "u_1",
    email: "ada@example.com",
    receiptNumber: "PA-7K3Q9X2M",
    planId: "50K",
    amountCents: 29_900,
    couponCode: null,
    status: "paid",
    provider: "test",
    accountId: "acc_1",
    createdAt: "2025-01-03T08:55:00.000Z",
    paidAt: "2025-01-03T08:56:00.000Z",
    ...overrides,
  });
}

export function makeMerchOrderRow(
  overrides: Partial<AdminListRow<"merchorders">> = {},
): AdminListRow<"merchorders"> {
  return adminMerchOrderRowSchema.parse({
    id: "ord_1",
    userId: "u_1",
    email: "ada@example.com",
    receiptNumber: "PA-MERCH001",
    itemId: "item_1",
    itemName: "Trader cap",
    quantity: 2,
    amountCents: 5_100,
    status: "paid",
    shipName: "Ada Lovelace",
    shipAddress: "1 Market St, 94105 San Francisco, California",
    shipCountry: "US",
    carrier: null,
    trackingNumber: null,
    createdAt: "2025-01-03T08:55:00.000Z",
    paidAt: "2025-01-03T08:56:00.000Z",
    shippedAt: null,
    deliveredAt: null,
    ...overrides,
  });
}

export function makeAuditRow(
  overrides: Partial<AdminListRow<"audit">> = {},
): AdminListRow<"audit"> {
  return adminAuditRowSchema.parse({
    id: "aud_1",
    actorId: "u_admin",
    actorEmail: "admin@example.com",
    action: "user.suspend",
    details: {
      target: "ada@example.com",
      reason: "Chargeback fraud",
      before: { suspendedAt: null },
      after: { suspendedAt: "2025-01-07T10:00:00.000Z" },
    },
    createdAt: "2025-01-07T10:00:00.000Z",
    ...overrides,
  });
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return couponSchema.parse({
    id: "cpn_1",
    code: "SAVE10",
    kind: "percent",
    percentOff: 10,
    amountOffCents: null,
    validFrom: null,
    validUntil: null,
    maxUses: 100,
    uses: 3,
    planIds: null,
    active: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  });
}
