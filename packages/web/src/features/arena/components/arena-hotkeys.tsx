import type { Account, Order, Position } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { usePreferences } from "../../../lib/get-preferences";
import type { TicketActionsRef } from "../lib/ticket-actions";
import { useArenaHotkeys } from "../lib/use-arena-hotkeys";
import { useCancelOrder } from "../requests/cancel-order";
import { useClosePosition } from "../requests/close-position";

/**
 * The arena's keyboard shortcuts when the trader switched them on (preferences `hotkeys`): B and
 * S place a market order of the ticket's size, Shift+C closes every position of the account,
 * Shift+X cancels every pending order. Never while typing in a field. Draws nothing.
 */
export function ArenaHotkeys({
  account,
  positions,
  orders,
  ticket,
}: {
  account: Account;
  positions: readonly Position[];
  orders: readonly Order[];
  ticket: TicketActionsRef;
}) {
  const toast = useToast();
  const enabled = (usePreferences().data?.hotkeys ?? false) && account.status === "active";
  const close = useClosePosition(account.id);
  const cancel = useCancelOrder(account.id);

  const all = async (
    items: readonly { id: string }[],
    run: (id: string) => Promise<unknown>,
    words: { none: string; done: string; failed: string },
  ) => {
    if (items.length === 0) {
      toast.show({ tone: "info", title: words.none });
      return;
    }
    const results = await Promise.allSettled(items.map((item) => run(item.id)));
    const failed = results.filter((r) => r.status === "rejected");
    toast.show(
      failed.length === 0
        ? { tone: "success", title: `${words.done} (${items.length})` }
        : {
            tone: "error",
            title: `${words.failed}: ${failed.length} of ${items.length}`,
            description: errorMessage((failed[0] as PromiseRejectedResult).reason),
          },
    );
  };

  useArenaHotkeys(enabled, {
    buy: () => ticket.current?.placeMarket("buy"),
    sell: () => ticket.current?.placeMarket("sell"),
    closeAll: () =>
      void all(positions, (id) => close.mutateAsync(id), {
        none: "No open positions to close",
        done: "Closed all positions",
        failed: "Some positions did not close",
      }),
    cancelAll: () =>
      void all(orders, (id) => cancel.mutateAsync(id), {
        none: "No pending orders to cancel",
        done: "Cancelled all pending orders",
        failed: "Some orders were not cancelled",
      }),
  });
  return null;
}
