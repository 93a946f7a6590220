import { pnlClass } from "../../../../components/table-parts";
import { ColumnHeaderRow } from "../../../../components/column-header-row";
import { formatDay, formatSignedUsd, formatUsd } from "../../../../lib/format-trading";
import type { DailyRow } from "./chart-renderers";

/** The daily results as a table: the chart's words, for screen readers and exact figures. */
export function DailyTable({ days }: { days: readonly DailyRow[] }) {
  const newestFirst = [...days].sort((a, b) => b.day.localeCompare(a.day));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-300 hover:text-white">
        Daily results as a table
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Daily results</caption>
          <thead className="text-slate-400">
            <ColumnHeaderRow
              cellClassName="py-1.5 pr-4"
              columns={[
                "Day",
                { label: "Trades", right: true },
                { label: "P&L", right: true },
                { label: "Closing balance", right: true },
              ]}
            />
          </thead>
          <tbody className="font-mono tabular-nums">
            {newestFirst.map((day) => (
              <tr key={day.day} className="border-t border-slate-800/70">
                <th
                  scope="row"
                  className="py-1.5 pr-4 text-left font-sans font-normal text-slate-300"
                >
                  {formatDay(`${day.day}T12:00:00.000Z`)}
                </th>
                <td className="py-1.5 pr-4 text-right text-slate-300">{day.trades}</td>
                <td className={`py-1.5 pr-4 text-right ${pnlClass(day.pnlCents)}`}>
                  {formatSignedUsd(day.pnlCents)}
                </td>
                <td className="py-1.5 pr-4 text-right text-slate-300">
                  {formatUsd(day.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
