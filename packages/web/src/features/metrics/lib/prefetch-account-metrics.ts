import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction, ShouldRevalidateFunction } from "react-router";
import { getToken } from "../../../lib/auth-token";
import { instrumentsQuery } from "../../../lib/get-instruments";
import { accountCertificatesQuery } from "../requests/get-account-certificates";
import { accountDailyQuery } from "../requests/get-account-daily";
import { accountDecisionsQuery } from "../requests/get-account-decisions";
import { accountEquityQuery } from "../requests/get-account-equity";
import { accountMetricsQuery } from "../requests/get-account-metrics";
import { accountTradesQuery } from "../requests/get-account-trades";
import { readJournalFilters } from "./journal-filters";

/**
 * Loader of /dashboard/metrics/:userid/:accountid. It starts the page's requests as the
 * navigation starts, alongside the session check and the page's code, instead of once the page
 * has rendered; it waits for none of them (the sections show their own loading states). Without
 * a stored token there is nothing to ask: the route guard sends the visitor to sign in.
 */
export function accountMetricsLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params, request }) => {
    const accountId = params.accountid;
    if (!accountId || !getToken()) return null;
    // Everything the page shows, the summary first; a query fresh in the cache (or on its way)
    // is not asked again.
    const filters = readJournalFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(accountMetricsQuery(accountId));
    void queryClient.prefetchQuery(accountCertificatesQuery(accountId));
    void queryClient.prefetchQuery(accountEquityQuery(accountId));
    void queryClient.prefetchQuery(accountDailyQuery(accountId));
    void queryClient.prefetchInfiniteQuery(accountTradesQuery(accountId, filters));
    void queryClient.prefetchQuery(instrumentsQuery);
    void queryClient.prefetchQuery(accountDecisionsQuery(accountId));
    return null;
  };
}

/** The journal's filters change the search only: the page's own queries follow them. */
export const accountMetricsShouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && currentParams.accountid !== nextParams.accountid;
