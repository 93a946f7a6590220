import { buttonClass } from "./button-styles";

/** The part of an infinite query a "Load more" button uses. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a list read page by page: shown while there is a next page, "Loading…" and
 * not pressable while it is read. `className` adds to the small secondary button's classes.
 */
export function LoadMoreButton({
  query,
  label = "Load more",
  className,
}: {
  query: PagedQuery;
  label?: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      className={buttonClass("secondary", "sm", className)}
    >
      {query.isFetchingNextPage ? "Loading…" : label}
    </button>
  );
}
