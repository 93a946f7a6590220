import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Instrument, InstrumentsResponse } from "@proparena/contracts/trading";
import { api } from "./api";

/** The query key of the instruments list (arena watchlist, dashboard journal). */
export const instrumentsQueryKey = ["instruments"] as const;

/** GET /instruments -> {instruments} with each one's latest quote and daily change. */
export function getInstruments(): Promise<InstrumentsResponse> {
  return api("GET /instruments");
}

export const instrumentsQuery = queryOptions({
  queryKey: instrumentsQueryKey,
  queryFn: getInstruments,
  staleTime: 60_000,
});

/**
 * The instruments; `refreshMs` refetches them that often (the arena: sessions and halts move
 * while it is open).
 */
export function useInstruments(refreshMs?: number) {
  return useQuery(
    refreshMs === undefined
      ? instrumentsQuery
      : { ...instrumentsQuery, refetchInterval: refreshMs },
  );
}

/** The instrument's price digits, once the list has loaded. */
export function digitsOf(
  instruments: readonly Instrument[] | undefined,
  symbol: string,
): number | undefined {
  return instruments?.find((instrument) => instrument.symbol === symbol)?.digits;
}
