import { useState } from "react";
import { useSearchParams } from "react-router";
import type { MerchItem, MerchOrder } from "@proparena/contracts/merch";
import { Alert } from "../../../components/alert";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { errorMessage } from "../../../lib/api-client";
import { useMerch } from "../requests/get-merch";
import { useMerchOrders } from "../requests/get-merch-orders";
import { MerchCard } from "../components/merch-card";
import { MerchOrders } from "../components/merch-orders";
import { OrderForm } from "../components/order-form";
import { TitledSection } from "../../../components/titled-section";

function Catalogue({ items, onOrder }: { items: MerchItem[]; onOrder: (item: MerchItem) => void }) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">The merch store has no items yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
          Items appear here as soon as they are added to the catalogue.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="merch-catalogue-title" className="space-y-4">
      <h2 id="merch-catalogue-title" className="sr-only">
        Catalogue
      </h2>
      <ul
        aria-label="Merch items"
        className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((item) => (
          <MerchCard key={item.id} item={item} onOrder={onOrder} />
        ))}
      </ul>
    </section>
  );
}

/** Back from the payment page (`?order=<id>`, `&left=1` when the trader left it unpaid). */
function ReturnNotice({ order, left }: { order: MerchOrder; left: boolean }) {
  if (order.status === "pending" && order.expiresAt) {
    if (!left && !order.statusReason) {
      return (
        <Alert tone="info" title={`Confirming the payment of ${order.receiptNumber}…`}>
          This updates by itself as soon as the card processor confirms it.
        </Alert>
      );
    }
    return (
      <Alert tone="warning" title={`Order ${order.receiptNumber} is waiting for payment`}>
        <p>
          {order.statusReason
            ? `The last card was declined: ${order.statusReason} `
            : "You left the payment page, so nothing was charged. "}
          It <ExpiresIn expiresAt={order.expiresAt} />.
        </p>
        <div className="mt-3">
          <PayOrCancel pending={order} noun="order" payLabel="Try again" />
        </div>
      </Alert>
    );
  }
  if (order.status === "paid") {
    return (
      <Alert tone="success" title={`Thank you: order ${order.receiptNumber} is paid`}>
        We are getting {order.quantity} × {order.itemName} ready and will e-mail you the tracking
        number when it ships.
      </Alert>
    );
  }
  return null;
}

function Returned({ id, left }: { id: string; left: boolean }) {
  const orders = useMerchOrders();
  const order = orders.data?.items.find((o) => o.id === id);
  return order ? <ReturnNotice order={order} left={left} /> : null;
}

/** /dashboard/merch — the merch catalogue, ordering by card, and the trader's orders. */
export function MerchPage() {
  const { data, isPending, isError, error, refetch } = useMerch();
  const [ordering, setOrdering] = useState<MerchItem | null>(null);
  const [params] = useSearchParams();
  const returned = params.get("order");

  let body;
  if (isPending) body = <LoadingState label="Loading the merch store…" />;
  else if (isError) {
    body = (
      <ErrorState
        title="The merch store could not be loaded"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else body = <Catalogue items={data} onOrder={setOrdering} />;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Merch"
        description="Gear for traders who made it, paid by card and shipped to your door."
      />
      {returned && (
        <div className="mb-6">
          <Returned id={returned} left={params.get("left") === "1"} />
        </div>
      )}
      {body}
      <TitledSection id="merch-orders-title" title="Your orders" className="mt-12 space-y-4">
        <MerchOrders highlight={returned} />
      </TitledSection>
      {ordering && <OrderForm item={ordering} onClose={() => setOrdering(null)} />}
    </>
  );
}
