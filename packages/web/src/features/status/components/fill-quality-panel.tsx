import type { FillQualitySymbol } from "@proparena/contracts/fill-quality";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { Td } from "../../../components/table-parts";
import { errorMessage } from "../../../lib/api-client";
import { useFillQuality } from "../requests/get-fill-quality";

const COLUMNS: readonly DataColumn[] = [
  { label: "Symbol" },
  { label: "Fills", right: true },
  { label: "Reference venue" },
  { label: "Median difference", right: true },
  { label: "99th percentile", right: true },
];

/**
 * "+0.40 (+40.0 points)": a difference in price, with the instrument's digits (two more when
 * the percentile falls between ticks), and in pips or points, signed.
 */
export function formatDifference(row: FillQualitySymbol, price: number, units: number): string {
  const point = row.unit === "pip" ? row.unitSize / 10 : row.unitSize;
  const digits = Math.round(-Math.log10(point));
  const text = price
    .toFixed(digits + 2)
    .replace(new RegExp(`(\\.\\d{${digits}}\\d*?)0{1,2}$`), "$1");
  const sign = price > 0 ? "+" : "";
  const plural = Math.abs(units) === 1 ? "" : "s";
  return `${sign}${text} (${sign}${units.toFixed(1)} ${row.unit}${plural})`;
}

function SymbolRow({ row }: { row: FillQualitySymbol }) {
  return (
    <tr className="border-t border-slate-800/70">
      <Td strong>{row.symbol}</Td>
      <Td right mono>
        {row.fills.toLocaleString("en-US")}
      </Td>
      <Td>{row.venues.join(", ")}</Td>
      <Td right mono>
        {formatDifference(row, row.medianDifference, row.medianUnits)}
      </Td>
      <Td right mono>
        {formatDifference(row, row.p99Difference, row.p99Units)}
      </Td>
    </tr>
  );
}

/**
 * Fill quality for the public status page: per symbol over the last 24 hours, how our fills
 * compared with the independent reference venue's quotes at the same moments (GET
 * /status/fills): how many fills, and the median and 99th percentile of the difference.
 * With loading, empty and error states; refreshed every minute.
 */
export function FillQualityPanel() {
  const fills = useFillQuality();
  let body;
  if (fills.isPending) body = <LoadingState label="Loading the fill quality…" />;
  else if (fills.isError) {
    body = (
      <ErrorState
        title="The fill quality could not be loaded"
        message={errorMessage(fills.error)}
        onRetry={() => void fills.refetch()}
      />
    );
  } else if (fills.data.symbols.length === 0) {
    body = (
      <p className="rounded-xl border border-slate-800 px-4 py-6 text-center text-sm text-slate-400">
        No fills with a reference price in the last 24 h.
      </p>
    );
  } else {
    body = (
      <DataTable
        caption="Fill quality by symbol, last 24 hours"
        columns={COLUMNS}
        minWidth="40rem"
        headClassName="text-slate-400"
      >
        {fills.data.symbols.map((row) => (
          <SymbolRow key={row.symbol} row={row} />
        ))}
      </DataTable>
    );
  }
  return (
    <section aria-labelledby="fill-quality-title" className="space-y-3">
      <h2 id="fill-quality-title" className="text-lg font-semibold text-white">
        Fill quality against an independent venue
      </h2>
      <p className="text-sm text-slate-400">
        Every fill is stored with an independent venue&apos;s quote at the same moment: a buy is
        compared with its ask, a sell with its bid. A positive difference is worse for the trader
        (paid more, received less); pips for FX, points (the last digit) for the rest. Opening and
        closing fills of the last 24 hours.
      </p>
      {body}
    </section>
  );
}
