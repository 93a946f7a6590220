import type { Trade } from "@proparena/contracts/trading";
import { CLOSED_TRADE_COLUMNS, ClosedTradeCells } from "../../../../components/closed-trade-cells";
import { useTradeDetails } from "../../../../components/trade-detail-dialog";
import { SYMBOL_SIDE_LOTS_COLUMNS, RuledTable } from "../../../../components/data-table";
import { PriceCell, SymbolSideLotsCells, Td } from "../../../../components/table-parts";
import { formatDuration, formatTime } from "../../../../lib/format-trading";

const COLUMNS = [
  { label: "Closed" },
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "Close", right: true },
  { label: "Held", right: true },
  ...CLOSED_TRADE_COLUMNS,
];

/**
 * Closed trades, newest first, with their commission and swap; prices with the instrument's
 * digits once they are known. "Details" opens a trade's fills beside the reference venue's.
 */
export function JournalTable({
  accountId,
  trades,
  digitsOf,
}: {
  accountId: string;
  trades: readonly Trade[];
  digitsOf: (symbol: string) => number | undefined;
}) {
  const details = useTradeDetails(accountId, digitsOf);
  return (
    <>
      <RuledTable
        caption="Trade journal"
        columns={COLUMNS}
        minWidth="60rem"
        rows={trades}
        rowKey={(trade) => trade.id}
        rowData={(trade) => ({ "data-testid": `journal-${trade.id}` })}
        cells={(trade) => (
          <>
            <Td>{formatTime(trade.closeTime)}</Td>
            <SymbolSideLotsCells
              symbol={trade.symbol}
              side={trade.side}
              volume={trade.volume}
              copiedFrom={trade.copiedFrom}
            />
            <PriceCell value={trade.openPrice} digits={digitsOf(trade.symbol)} />
            <PriceCell value={trade.closePrice} digits={digitsOf(trade.symbol)} />
            <Td right mono>
              {formatDuration(Date.parse(trade.closeTime) - Date.parse(trade.openTime))}
            </Td>
            <ClosedTradeCells trade={trade} detail={details.button(trade)} />
          </>
        )}
      />
      {details.dialog}
    </>
  );
}
