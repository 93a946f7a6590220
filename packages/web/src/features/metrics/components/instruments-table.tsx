import type { InstrumentStats } from "@proparena/contracts/metrics";
import { pnlClass } from "../../../components/table-parts";
import { formatLots, formatShare, formatSignedUsd } from "../../../lib/format-trading";
import { EmptyNote } from "../../../components/metrics-section";

const th = "py-2 pr-4 font-medium whitespace-nowrap";
const num = "py-2 pr-4 text-right font-mono tabular-nums";

/** Trades, win rate, profit and lots per instrument. */
export function InstrumentsTable({ instruments }: { instruments: InstrumentStats[] }) {
  if (instruments.length === 0) return <EmptyNote>No instrument traded yet.</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Results by instrument</caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            <th scope="col" className={th}>
              Instrument
            </th>
            <th scope="col" className={`${th} text-right`}>
              Trades
            </th>
            <th scope="col" className={`${th} text-right`}>
              Won
            </th>
            <th scope="col" className={`${th} text-right`}>
              Win rate
            </th>
            <th scope="col" className={`${th} text-right`}>
              Net P&amp;L
            </th>
            <th scope="col" className={`${th} text-right`}>
              Lots
            </th>
          </tr>
        </thead>
        <tbody>
          {instruments.map((row) => (
            <tr key={row.symbol} className="border-b border-slate-800/70">
              <th scope="row" className="py-2 pr-4 font-semibold text-white">
                {row.symbol}
              </th>
              <td className={`${num} text-slate-300`}>{row.trades}</td>
              <td className={`${num} text-slate-300`}>{row.wins}</td>
              <td className={`${num} text-slate-300`}>
                {row.winRate === null ? "—" : formatShare(row.winRate)}
              </td>
              <td className={`${num} ${pnlClass(row.netProfitCents)}`}>
                {formatSignedUsd(row.netProfitCents)}
              </td>
              <td className={`${num} text-slate-300`}>{formatLots(row.lotsTraded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
