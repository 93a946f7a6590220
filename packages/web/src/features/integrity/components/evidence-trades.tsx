import type { IntegrityEvidence } from "@proparena/contracts/integrity";
import { ScrollTable } from "../../../components/scroll-table";
import { formatLots, formatSignedUsd } from "../../../lib/format-trading";
import { instantText } from "../lib/integrity-labels";

const COLUMNS = [
  "Trade",
  "Symbol",
  "Side",
  "Volume",
  "Opened",
  "Open price",
  "Closed",
  "Close price",
  "P&L",
  "Order",
];

const CELL = "py-1.5 pr-4 whitespace-nowrap";

/**
 * The trades a score rests on, the flagged account's own first: whose, symbol, side, volume,
 * open and close (times to the millisecond, prices as filled), P&L and the API mark. Another
 * trader's trade is named by its account only.
 */
export function EvidenceTrades({
  trades,
  caption,
}: {
  trades: IntegrityEvidence["trades"];
  caption: string;
}) {
  if (trades.length === 0)
    return <p className="text-sm text-slate-400">No trades in this evidence.</p>;
  return (
    <ScrollTable
      caption={caption}
      columns={COLUMNS}
      className="min-w-[52rem] text-xs"
      headClassName="text-slate-400"
      bodyClassName="font-mono text-slate-200 tabular-nums"
    >
      {trades.map((trade) => (
        <tr
          key={`${trade.accountId}-${trade.id}`}
          data-trade={trade.id}
          className="border-t border-slate-800/70"
        >
          <th scope="row" className={`${CELL} font-sans font-medium`}>
            {trade.own ? (
              <span className="text-brand-300">Yours</span>
            ) : (
              <span className="text-amber-300">Other account {trade.accountId}</span>
            )}
          </th>
          <td className={CELL}>{trade.symbol}</td>
          <td className={`${CELL} font-sans`}>{trade.side === "buy" ? "Buy" : "Sell"}</td>
          <td className={CELL}>{formatLots(trade.volume)}</td>
          <td className={CELL}>{instantText(trade.openTime)}</td>
          <td className={CELL}>{trade.openPrice}</td>
          <td className={CELL}>{instantText(trade.closeTime)}</td>
          <td className={CELL}>{trade.closePrice}</td>
          <td className={`${CELL} ${trade.pnlCents < 0 ? "text-rose-300" : "text-emerald-300"}`}>
            {formatSignedUsd(trade.pnlCents)}
          </td>
          <td className={`${CELL} font-sans`}>{trade.api ? "API (declared)" : "Manual"}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
