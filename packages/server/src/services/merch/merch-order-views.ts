import type { MerchOrder, MerchOrderStatus } from "@proparena/contracts/merch";
import { findCountry } from "@proparena/contracts/country-regions";
import { formatUsd } from "@proparena/domain/core/money";
import { eq } from "drizzle-orm";
import { merchOrders } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import type { MerchOrderMail } from "../../mail/merch-templates";
import { purchaseExpiresAt } from "../checkout/purchase-lifetime";
import type { PurchaseRow } from "../checkout/purchase-views";
import type { ServiceContext } from "../service-context";

export type MerchOrderRow = typeof merchOrders.$inferSelect;

/** An order with its payment: what the trader and the e-mails see. */
export function merchOrderView(order: MerchOrderRow, purchase: PurchaseRow): MerchOrder {
  return {
    id: order.id,
    receiptNumber: purchase.receiptNumber,
    itemId: order.itemId,
    itemName: order.itemName,
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    amountCents: order.amountCents,
    currency: "usd",
    status: order.status as MerchOrderStatus,
    statusReason: purchase.statusReason,
    shipping: {
      name: order.shipName,
      addressLine1: order.shipLine1,
      addressLine2: order.shipLine2,
      city: order.shipCity,
      region: order.shipRegion,
      postalCode: order.shipPostalCode,
      country: order.shipCountry,
    },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    paidAt: purchase.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    endedAt: purchase.endedAt?.toISOString() ?? null,
    expiresAt: purchase.status === "pending" ? purchaseExpiresAt(purchase).toISOString() : null,
  };
}

/** The shipping address one line per part, the country by its name. */
export function addressLines(order: MerchOrderRow): string[] {
  return [
    order.shipName,
    order.shipLine1,
    order.shipLine2 ?? "",
    [order.shipPostalCode, order.shipCity].join(" "),
    order.shipRegion ?? "",
    findCountry(order.shipCountry)?.countryName ?? order.shipCountry,
  ].filter((line) => line.trim() !== "");
}

/** "2 × Trader cap". */
export const itemLine = (order: MerchOrderRow) => `${order.quantity} × ${order.itemName}`;

/** What every e-mail about the order says. */
export function merchOrderMail(
  ctx: ServiceContext,
  order: MerchOrderRow,
  purchase: PurchaseRow,
): MerchOrderMail {
  return {
    to: purchase.email,
    productName: ctx.settings.productName,
    receiptNumber: purchase.receiptNumber,
    itemLine: itemLine(order),
    amount: formatUsd(order.amountCents),
    address: addressLines(order),
    ordersLink: `${ctx.settings.publicOrigin}/dashboard/merch?order=${order.id}`,
  };
}

/** E-mails the buyer about their order, the message built from what every such e-mail says. */
export async function mailAboutOrder(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  build: (mail: MerchOrderMail) => MailMessage,
): Promise<void> {
  const [order] = await ctx.db.select().from(merchOrders).where(eq(merchOrders.id, purchase.id));
  if (order) await ctx.mailer.send(build(merchOrderMail(ctx, order, purchase)));
}
