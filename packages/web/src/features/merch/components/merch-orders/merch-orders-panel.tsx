import { createContext, useContext, useState } from "react";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { buttonClass } from "../../../../components/button-styles";
import { AdminListView } from "../../../../components/admin-list/admin-list-view";
import { Buyer, ReceiptText } from "../../../../components/admin-list/buyer-cells";
import { Money, StatusBadge, TimeText } from "../../../../components/admin-list/cells";
import type { AdminColumns } from "../../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../../components/admin-list/table-features";
import { RefundDialog, type RefundTarget } from "../../../../components/refund-dialog";
import { ShipOrderDialog, type OrderStep } from "./ship-order-dialog";

type OrderRow = AdminListRow<"merchorders">;

interface OrderActions {
  step: (step: OrderStep) => void;
  refund: (order: OrderRow) => void;
}

/** How a row's buttons ask the panel to open a dialog. */
const Actions = createContext<OrderActions>({ step: () => {}, refund: () => {} });

function RowActions({ order }: { order: OrderRow }) {
  const actions = useContext(Actions);
  const label = order.receiptNumber;
  return (
    <div className="flex flex-wrap gap-2">
      {order.status === "paid" && (
        <button
          type="button"
          onClick={() => actions.step({ order, to: "shipped" })}
          aria-label={`Mark ${label} shipped`}
          className={buttonClass("primary", "sm")}
        >
          Mark shipped
        </button>
      )}
      {order.status === "shipped" && (
        <button
          type="button"
          onClick={() => actions.step({ order, to: "delivered" })}
          aria-label={`Mark ${label} delivered`}
          className={buttonClass("primary", "sm")}
        >
          Mark delivered
        </button>
      )}
      {["paid", "shipped", "delivered"].includes(order.status) && (
        <button
          type="button"
          onClick={() => actions.refund(order)}
          aria-label={`Refund ${label}`}
          className={buttonClass("secondary", "sm")}
        >
          Refund
        </button>
      )}
    </div>
  );
}

const column = adminColumnHelper<"merchorders">();

const columns: AdminColumns<"merchorders"> = column.columns([
  column.accessor("receiptNumber", {
    header: "Order",
    cell: ({ getValue }) => <ReceiptText value={getValue()} />,
  }),
  column.accessor("email", {
    header: "Buyer",
    cell: ({ row }) => <Buyer userId={row.original.userId} email={row.original.email} />,
  }),
  column.accessor("itemName", {
    header: "Item",
    cell: ({ row }) => `${row.original.quantity} × ${row.original.itemName}`,
  }),
  column.accessor((row) => row.amountCents, {
    id: "amount",
    header: "Amount",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => <Money cents={getValue()} />,
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor("shipAddress", {
    header: "Ship to",
    cell: ({ row }) => (
      <span className="block w-56 text-xs whitespace-normal">
        <span className="block text-slate-100">{row.original.shipName}</span>
        {row.original.shipAddress}, {row.original.shipCountry}
      </span>
    ),
  }),
  column.accessor("trackingNumber", {
    header: "Tracking",
    cell: ({ row }) =>
      row.original.trackingNumber ? (
        <span className="text-xs">
          {row.original.carrier} <span className="font-mono">{row.original.trackingNumber}</span>
        </span>
      ) : (
        "—"
      ),
  }),
  column.accessor("createdAt", {
    header: "Ordered",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <RowActions order={row.original} />,
  }),
]);

const labels = {
  filters: { userId: "Buyer (user id)", itemId: "Item (id)", country: "Country (code)" },
  values: { status: { pending: "Waiting for payment" } },
};

/** The merch orders to ship: shipped with a tracking number, delivered, refunded. */
export function MerchOrdersPanel() {
  const [step, setStep] = useState<OrderStep | null>(null);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const actions: OrderActions = {
    step: setStep,
    refund: (order) =>
      setRefunding({
        id: order.id,
        receiptNumber: order.receiptNumber,
        amountCents: order.amountCents,
        email: order.email,
        what: `for ${order.quantity} × ${order.itemName}`,
        consequence:
          order.status === "paid"
            ? "The order has not shipped: its items go back into stock."
            : "The order has shipped: its items stay out of stock.",
      }),
  };
  return (
    <Actions value={actions}>
      <AdminListView
        list="merchorders"
        columns={columns}
        noun="merch orders"
        caption="Merch orders"
        labels={labels}
      />
      <ShipOrderDialog step={step} onClose={() => setStep(null)} />
      <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} />
    </Actions>
  );
}
