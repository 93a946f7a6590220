import type { InstrumentStats } from "@proparena/contracts/metrics";
import { EmptyNote } from "../../../components/metrics-section";
import { SimpleTable } from "../../../components/simple-table";
import { pnlClass } from "../../../components/table-parts";
import { formatLots, formatShare, formatSignedUsd } from "../../../lib/format-trading";

/** Trades, win rate, profit and lots per instrument. */
export function InstrumentsTable({ instruments }: { instruments: InstrumentStats[] }) {
  if (instruments.length === 0) return <EmptyNote>No instrument traded yet.</EmptyNote>;
  return (
    <SimpleTable
      caption="Results by instrument"
      numeric
      minWidth="0"
      headers={["Instrument", "Trades", "Won", "Win rate", "Net P&L", "Lots"]}
      rows={instruments.map((row) => ({
        key: row.symbol,
        head: row.symbol,
        cells: [
          row.trades,
          row.wins,
          row.winRate === null ? "—" : formatShare(row.winRate),
          <span key="pnl" className={pnlClass(row.netProfitCents)}>
            {formatSignedUsd(row.netProfitCents)}
          </span>,
          formatLots(row.lotsTraded),
        ],
      }))}
    />
  );
}
