import type { ReactNode } from "react";
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { buttonClass } from "./button-styles";
import { QueryErrorState } from "./error-state";
import { LoadMoreButton } from "./load-more-button";
import { LoadingState } from "./loading-state";
import { errorMessage } from "../lib/api-client";

/**
 * A paged review queue's list: an error with a retry, a loading state, `empty` ([title, text])
 * when there is nothing, else `children` (the items) with "Load more" while there are more
 * pages. A failed "Load more" keeps the list shown, the error under it.
 */
export function ReviewQueueBody({
  query,
  count,
  errorTitle,
  loadingLabel,
  empty: [emptyTitle, emptyText],
  children,
}: {
  query: UseInfiniteQueryResult<unknown, Error>;
  /** How many items the pages loaded so far hold. */
  count: number;
  errorTitle: string;
  loadingLabel: string;
  empty: readonly [string, string];
  children: ReactNode;
}) {
  if (query.isError && !query.data) return <QueryErrorState title={errorTitle} query={query} />;
  if (!query.data) return <LoadingState label={loadingLabel} />;
  if (count === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">{emptyTitle}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">{emptyText}</p>
      </div>
    );
  return (
    <>
      {children}
      <LoadMoreButton query={query} className="mt-3 w-full" />
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          More could not be loaded: {errorMessage(query.error)}
        </p>
      )}
    </>
  );
}

/**
 * A queue beside the item chosen from it. On a phone they take the screen in turn: the list
 * (`list`, under its heading `title`) until an item is chosen, then the item (`detail`) with
 * `backLabel` back to the list. With nothing chosen, the wide screen shows `placeholder`.
 */
export function ReviewSplit({
  titleId,
  title,
  list,
  detail,
  backLabel,
  onBack,
  placeholder,
}: {
  titleId: string;
  title: string;
  list: ReactNode;
  /** The chosen item, or null. */
  detail: ReactNode;
  backLabel: string;
  onBack: () => void;
  placeholder: string;
}) {
  const showingDetail = detail !== null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-labelledby={titleId} className={showingDetail ? "hidden lg:block" : ""}>
        <h2 id={titleId} className="mb-3 text-lg font-semibold text-white">
          {title}
        </h2>
        {list}
      </section>
      <div className={`min-w-0 space-y-3 ${showingDetail ? "" : "hidden lg:block"}`}>
        {showingDetail ? (
          <>
            <button
              type="button"
              onClick={onBack}
              className={buttonClass("ghost", "sm", "lg:hidden")}
            >
              <span aria-hidden="true">←</span> {backLabel}
            </button>
            {detail}
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-sm text-slate-300">
            {placeholder}
          </p>
        )}
      </div>
    </div>
  );
}
