import { useRef } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { useSearchParams } from "react-router";
import { focusRing } from "./button-styles";

/**
 * A back-office page split into tabs (checkout: purchases and coupons; merch: catalogue and
 * orders). The tab is in the URL (`?tab=<id>`, none for the first), and each tab starts from its
 * default view; arrow keys move between tabs.
 */
export function PageTabs<T extends string>({
  label,
  tabs,
  panel,
}: {
  /** The tab list's accessible name, also the prefix of its element ids. */
  label: string;
  tabs: readonly { id: T; label: string }[];
  panel: (tab: T) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.id;
  const current = tabs.find((tab) => tab.id === params.get("tab"))?.id ?? first;
  const tabRefs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const prefix = label.toLowerCase().replace(/\W+/g, "-");

  const select = (tab: T) => {
    if (tab === current) return;
    setParams(tab === first ? {} : { tab });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 border-b border-slate-800"
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${focusRing} ${
                selected
                  ? "border-brand-400 text-white"
                  : "border-transparent text-slate-400 hover:text-slate-200"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${prefix}-panel-${current}`}
        aria-labelledby={`${prefix}-tab-${current}`}
        className="min-w-0"
      >
        {panel(current)}
      </div>
    </>
  );
}
