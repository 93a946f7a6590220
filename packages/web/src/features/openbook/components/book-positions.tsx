import type { OpenbookBook } from "@proparena/contracts/openbook";
import { SYMBOL_SIDE_LOTS_COLUMNS, RuledTable } from "../../../components/data-table";
import { PriceCell, SymbolSideLotsCells, Td } from "../../../components/table-parts";
import { formatCount } from "../../../lib/format-money";
import { formatTime } from "../../../lib/format-trading";

const COLUMNS = [
  { label: "Opened" },
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "SL", right: true },
  { label: "TP", right: true },
];

/** The book's open positions the delay lets through, and how many younger ones are hidden. */
export function BookPositions({
  book,
  delayMinutes,
  digitsOf,
}: {
  book: OpenbookBook;
  delayMinutes: number;
  digitsOf: (symbol: string) => number | undefined;
}) {
  return (
    <div className="space-y-2">
      <RuledTable
        caption={`${book.label}: open positions`}
        columns={COLUMNS}
        minWidth="36rem"
        placeholder={book.openPositions.length === 0 && "No open position to show."}
        rows={book.openPositions}
        rowKey={(position, index) => `${position.openTime}-${position.symbol}-${index}`}
        cells={(position) => (
          <>
            <Td>{formatTime(position.openTime)}</Td>
            <SymbolSideLotsCells
              symbol={position.symbol}
              side={position.side}
              volume={position.volume}
            />
            <PriceCell value={position.openPrice} digits={digitsOf(position.symbol)} />
            <PriceCell value={position.stopLoss} digits={digitsOf(position.symbol)} />
            <PriceCell value={position.takeProfit} digits={digitsOf(position.symbol)} />
          </>
        )}
      />
      {book.hiddenPositions > 0 && (
        <p className="text-xs text-slate-400" data-testid="hidden-positions">
          {formatCount(book.hiddenPositions)} position{book.hiddenPositions === 1 ? "" : "s"}{" "}
          younger than {delayMinutes} minute{delayMinutes === 1 ? " is" : "s are"} hidden.
        </p>
      )}
    </div>
  );
}
