import { Link } from "react-router";
import { focusRing } from "./button-styles";

export interface ReviewTab<S extends string> {
  value: S;
  label: string;
}

/**
 * A review queue's status filter as links (the status lives in the URL, so it survives a
 * reload): the current one is marked for screen readers and by look. Scrolls sideways on a phone.
 */
export function ReviewStatusTabs<S extends string>({
  label,
  tabs,
  current,
  searchFor,
}: {
  label: string;
  tabs: readonly ReviewTab<S>[];
  current: S;
  searchFor: (value: S) => string;
}) {
  return (
    <nav aria-label={label} className="-mx-1 mb-5 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-1 rounded-xl border border-slate-800 bg-slate-900/60 p-1">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                to={{ search: searchFor(tab.value) }}
                aria-current={active ? "page" : undefined}
                className={`block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${focusRing} ${
                  active
                    ? "bg-brand-500 text-slate-950"
                    : "text-slate-300 hover:bg-slate-800 hover:text-white"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "?status=x&id=y" without the parts that are empty or the default. */
export function reviewSearch(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}
