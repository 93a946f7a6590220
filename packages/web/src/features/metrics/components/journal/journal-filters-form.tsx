import { buttonClass } from "../../../../components/button-styles";
import type { JournalFilters } from "../../lib/journal-filters";
import { JOURNAL_FILTER_KEYS } from "../../lib/journal-filters";

type FilterKey = (typeof JOURNAL_FILTER_KEYS)[number];

const control =
  "rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white focus-visible:outline-2 focus-visible:outline-brand-300";

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
  return (
    <form
      aria-label="Journal filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <label className="flex flex-col gap-1 text-xs text-slate-300">
        Instrument
        <select
          value={filters.symbol ?? ""}
          onChange={(e) => onChange("symbol", e.target.value)}
          className={control}
        >
          <option value="">All instruments</option>
          {options.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-300">
        Side
        <select
          value={filters.side ?? ""}
          onChange={(e) => onChange("side", e.target.value)}
          className={control}
        >
          <option value="">Buy and sell</option>
          <option value="buy">Buy</option>
          <option value="sell">Sell</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-300">
        Closed from
        <input
          type="date"
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(e) => onChange("from", e.target.value)}
          className={control}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-300">
        Closed to
        <input
          type="date"
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(e) => onChange("to", e.target.value)}
          className={control}
        />
      </label>
      {active && (
        <button type="button" onClick={onClear} className={buttonClass("ghost", "sm")}>
          Clear filters
        </button>
      )}
    </form>
  );
}
