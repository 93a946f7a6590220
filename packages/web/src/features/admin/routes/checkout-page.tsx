import { useRef } from "react";
import type { KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { focusRing } from "../../../components/button-styles";
import { PageHeader } from "../../../components/page-header";
import { CouponsPanel } from "../components/checkout/coupons-panel";
import { PurchasesPanel } from "../components/checkout/purchases-panel";

const TABS = [
  { id: "purchases", label: "Purchases" },
  { id: "coupons", label: "Coupons" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * /admin/checkout: the purchases (searchable, with refunds) and the coupons, as two tabs. The
 * tab is in the URL (`?tab=coupons`) like the purchases list's own view.
 */
export function AdminCheckoutPage() {
  const [params, setParams] = useSearchParams();
  const current: TabId = params.get("tab") === "coupons" ? "coupons" : "purchases";
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const select = (tab: TabId) => {
    if (tab === current) return;
    // Each tab starts from its default view.
    setParams(tab === "purchases" ? {} : { tab });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Checkout"
        description="Challenge purchases and their payment status, refunds, and the coupons buyers can use."
      />
      <div
        role="tablist"
        aria-label="Checkout"
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 border-b border-slate-800"
      >
        {TABS.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`checkout-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`checkout-panel-${tab.id}`}
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
        id={`checkout-panel-${current}`}
        aria-labelledby={`checkout-tab-${current}`}
        className="min-w-0"
      >
        {current === "purchases" ? <PurchasesPanel /> : <CouponsPanel />}
      </div>
    </>
  );
}
