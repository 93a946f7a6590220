import { useId } from "react";
import type { AdminListSpec } from "@proparena/contracts/admin-lists";
import { buttonClass } from "../button-styles";
import { humanize } from "../../lib/admin-format";
import { DebouncedInput } from "./debounced-input";
import type { ListViewState } from "./list-url-state";
import { PAGE_SIZES } from "./list-url-state";

const control =
  "mt-1 block w-full min-w-0 rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 text-sm text-white placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-300";
const labelClass = "block min-w-0 text-xs font-medium text-slate-300";

export interface ListLabels {
  /** Words for filter names, e.g. {plan: "Plan"}; others are humanized ("userId" -> "User id"). */
  filters?: Partial<Record<string, string>>;
  /** Words for filter values, e.g. {phase: {phase1: "Phase I"}}. */
  values?: Partial<Record<string, Partial<Record<string, string>>>>;
}

/** Search, the list's filters and the page size; every change goes to the URL. */
export function ListToolbar({
  spec,
  state,
  labels = {},
  onSearch,
  onFilter,
  onLimit,
  onReset,
}: {
  spec: AdminListSpec;
  state: ListViewState;
  labels?: ListLabels;
  onSearch: (value: string) => void;
  onFilter: (name: string, value: string) => void;
  onLimit: (limit: number) => void;
  onReset: () => void;
}) {
  const searchId = useId();
  const narrowed = state.search !== "" || Object.keys(state.filters).length > 0;
  return (
    <form
      role="search"
      aria-label="Search and filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="min-w-0 sm:col-span-2">
        <label htmlFor={searchId} className={labelClass}>
          Search
        </label>
        <DebouncedInput
          id={searchId}
          type="search"
          value={state.search}
          onCommit={onSearch}
          placeholder={`Search by ${spec.search}`}
          aria-describedby={`${searchId}-hint`}
          autoComplete="off"
          className={control}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-[11px] text-slate-500">
          Matches {spec.search}.
        </p>
      </div>
      {Object.entries(spec.filters).map(([name, allowed]) => {
        const label = labels.filters?.[name] ?? humanize(name);
        const value = state.filters[name] ?? "";
        if (allowed.length === 0) {
          return (
            <label key={name} className={labelClass}>
              {label}
              <DebouncedInput
                type="text"
                value={value}
                onCommit={(next) => onFilter(name, next)}
                placeholder="Any"
                autoComplete="off"
                spellCheck={false}
                className={control}
              />
            </label>
          );
        }
        // A value the URL names but the list does not know stays visible (the server says why).
        const options = value && !allowed.includes(value) ? [...allowed, value] : allowed;
        return (
          <label key={name} className={labelClass}>
            {label}
            <select
              value={value}
              onChange={(event) => onFilter(name, event.target.value)}
              className={control}
            >
              <option value="">All</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {labels.values?.[name]?.[option] ?? humanize(option)}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <label className={labelClass}>
        Rows per page
        <select
          value={state.limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          className={control}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {narrowed && (
        <div className="flex items-end">
          <button type="button" onClick={onReset} className={buttonClass("ghost", "sm")}>
            Clear search and filters
          </button>
        </div>
      )}
    </form>
  );
}
