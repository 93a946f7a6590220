import type { Instrument } from "@proparena/contracts/trading";
import { CLOSED_TRADE_COLUMNS, ClosedTradeCells } from "../../../components/closed-trade-cells";
import { useTradeDetails } from "../../../components/trade-detail-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useTrades } from "../requests/get-trades";
import { formatTime } from "../../../lib/format-trading";
import { SYMBOL_SIDE_LOTS_COLUMNS, DataTable } from "../../../components/data-table";
import { PriceCell, SymbolSideLotsCells, Td } from "../../../components/table-parts";

const COLUMNS = [
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "Close", right: true },
  { label: "Closed" },
  ...CLOSED_TRADE_COLUMNS,
];

/**
 * Closed trades, newest first, a page at a time, with their commission and swap; "Details"
 * opens a trade's fills beside the reference venue's prices.
 */
export function HistoryTable({
  accountId,
  instrumentOf,
}: {
  accountId: string;
  instrumentOf: (symbol: string) => Instrument | undefined;
}) {
  const trades = useTrades(accountId);
  const items = trades.data?.pages.flatMap((page) => page.items) ?? [];
  const details = useTradeDetails(accountId, (symbol) => instrumentOf(symbol)?.digits);

  return (
    <div>
      <DataTable
        caption="Trade history"
        columns={COLUMNS}
        minWidth="56rem"
        placeholder={
          trades.isPending ? (
            "Loading history…"
          ) : trades.isError ? (
            <>
              <span role="alert" className="text-rose-300">
                Could not load the history: {errorMessage(trades.error)}
              </span>{" "}
              <button type="button" className="underline" onClick={() => void trades.refetch()}>
                Try again
              </button>
            </>
          ) : (
            items.length === 0 && "No closed trades yet."
          )
        }
      >
        {items.map((trade) => {
          const digits = instrumentOf(trade.symbol)?.digits ?? 5;
          return (
            <tr
              key={trade.id}
              data-testid={`trade-${trade.id}`}
              className="border-t border-slate-800/70"
            >
              <SymbolSideLotsCells
                symbol={trade.symbol}
                side={trade.side}
                volume={trade.volume}
                copiedFrom={trade.copiedFrom}
              />
              <PriceCell value={trade.openPrice} digits={digits} />
              <PriceCell value={trade.closePrice} digits={digits} />
              <Td>{formatTime(trade.closeTime)}</Td>
              <ClosedTradeCells trade={trade} detail={details.button(trade)} />
            </tr>
          );
        })}
      </DataTable>
      {details.dialog}
      {trades.hasNextPage && (
        <div className="border-t border-slate-800 p-2 text-center">
          <button
            type="button"
            onClick={() => void trades.fetchNextPage()}
            disabled={trades.isFetchingNextPage}
            className="rounded border border-slate-700 px-3 py-1 text-xs text-slate-200 hover:bg-slate-800 disabled:opacity-60"
          >
            {trades.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
    </div>
  );
}
