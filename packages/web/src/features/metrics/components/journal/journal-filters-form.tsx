import type { ChangeEvent, ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";
import type { JournalFilters } from "../../lib/journal-filters";
import { JOURNAL_FILTER_KEYS } from "../../lib/journal-filters";

type FilterKey = (typeof JOURNAL_FILTER_KEYS)[number];

const control =
  "rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white focus-visible:outline-2 focus-visible:outline-brand-300";

/** One filter: its label above its control. */
function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-300">
      {label}
      {children}
    </label>
  );
}

/** Instrument, side and date range of the journal; each change goes to the URL at once. */
export function JournalFiltersForm({
  filters,
  symbols,
  onChange,
  onClear,
}: {
  filters: JournalFilters;
  symbols: readonly string[];
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const options =
    filters.symbol && !symbols.includes(filters.symbol) ? [filters.symbol, ...symbols] : symbols;
  const active = JOURNAL_FILTER_KEYS.some((key) => filters[key] !== undefined);
  /** What a filter's control needs: its value, its changes sent on, the style. */
  const bind = (key: FilterKey) => ({
    value: filters[key] ?? "",
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(key, e.target.value),
    className: control,
  });
  return (
    <form
      aria-label="Journal filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <Filter label="Instrument">
        <select {...bind("symbol")}>
          <option value="">All instruments</option>
          {options.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
      </Filter>
      <Filter label="Side">
        <select {...bind("side")}>
          <option value="">Buy and sell</option>
          <option value="buy">Buy</option>
          <option value="sell">Sell</option>
        </select>
      </Filter>
      <Filter label="Closed from">
        <input type="date" max={filters.to} {...bind("from")} />
      </Filter>
      <Filter label="Closed to">
        <input type="date" min={filters.from} {...bind("to")} />
      </Filter>
      {active && (
        <button type="button" onClick={onClear} className={buttonClass("ghost", "sm")}>
          Clear filters
        </button>
      )}
    </form>
  );
}
