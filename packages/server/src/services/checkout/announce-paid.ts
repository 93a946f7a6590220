import { type Account } from "@proparena/domain/engine/account";
import { formatUsd } from "@proparena/domain/core/money";
import { receiptEmail } from "../../mail/templates";
import { merchPaidEmail } from "../../mail/merch-templates";
import { mailAboutOrder } from "../merch/merch-order-views";
import type { ServiceContext } from "../service-context";
import { challengeMail } from "./challenge-mail";
import { planLabels } from "./plan-labels";
import type { PurchaseRow } from "./purchase-views";

/** After the commit: the desk takes the new account in, and the buyer gets a receipt. */
export async function announcePaid(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  account: Account | null,
): Promise<void> {
  if (purchase.product === "merch") {
    await mailAboutOrder(ctx, purchase, merchPaidEmail);
    return;
  }
  if (account) await ctx.desk.adopt(account);
  await ctx.mailer.send(
    receiptEmail({
      ...challengeMail(ctx, purchase),
      planLabel: planLabels(purchase.planId).planLabel,
      listPrice: formatUsd(purchase.listPriceCents),
      discount: purchase.discountCents > 0 ? formatUsd(purchase.discountCents) : null,
      couponCode: purchase.couponCode,
      paidAt: (purchase.paidAt ?? new Date()).toISOString().replace("T", " ").slice(0, 16) + " UTC",
      arenaLink: `${ctx.settings.publicOrigin}/trading/arena${account ? `?account=${account.id}` : ""}`,
    }),
  );
}
