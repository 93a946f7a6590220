import { createContext, useContext, useState } from "react";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { PURCHASE_STATUSES } from "@proparena/contracts/checkout";
import type { PurchaseStatus } from "@proparena/contracts/checkout";
import { buttonClass } from "../../../../components/button-styles";
import { PurchaseStatusBadge } from "../../../../components/purchase-status-badge";
import { humanize } from "../../../../lib/admin-format";
import { AdminListView } from "../../../../components/admin-list/admin-list-view";
import { Buyer, ReceiptText } from "../../../../components/admin-list/buyer-cells";
import {
  AccountLink,
  IdText,
  Money,
  StatusBadge,
  TimeText,
} from "../../../../components/admin-list/cells";
import type { AdminColumns } from "../../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../../components/admin-list/table-features";
import { RefundDialog, type RefundTarget } from "../../../../components/refund-dialog";

type PurchaseRow = AdminListRow<"purchases">;

/** How a row's Refund button asks the panel to open the dialog. */
const RefundRequest = createContext<(purchase: PurchaseRow) => void>(() => {});

function isPurchaseStatus(status: string): status is PurchaseStatus {
  return (PURCHASE_STATUSES as readonly string[]).includes(status);
}

function RefundButton({ purchase }: { purchase: PurchaseRow }) {
  const request = useContext(RefundRequest);
  if (purchase.status !== "paid") return null;
  return (
    <button
      type="button"
      onClick={() => request(purchase)}
      aria-label={`Refund ${purchase.receiptNumber}`}
      className={buttonClass("secondary", "sm")}
    >
      Refund
    </button>
  );
}

const column = adminColumnHelper<"purchases">();

const columns: AdminColumns<"purchases"> = column.columns([
  column.accessor("receiptNumber", {
    header: "Receipt",
    cell: ({ getValue }) => <ReceiptText value={getValue()} />,
  }),
  column.accessor("email", {
    header: "Buyer",
    cell: ({ row }) => <Buyer userId={row.original.userId} email={row.original.email} />,
  }),
  column.accessor("planId", { header: "Plan" }),
  column.accessor((row) => row.amountCents, {
    id: "amount",
    header: "Amount",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => <Money cents={getValue()} />,
  }),
  column.accessor("couponCode", {
    header: "Coupon",
    cell: ({ getValue }) => getValue() ?? "—",
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => {
      const status = getValue();
      return isPurchaseStatus(status) ? (
        <PurchaseStatusBadge status={status} />
      ) : (
        <StatusBadge status={status} />
      );
    },
  }),
  column.accessor("provider", { header: "Provider", cell: ({ getValue }) => humanize(getValue()) }),
  column.accessor("accountId", {
    header: "Account",
    cell: ({ row }) => {
      const { userId, accountId } = row.original;
      if (!accountId) return "—";
      return userId ? (
        <AccountLink userId={userId} accountId={accountId} />
      ) : (
        <IdText id={accountId} />
      );
    },
  }),
  column.accessor("createdAt", {
    header: "Created",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("paidAt", {
    header: "Paid",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <RefundButton purchase={row.original} />,
  }),
]);

const labels = {
  filters: { userId: "Buyer (user id)" },
  values: {
    status: { pending: "Waiting for payment" },
  },
};

/** Every challenge purchase, with a refund for the paid ones. */
export function PurchasesPanel() {
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const request = (purchase: PurchaseRow) =>
    setRefunding({
      id: purchase.id,
      receiptNumber: purchase.receiptNumber,
      amountCents: purchase.amountCents,
      email: purchase.email,
      what: `for the ${purchase.planId} plan`,
      consequence: "The account it opened is closed.",
    });
  return (
    <RefundRequest value={request}>
      <AdminListView
        list="purchases"
        columns={columns}
        noun="purchases"
        caption="Purchases"
        labels={labels}
      />
      <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} />
    </RefundRequest>
  );
}
