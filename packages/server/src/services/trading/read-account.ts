// Reading one account's figures on the desk, for its owner (or an admin where the caller
// allows): who asks is checked once, by the desk's checkAccess, as in the trading use cases.
import type { AccountReader } from "../../trading/desk/trading-desk";
import type { ServiceContext } from "../service-context";

/**
 * The account's figures. 404 "Account not found" unless `reader` owns it, or is an admin and
 * passes `isAdmin` (pass `{ id }` alone where only the owner may read).
 */
export function readAccountSummary(
  ctx: Pick<ServiceContext, "desk">,
  reader: AccountReader,
  accountId: string,
) {
  ctx.desk.checkAccess(reader, accountId);
  return ctx.desk.accountSummary(accountId);
}
