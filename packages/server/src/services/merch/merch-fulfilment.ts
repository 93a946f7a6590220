import type { MerchOrder, MerchOrderStatusBody } from "@proparena/contracts/merch";
import { eq } from "drizzle-orm";
import { merchOrders, purchases } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { merchDeliveredEmail, merchShippedEmail } from "../../mail/merch-templates";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { merchOrderMail, merchOrderView } from "./merch-order-views";
import { writeAuditEntry } from "../audit/write-audit-entry";

/** The status an order must have for an admin to move it to the next one. */
const FROM = { shipped: "paid", delivered: "shipped" } as const;

/**
 * An admin moves a paid order on: shipped (with its carrier and tracking number), then
 * delivered. Anything else is a 409 that says what the order is. The change is audit-logged
 * in its transaction, and the buyer is e-mailed after it commits.
 */
export async function advanceMerchOrder(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  body: MerchOrderStatusBody,
  ip: string,
): Promise<MerchOrder> {
  const now = ctx.clock.now();
  const { order, purchase } = await ctx.db.transaction(async (tx) => {
    const [before] = isUuid(id)
      ? await tx.select().from(merchOrders).where(eq(merchOrders.id, id)).for("update")
      : [];
    if (!before) throw notFound("Order not found");
    if (before.status !== FROM[body.status]) {
      throw conflict(
        `This order is ${before.status}: only a ${FROM[body.status]} order can be marked ${body.status}.`,
      );
    }
    const [after] = await tx
      .update(merchOrders)
      .set(
        body.status === "shipped"
          ? {
              status: "shipped",
              carrier: body.carrier,
              trackingNumber: body.trackingNumber,
              shippedAt: now,
            }
          : { status: "delivered", deliveredAt: now },
      )
      .where(eq(merchOrders.id, id))
      .returning();
    const [payment] = await tx.select().from(purchases).where(eq(purchases.id, id));
    await writeAuditEntry(tx, {
      actor: admin,
      action: `merch-order-${body.status}`,
      details: {
        target: { kind: "merch_order", id },
        before: { status: before.status },
        after: {
          status: after!.status,
          carrier: after!.carrier,
          trackingNumber: after!.trackingNumber,
        },
        ip,
      },
      at: now,
    });
    return { order: after!, purchase: payment! };
  });
  const mail = merchOrderMail(ctx, order, purchase);
  await ctx.mailer.send(
    order.status === "shipped"
      ? merchShippedEmail({
          ...mail,
          carrier: order.carrier ?? "",
          trackingNumber: order.trackingNumber ?? "",
        })
      : merchDeliveredEmail(mail),
  );
  return merchOrderView(order, purchase);
}
