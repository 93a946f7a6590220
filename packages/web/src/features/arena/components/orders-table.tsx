import type { Account, Instrument, ModifyOrderBody, Order } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCancelOrder } from "../requests/cancel-order";
import { useModifyOrder } from "../requests/modify-order";
import { formatLots, formatPrice, formatTime } from "../../../lib/format-trading";
import { useLevelsEditor } from "./use-levels-editor";
import { ACTIONS_COLUMN, DataTable, RowActions } from "../../../components/data-table";
import { PriceCell, SideBadge, Td } from "../../../components/table-parts";

const COLUMNS = [
  { label: "Symbol" },
  { label: "Type" },
  { label: "Lots", right: true },
  { label: "Price", right: true },
  { label: "SL", right: true },
  { label: "TP", right: true },
  { label: "Placed" },
  ACTIONS_COLUMN,
];

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
  const readOnly = account.status !== "active";
  const digitsOf = (symbol: string) => instrumentOf(symbol)?.digits ?? 5;
  const describe = (order: Order) =>
    `${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol}`;

  const levels = useLevelsEditor({
    rows: orders,
    readOnly,
    digitsOf,
    title: (order) => `Edit ${describe(order)}`,
    initial: (order) => ({
      price: order.price,
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
    }),
    save: async (order, change) => {
      const body: ModifyOrderBody = { ...change };
      const updated = await modify.mutateAsync({ orderId: order.id, body });
      const digits = digitsOf(order.symbol);
      const level = (value: number | null) =>
        value === null ? "none" : formatPrice(value, digits);
      toast.show({
        tone: "success",
        title: `Updated ${describe(order)}`,
        description: `Price ${level(updated.price)}, SL ${level(updated.stopLoss)}, TP ${level(updated.takeProfit)}.`,
      });
    },
  });

  const onCancel = (order: Order) =>
    cancel.mutate(order.id, {
      onSuccess: () =>
        toast.show({
          tone: "info",
          title: `Cancelled ${describe(order)}`,
        }),
      onError: (error) =>
        toast.show({
          tone: "error",
          title: "Could not cancel the order",
          description: errorMessage(error),
        }),
    });

  return (
    <>
      <DataTable
        caption="Pending orders"
        columns={COLUMNS}
        minWidth="36rem"
        placeholder={orders.length === 0 && "No pending orders."}
      >
        {orders.map((order) => {
          const digits = digitsOf(order.symbol);
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
              <PriceCell value={order.price} digits={digits} />
              <PriceCell value={order.stopLoss} digits={digits} />
              <PriceCell value={order.takeProfit} digits={digits} />
              <Td>{formatTime(order.createdAt)}</Td>
              <Td right>
                {!readOnly && (
                  <RowActions
                    editLabel={`Edit ${describe(order)}`}
                    onEdit={() => levels.edit(order.id)}
                    endLabel={`Cancel ${describe(order)}`}
                    onEnd={() => onCancel(order)}
                    endText="Cancel"
                    endingText="Cancelling…"
                    ending={cancel.isPending && cancel.variables === order.id}
                  />
                )}
              </Td>
            </tr>
          );
        })}
      </DataTable>
      {levels.dialog}
    </>
  );
}
