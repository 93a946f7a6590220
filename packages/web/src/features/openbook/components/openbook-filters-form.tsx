import { useState, type FormEvent } from "react";
import {
  OPENBOOK_PHASE_LABELS,
  OPENBOOK_PHASES,
  OPENBOOK_SORTS,
} from "@proparena/contracts/openbook";
import { buttonClass } from "../../../components/button-styles";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import {
  OPENBOOK_SORT_LABELS,
  readOpenbookFilters,
  type OpenbookFilters,
} from "../lib/openbook-filters";

const numberText = (value: number | null) => (value === null ? "" : String(value));

/**
 * The list's filters (phase, instrument, least return, largest drawdown) and sort. Applying
 * starts again at the first page; the page's URL carries them, so a filtered list can be shared.
 */
export function OpenbookFiltersForm({
  filters,
  onApply,
}: {
  filters: OpenbookFilters;
  onApply: (filters: OpenbookFilters) => void;
}) {
  const [phase, setPhase] = useState(filters.phase ?? "");
  const [symbol, setSymbol] = useState(filters.symbol ?? "");
  const [minReturn, setMinReturn] = useState(numberText(filters.minReturn));
  const [maxDrawdown, setMaxDrawdown] = useState(numberText(filters.maxDrawdown));
  const [sort, setSort] = useState<string>(filters.sort);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same reading as the URL's: what is not a valid filter is left out.
    const search = new URLSearchParams({ phase, symbol, minReturn, maxDrawdown, sort });
    onApply({ ...readOpenbookFilters(search), offset: 0 });
  };

  return (
    <form
      aria-label="Filter the openbook"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <SelectField label="Phase" value={phase} onChange={setPhase}>
        <option value="">Every phase</option>
        {OPENBOOK_PHASES.map((value) => (
          <option key={value} value={value}>
            {OPENBOOK_PHASE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Instrument"
        placeholder="EURUSD"
        value={symbol}
        onChange={(event) => setSymbol(event.target.value)}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        label="Return at least (%)"
        type="number"
        inputMode="decimal"
        step="any"
        min={-100}
        value={minReturn}
        onChange={(event) => setMinReturn(event.target.value)}
      />
      <TextField
        label="Drawdown at most (%)"
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        max={100}
        value={maxDrawdown}
        onChange={(event) => setMaxDrawdown(event.target.value)}
      />
      <SelectField label="Sort by" value={sort} onChange={setSort}>
        {OPENBOOK_SORTS.map((value) => (
          <option key={value} value={value}>
            {OPENBOOK_SORT_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass("primary", "md")}>
        Apply
      </button>
    </form>
  );
}
