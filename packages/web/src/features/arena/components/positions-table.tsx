import type { Account, Instrument, Position } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useClosePosition } from "../api/close-position";
import { formatLots, formatPrice, formatSignedUsd } from "../lib/format";
import { valuePosition } from "../lib/live-pnl";
import { useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { EmptyRow, SideBadge, Td, Th, pnlClass } from "./table-parts";

/** Open positions with their P&L recomputed from every quote, and one-click close. */
export function PositionsTable({
  account,
  positions,
  instrumentOf,
  store,
}: {
  account: Account;
  positions: readonly Position[];
  instrumentOf: (symbol: string) => Instrument | undefined;
  store: QuoteStore;
}) {
  useQuotesVersion(store);
  const toast = useToast();
  const close = useClosePosition(account.id);
  const readOnly = account.status !== "active";

  const onClose = (position: Position) => {
    close.mutate(position.id, {
      onSuccess: ({ trade }) =>
        toast.show({
          tone: trade.pnlCents < 0 ? "info" : "success",
          title: `Closed ${trade.side} ${formatLots(trade.volume)} ${trade.symbol}`,
          description: `At ${formatPrice(trade.closePrice, instrumentOf(trade.symbol)?.digits ?? 5)}, ${formatSignedUsd(trade.pnlCents)}.`,
        }),
      onError: (error) =>
        toast.show({
          tone: "error",
          title: "Could not close the position",
          description: errorMessage(error),
        }),
    });
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-xs">
        <caption className="sr-only">Open positions</caption>
        <thead className="text-slate-500">
          <tr>
            <Th>Symbol</Th>
            <Th>Side</Th>
            <Th right>Lots</Th>
            <Th right>Open</Th>
            <Th right>Price</Th>
            <Th right>SL</Th>
            <Th right>TP</Th>
            <Th right>P&amp;L</Th>
            <Th right>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {positions.length === 0 ? (
            <EmptyRow colSpan={9}>No open positions.</EmptyRow>
          ) : (
            positions.map((position) => {
              const instrument = instrumentOf(position.symbol);
              const digits = instrument?.digits ?? 5;
              const live = valuePosition(position, instrument, store.get);
              const closing = close.isPending && close.variables === position.id;
              return (
                <tr
                  key={position.id}
                  data-testid={`position-${position.id}`}
                  className="border-t border-slate-800/70"
                >
                  <Td strong>{position.symbol}</Td>
                  <Td>
                    <SideBadge side={position.side} />
                  </Td>
                  <Td right mono>
                    {formatLots(position.volume)}
                  </Td>
                  <Td right mono>
                    {formatPrice(position.openPrice, digits)}
                  </Td>
                  <Td right mono>
                    {live.price === null ? "—" : formatPrice(live.price, digits)}
                  </Td>
                  <Td right mono>
                    {position.stopLoss === null ? "—" : formatPrice(position.stopLoss, digits)}
                  </Td>
                  <Td right mono>
                    {position.takeProfit === null ? "—" : formatPrice(position.takeProfit, digits)}
                  </Td>
                  <Td right mono>
                    <span className={pnlClass(live.pnlCents)} data-testid="position-pnl">
                      {formatSignedUsd(live.pnlCents)}
                    </span>
                  </Td>
                  <Td right>
                    {!readOnly && (
                      <button
                        type="button"
                        onClick={() => onClose(position)}
                        disabled={closing}
                        aria-label={`Close ${position.side} ${formatLots(position.volume)} ${position.symbol}`}
                        className="rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 hover:border-rose-400 hover:text-rose-200 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:opacity-50"
                      >
                        {closing ? "Closing…" : "Close"}
                      </button>
                    )}
                  </Td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
