import { useState } from "react";
import type { MerchItem } from "@proparena/contracts/merch";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useAdminMerch } from "../requests/get-admin-merch";
import { useUpdateAdminMerchItem } from "../requests/save-admin-merch-item";
import { MerchAdminGrid } from "../components/merch-admin/merch-admin-grid";
import { MerchItemForm } from "../components/merch-admin/merch-item-form";
import { MerchOrdersPanel } from "../components/merch-orders/merch-orders-panel";
import { PageTabs } from "../../../components/page-tabs";

type Editing = { item: MerchItem | null } | null;

/**
 * The merch catalogue traders see: every item, active or not, with a form to add one or change
 * one (picture, prices in dollars and/or points, stock), and a switch to show or hide each from
 * traders.
 */
function CataloguePanel() {
  const merch = useAdminMerch();
  const toggle = useUpdateAdminMerchItem();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const startNew = () => {
    setNotice(null);
    setEditing({ item: null });
  };

  const onToggle = (item: MerchItem) => {
    setNotice(null);
    toggle.mutate(
      { id: item.id, body: { active: !item.active } },
      {
        onSuccess: (saved) =>
          setNotice({
            tone: "success",
            text: saved.active
              ? `${saved.name} is active: traders see it.`
              : `${saved.name} is inactive: traders no longer see it.`,
          }),
        onError: (error) =>
          setNotice({
            tone: "error",
            text: `${item.name} was not changed: ${errorMessage(error)}`,
          }),
      },
    );
  };

  let body;
  // A failed background refresh keeps what was shown.
  if (merch.isError && !merch.data)
    body = (
      <ErrorState
        title="The catalogue could not be loaded"
        message={errorMessage(merch.error)}
        onRetry={() => void merch.refetch()}
      />
    );
  else if (!merch.data) body = <LoadingState label="Loading the catalogue…" />;
  else if (merch.data.length === 0)
    body = editing ? null : (
      <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">No merch items yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
          Add the first item: traders see active items in their merch catalogue.
        </p>
        <button type="button" onClick={startNew} className={buttonClass("primary", "md", "mt-5")}>
          Add the first item
        </button>
      </div>
    );
  else
    body = (
      <MerchAdminGrid
        items={merch.data}
        togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        onEdit={(item) => {
          setNotice(null);
          setEditing({ item });
        }}
        onToggle={onToggle}
      />
    );

  return (
    <>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={startNew}
          className={buttonClass("primary", "md", "w-full sm:w-auto")}
        >
          New item
        </button>
      </div>
      {notice && (
        <div className="mb-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      {editing && (
        <MerchItemForm
          key={editing.item?.id ?? "new"}
          item={editing.item}
          onCancel={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice({
              tone: "success",
              text: created ? `${saved.name} was added.` : `${saved.name} was saved.`,
            });
          }}
        />
      )}
      {body}
    </>
  );
}

const TABS = [
  { id: "catalogue", label: "Catalogue" },
  { id: "orders", label: "Orders" },
] as const;

/**
 * /admin/merch — the catalogue (`?tab=` none) and the orders to ship (`?tab=orders`), as two
 * tabs.
 */
export function AdminMerchPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Merch"
        description="The merch catalogue traders see, and their orders to ship."
      />
      <PageTabs
        label="Merch"
        tabs={TABS}
        panel={(tab) => (tab === "catalogue" ? <CataloguePanel /> : <MerchOrdersPanel />)}
      />
    </>
  );
}
