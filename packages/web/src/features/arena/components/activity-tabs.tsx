import { useId, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";

export interface ActivityTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Positions / Orders / History as accessible tabs (arrow keys move between them). */
export function ActivityTabs({ tabs }: { tabs: readonly ActivityTab[] }) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? "");
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next = tabs[(index + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    setSelected(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <section className="rounded-xl border border-slate-800 bg-slate-900/60">
      <div
        role="tablist"
        aria-label="Trading activity"
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-800 px-2"
      >
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={`-mb-px border-b-2 px-3 py-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-300 ${
                active
                  ? "border-brand-400 text-white"
                  : "border-transparent text-slate-400 hover:text-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
        >
          {current.content}
        </div>
      )}
    </section>
  );
}
