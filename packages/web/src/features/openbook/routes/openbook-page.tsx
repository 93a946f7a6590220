import { Link, useNavigate, useSearchParams } from "react-router";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { formatCount } from "../../../lib/format-money";
import { OpenbookFiltersForm } from "../components/openbook-filters-form";
import { OpenbookLinks } from "../components/openbook-links";
import { OpenbookList } from "../components/openbook-list";
import { openbookSearch, readOpenbookFilters } from "../lib/openbook-filters";
import { delaySentence } from "../lib/openbook-format";
import { useOpenbook } from "../requests/get-openbook";

/**
 * /openbook (issue 31) — every funded account's book, and the Beta and challenge books their
 * traders chose to publish: filters (phase, instrument, return, drawdown), sorted by the
 * risk-adjusted score by default, page by page. Public.
 */
export function OpenbookPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = readOpenbookFilters(search);
  const list = useOpenbook(filters);
  const pageLink = (offset: number) => `/openbook${openbookSearch({ ...filters, offset })}`;

  let body;
  if (list.isPending) body = <LoadingState label="Loading the openbook…" />;
  else if (list.isError)
    body = <QueryErrorState title="The openbook could not be loaded" query={list} />;
  else if (list.data.entries.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-700 bg-slate-900/60 p-10 text-center">
        <p className="text-lg font-semibold text-white">No public book matches</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
          Funded books are public; Beta and challenge books show once their traders publish them.
          Widen the filters, or publish your own book from its account page.
        </p>
      </div>
    );
  } else {
    const { entries, total, offset, limit } = list.data;
    body = (
      <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
        <p className="text-sm text-slate-400">
          {formatCount(offset + 1)}–{formatCount(offset + entries.length)} of {formatCount(total)}{" "}
          books
        </p>
        <OpenbookList entries={entries} />
        {(offset > 0 || offset + limit < total) && (
          <nav aria-label="Pages" className="flex gap-4">
            {offset > 0 && (
              <Link
                to={pageLink(Math.max(0, offset - limit))}
                className="text-sm text-brand-300 underline"
              >
                Previous page
              </Link>
            )}
            {offset + limit < total && (
              <Link to={pageLink(offset + limit)} className="text-sm text-brand-300 underline">
                Next page
              </Link>
            )}
          </nav>
        )}
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Transparency"
        title="Openbook"
        description="Every funded account's book in the open: positions, closed trades, the equity curve, the rule decisions with their evidence, and the payouts. Traders may publish their Beta and challenge books too."
      />
      <OpenbookLinks current="list" />
      <div className="space-y-6">
        <div className="space-y-1 text-sm text-slate-300">
          {list.data && <p>{delaySentence(list.data.delayMinutes)}</p>}
          {list.data && <p className="text-slate-400">{list.data.scoreExplained}</p>}
        </div>
        <OpenbookFiltersForm
          key={search.toString()}
          filters={filters}
          onApply={(next) => void navigate(`/openbook${openbookSearch(next)}`)}
        />
        {body}
      </div>
    </PageContainer>
  );
}
