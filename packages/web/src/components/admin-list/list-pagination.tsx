import { buttonClass } from "../button-styles";

/**
 * Keyset paging: the next page comes from the server's cursor, the previous one from the
 * cursors kept in the URL. There is no total and no jumping to page n.
 */
export function ListPagination({
  page,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (!canPrevious && !canNext) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        onClick={onPrevious}
        disabled={!canPrevious}
        className={buttonClass("secondary", "sm")}
      >
        <span aria-hidden="true">←</span> Previous page
      </button>
      <span className="text-xs text-slate-400">Page {page}</span>
      <button
        type="button"
        onClick={onNext}
        disabled={!canNext}
        className={buttonClass("secondary", "sm")}
      >
        Next page <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
