import type { OpenbookBook } from "@proparena/contracts/openbook";
import { SYMBOL_SIDE_LOTS_COLUMNS, RuledTable } from "../../../components/data-table";
import { PnlCell, PriceCell, SymbolSideLotsCells, Td } from "../../../components/table-parts";
import { formatTime, formatTradeReason } from "../../../lib/format-trading";

const COLUMNS = [
  { label: "Closed" },
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "Close", right: true },
  { label: "Reason" },
  { label: "P&L", right: true },
];

/** The book's closed trades, newest first (the last 200). */
export function BookTrades({
  book,
  digitsOf,
}: {
  book: OpenbookBook;
  digitsOf: (symbol: string) => number | undefined;
}) {
  return (
    <RuledTable
      caption={`${book.label}: closed trades`}
      columns={COLUMNS}
      minWidth="44rem"
      placeholder={book.closedTrades.length === 0 && "No closed trade yet."}
      rows={book.closedTrades}
      rowKey={(trade, index) => `${trade.closeTime}-${trade.symbol}-${index}`}
      cells={(trade) => (
        <>
          <Td>{formatTime(trade.closeTime)}</Td>
          <SymbolSideLotsCells symbol={trade.symbol} side={trade.side} volume={trade.volume} />
          <PriceCell value={trade.openPrice} digits={digitsOf(trade.symbol)} />
          <PriceCell value={trade.closePrice} digits={digitsOf(trade.symbol)} />
          <Td>{formatTradeReason(trade.reason)}</Td>
          <PnlCell cents={trade.pnlCents} />
        </>
      )}
    />
  );
}
