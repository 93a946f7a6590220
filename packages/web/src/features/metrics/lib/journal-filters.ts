import type { TradeFilters } from "@proparena/contracts/trading";

/**
 * The journal's filters as kept in the page's query string: `?symbol=EURUSD&side=buy&from=
 * 2025-01-01&to=2025-01-31` (dates are whole UTC days, both ends included).
 */
export interface JournalFilters {
  symbol?: string;
  side?: "buy" | "sell";
  from?: string;
  to?: string;
}

export const JOURNAL_FILTER_KEYS = ["symbol", "side", "from", "to"] as const;

const SYMBOL = /^[A-Z0-9]{3,12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The filters named by the URL; anything malformed is ignored rather than sent. */
export function readJournalFilters(params: URLSearchParams): JournalFilters {
  const filters: JournalFilters = {};
  const symbol = params.get("symbol");
  const side = params.get("side");
  const from = params.get("from");
  const to = params.get("to");
  if (symbol && SYMBOL.test(symbol)) filters.symbol = symbol;
  if (side === "buy" || side === "sell") filters.side = side;
  if (isDay(from)) filters.from = from;
  if (isDay(to)) filters.to = to;
  return filters;
}

/** The page's query string with one filter changed ("" removes it); other parameters stay. */
export function withJournalFilter(
  params: URLSearchParams,
  key: (typeof JOURNAL_FILTER_KEYS)[number],
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

export function hasJournalFilters(filters: JournalFilters): boolean {
  return JOURNAL_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The API's filters (contracts `tradeFiltersSchema`): closed in [from, to), ISO times. */
export function toTradeFilters(filters: JournalFilters): TradeFilters {
  const api: TradeFilters = {};
  if (filters.symbol) api.symbol = filters.symbol;
  if (filters.side) api.side = filters.side;
  if (filters.from) api.from = `${filters.from}T00:00:00.000Z`;
  if (filters.to) api.to = nextDay(filters.to);
  return api;
}
