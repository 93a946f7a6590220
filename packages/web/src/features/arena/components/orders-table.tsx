import { useState } from "react";
import type { Account, Instrument, ModifyOrderBody, Order } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCancelOrder } from "../api/cancel-order";
import { useModifyOrder } from "../api/modify-order";
import { formatLots, formatPrice, formatTime } from "../../../lib/format-trading";
import { EditLevelsDialog } from "./edit-levels-dialog";
import type { LevelsChange } from "./edit-levels-dialog";
import { EmptyRow, SideBadge, Td, Th } from "../../../components/table-parts";

/** Pending limit and stop orders, with price/SL/TP editing and cancel. */
export function OrdersTable({
  account,
  orders,
  instrumentOf,
}: {
  account: Account;
  orders: readonly Order[];
  instrumentOf: (symbol: string) => Instrument | undefined;
}) {
  const toast = useToast();
  const cancel = useCancelOrder(account.id);
  const modify = useModifyOrder(account.id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const readOnly = account.status !== "active";
  const editing = orders.find((o) => o.id === editingId) ?? null;
  const describe = (order: Order) =>
    `${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol}`;

  const onSaveLevels = async (order: Order, change: LevelsChange) => {
    const body: ModifyOrderBody = { ...change };
    const updated = await modify.mutateAsync({ orderId: order.id, body });
    setEditingId(null);
    const digits = instrumentOf(order.symbol)?.digits ?? 5;
    const level = (value: number | null) => (value === null ? "none" : formatPrice(value, digits));
    toast.show({
      tone: "success",
      title: `Updated ${describe(order)}`,
      description: `Price ${level(updated.price)}, SL ${level(updated.stopLoss)}, TP ${level(updated.takeProfit)}.`,
    });
  };

  const onCancel = (order: Order) =>
    cancel.mutate(order.id, {
      onSuccess: () =>
        toast.show({
          tone: "info",
          title: `Cancelled ${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol}`,
        }),
      onError: (error) =>
        toast.show({
          tone: "error",
          title: "Could not cancel the order",
          description: errorMessage(error),
        }),
    });

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-xs">
        <caption className="sr-only">Pending orders</caption>
        <thead className="text-slate-500">
          <tr>
            <Th>Symbol</Th>
            <Th>Type</Th>
            <Th right>Lots</Th>
            <Th right>Price</Th>
            <Th right>SL</Th>
            <Th right>TP</Th>
            <Th>Placed</Th>
            <Th right>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 ? (
            <EmptyRow colSpan={8}>No pending orders.</EmptyRow>
          ) : (
            orders.map((order) => {
              const digits = instrumentOf(order.symbol)?.digits ?? 5;
              const cancelling = cancel.isPending && cancel.variables === order.id;
              return (
                <tr
                  key={order.id}
                  data-testid={`order-${order.id}`}
                  className="border-t border-slate-800/70"
                >
                  <Td strong>{order.symbol}</Td>
                  <Td>
                    <SideBadge side={order.side} /> {order.type}
                  </Td>
                  <Td right mono>
                    {formatLots(order.volume)}
                  </Td>
                  <Td right mono>
                    {order.price === null ? "—" : formatPrice(order.price, digits)}
                  </Td>
                  <Td right mono>
                    {order.stopLoss === null ? "—" : formatPrice(order.stopLoss, digits)}
                  </Td>
                  <Td right mono>
                    {order.takeProfit === null ? "—" : formatPrice(order.takeProfit, digits)}
                  </Td>
                  <Td>{formatTime(order.createdAt)}</Td>
                  <Td right>
                    {!readOnly && (
                      <div className="flex justify-end gap-1">
                        <button
                          type="button"
                          onClick={() => setEditingId(order.id)}
                          aria-label={`Edit ${describe(order)}`}
                          className="rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 hover:border-brand-400 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-300"
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          onClick={() => onCancel(order)}
                          disabled={cancelling}
                          aria-label={`Cancel ${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol}`}
                          className="rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 hover:border-rose-400 hover:text-rose-200 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:opacity-50"
                        >
                          {cancelling ? "Cancelling…" : "Cancel"}
                        </button>
                      </div>
                    )}
                  </Td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {editing && !readOnly && (
        <EditLevelsDialog
          key={editing.id}
          title={`Edit ${describe(editing)}`}
          digits={instrumentOf(editing.symbol)?.digits ?? 5}
          initial={{
            price: editing.price,
            stopLoss: editing.stopLoss,
            takeProfit: editing.takeProfit,
          }}
          onSave={(change) => onSaveLevels(editing, change)}
          onCancel={() => setEditingId(null)}
        />
      )}
    </div>
  );
}
