import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../../components/error-state";
import { ExportCsvButton } from "../../../../components/export-csv-button";
import { LoadMoreButton } from "../../../../components/load-more-button";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { digitsOf, useInstruments } from "../../../../lib/get-instruments";
import { useExportTradesCsv } from "../../requests/export-trades-csv";
import { useAccountTrades } from "../../requests/get-account-trades";
import {
  hasJournalFilters,
  JOURNAL_FILTER_KEYS,
  readJournalFilters,
  withJournalFilter,
} from "../../lib/journal-filters";
import { EmptyNote, MetricsSection } from "../../../../components/metrics-section";
import { JournalFiltersForm } from "./journal-filters-form";
import { JournalTable } from "./journal-table";

const SECTION_ID = "journal";

/** Trade history with filters kept in the URL, a page at a time, and a CSV export. */
export function JournalSection({
  accountId,
  symbols,
}: {
  accountId: string;
  symbols: readonly string[];
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readJournalFilters(params);
  const trades = useAccountTrades(accountId, filters);
  const instruments = useInstruments();
  const exportCsv = useExportTradesCsv(accountId);
  const items = trades.data?.pages.flatMap((page) => page.items) ?? [];

  // The hash keeps the journal in view: every navigation otherwise scrolls to the top.
  const go = (next: URLSearchParams) =>
    void navigate(
      { pathname: location.pathname, search: `?${next}`, hash: SECTION_ID },
      { replace: true },
    );
  const clear = () => {
    let next = params;
    for (const key of JOURNAL_FILTER_KEYS) next = withJournalFilter(next, key, "");
    go(next);
  };

  let body;
  if (trades.isPending) body = <LoadingState label="Loading the journal…" />;
  else if (trades.isError) {
    body = (
      <ErrorState
        title="The journal could not be loaded"
        message={errorMessage(trades.error)}
        onRetry={() => void trades.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyNote>
        {hasJournalFilters(filters) ? "No trade matches these filters." : "No closed trades yet."}
      </EmptyNote>
    );
  } else {
    body = (
      <>
        <JournalTable
          accountId={accountId}
          trades={items}
          digitsOf={(symbol) => digitsOf(instruments.data?.instruments, symbol)}
        />
        {trades.hasNextPage && (
          <div className="text-center">
            <LoadMoreButton query={trades} />
          </div>
        )}
      </>
    );
  }

  return (
    <MetricsSection
      id={SECTION_ID}
      title="Journal"
      description="Closed trades, newest first. Dates are UTC days."
      actions={<ExportCsvButton exportCsv={exportCsv} query={filters} />}
    >
      <JournalFiltersForm
        filters={filters}
        symbols={symbols}
        onChange={(key, value) => go(withJournalFilter(params, key, value))}
        onClear={clear}
      />
      {body}
    </MetricsSection>
  );
}
