import type { AdminListName, AdminListRow } from "@proparena/contracts/admin-lists";
import { accountsList } from "./accounts-list";
import { auditList } from "./audit-list";
import type { ListDefinition } from "./list-engine";
import { merchOrdersList } from "./merch-orders-list";
import { purchasesList } from "./purchases-list";
import { kycList, payoutRequestsList, ticketsList } from "./review-lists";
import { ordersList, positionsList, tradesList } from "./trading-lists";
import { usersList } from "./users-list";

export const ADMIN_LIST_DEFINITIONS: {
  // Each list reads rows of its own type; what it answers is typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [L in AdminListName]: ListDefinition<any, AdminListRow<L>>;
} = {
  users: usersList,
  accounts: accountsList,
  orders: ordersList,
  positions: positionsList,
  tradehistory: tradesList,
  purchases: purchasesList,
  audit: auditList,
  kyc: kycList,
  payoutrequests: payoutRequestsList,
  tickets: ticketsList,
  merchorders: merchOrdersList,
};
