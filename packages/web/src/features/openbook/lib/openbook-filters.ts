import {
  OPENBOOK_PHASES,
  OPENBOOK_SORTS,
  type OpenbookPhase,
  type OpenbookSort,
} from "@proparena/contracts/openbook";

export const OPENBOOK_PAGE_SIZE = 20;

/** The list's filters, sort and page, as /openbook's URL carries them (?phase=&sort=&offset=). */
export interface OpenbookFilters {
  phase: OpenbookPhase | null;
  symbol: string | null;
  minReturn: number | null;
  maxDrawdown: number | null;
  sort: OpenbookSort;
  offset: number;
  limit: number;
}

export const OPENBOOK_SORT_LABELS: Record<OpenbookSort, string> = {
  score: "Risk-adjusted score",
  return: "Return",
  drawdown: "Smallest drawdown",
  followers: "Followers",
};

function numberParam(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => item === value) ?? null;
}

/** The filters in a URL's search; what is missing or unreadable takes its default. */
export function readOpenbookFilters(search: URLSearchParams): OpenbookFilters {
  const symbol = search.get("symbol")?.trim().toUpperCase() ?? "";
  const offset = numberParam(search.get("offset"), 0, 10_000);
  return {
    phase: oneOf(OPENBOOK_PHASES, search.get("phase")),
    symbol: /^[A-Z0-9._-]{1,20}$/.test(symbol) ? symbol : null,
    minReturn: numberParam(search.get("minReturn"), -100, 1_000_000),
    maxDrawdown: numberParam(search.get("maxDrawdown"), 0, 100),
    sort: oneOf(OPENBOOK_SORTS, search.get("sort")) ?? "score",
    offset: offset === null ? 0 : Math.floor(offset / OPENBOOK_PAGE_SIZE) * OPENBOOK_PAGE_SIZE,
    limit: OPENBOOK_PAGE_SIZE,
  };
}

/** The search of the list's URL for `filters`: defaults left out, so the plain list is /openbook. */
export function openbookSearch(filters: OpenbookFilters): string {
  const search = new URLSearchParams();
  if (filters.phase) search.set("phase", filters.phase);
  if (filters.symbol) search.set("symbol", filters.symbol);
  if (filters.minReturn !== null) search.set("minReturn", String(filters.minReturn));
  if (filters.maxDrawdown !== null) search.set("maxDrawdown", String(filters.maxDrawdown));
  if (filters.sort !== "score") search.set("sort", filters.sort);
  if (filters.offset > 0) search.set("offset", String(filters.offset));
  const text = search.toString();
  return text ? `?${text}` : "";
}
