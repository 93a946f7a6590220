import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "./page-header";
import { useNow } from "../lib/use-now";
import { ReviewQueueBody, ReviewSplit } from "./review-queue";
import { reviewSearch, ReviewStatusTabs } from "./review-status-tabs";

/** The statuses of a conversation queue: support tickets and contact messages alike. */
export type QueueStatus = "open" | "answered" | "closed";
export type QueueFilter = QueueStatus | "all";

const TABS: readonly { value: QueueFilter; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "answered", label: "Answered" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
];

function filterOf(value: string | null): QueueFilter {
  return TABS.some((tab) => tab.value === value) ? (value as QueueFilter) : "open";
}

/**
 * An admin queue of conversations by status (in the URL, open by default), newest activity
 * first, beside the chosen one (`?{itemParam}=` in the URL). `useItems` pages the list of a
 * status (null: all), `renderList` shows a page's items, `renderDetail` the chosen one. On a
 * phone the list and the chosen item take the screen in turn.
 */
export function StatusQueuePage<P, I extends { id: string }>({
  title,
  description,
  noun,
  itemParam,
  useItems,
  itemsOf,
  empty,
  renderList,
  renderDetail,
}: {
  title: string;
  description: string;
  /** "ticket" or "message": the tabs, headings, loading and placeholder texts say it. */
  noun: string;
  itemParam: string;
  useItems: (status: QueueStatus | null) => UseInfiniteQueryResult<InfiniteData<P>, Error>;
  itemsOf: (page: P) => I[];
  empty: Record<QueueFilter, [string, string]>;
  renderList: (
    items: I[],
    view: { selectedId: string | null; now: number; searchFor: (id: string) => string },
  ) => ReactNode;
  renderDetail: (id: string, onShowAll: () => void) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get("status"));
  const selectedId = params.get(itemParam) || null;
  const query = useItems(filter === "all" ? null : filter);
  const now = useNow(60_000);

  const statusParam = filter === "open" ? null : filter;
  const searchFor = (id: string) => reviewSearch({ status: statusParam, [itemParam]: id });
  const showAll = () => setParams(reviewSearch({ status: statusParam }));
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <>
      <PageHeader eyebrow="Admin" title={title} description={description} />
      <ReviewStatusTabs
        label={`${capitalised} status`}
        tabs={TABS}
        current={filter}
        searchFor={(value) => reviewSearch({ status: value === "open" ? null : value })}
      />
      <ReviewSplit
        titleId={`${itemParam}-queue-title`}
        title={`${TABS.find((tab) => tab.value === filter)?.label} ${noun}s`}
        list={
          <ReviewQueueBody
            query={query}
            count={items.length}
            errorTitle={`The ${noun}s could not be loaded`}
            loadingLabel={`Loading ${noun}s…`}
            empty={empty[filter]}
          >
            {renderList(items, { selectedId, now, searchFor })}
          </ReviewQueueBody>
        }
        detail={selectedId !== null ? renderDetail(selectedId, showAll) : null}
        backLabel={`All ${noun}s`}
        onBack={showAll}
        placeholder={`Choose a ${noun} to read it and reply.`}
      />
    </>
  );
}
