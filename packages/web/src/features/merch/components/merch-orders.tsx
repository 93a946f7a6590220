import type { MerchOrder } from "@proparena/contracts/merch";
import { findCountry } from "@proparena/contracts/country-regions";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { useMerchOrders } from "../requests/get-merch-orders";
import { MerchOrderStatusBadge } from "./merch-order-status-badge";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The shipping address one line per part, the country by its name. */
function addressLines({ shipping }: MerchOrder): string[] {
  return [
    shipping.addressLine1,
    shipping.addressLine2 ?? "",
    `${shipping.postalCode} ${shipping.city}`,
    shipping.region ?? "",
    findCountry(shipping.country)?.countryName ?? shipping.country,
  ].filter((line) => line.trim() !== "");
}

/** What happened to the order, in a line under its status. */
function progress(order: MerchOrder): string | null {
  if (order.status === "delivered" && order.deliveredAt)
    return `Delivered ${dateTime.format(new Date(order.deliveredAt))}.`;
  if (order.status === "shipped" && order.shippedAt)
    return `Shipped ${dateTime.format(new Date(order.shippedAt))}.`;
  if (order.status === "paid") return "We e-mail you the tracking number when it ships.";
  return order.statusReason;
}

function OrderCard({ order, highlighted }: { order: MerchOrder; highlighted: boolean }) {
  const line = progress(order);
  return (
    <li
      data-order={order.id}
      aria-current={highlighted ? "true" : undefined}
      className={`rounded-xl border bg-slate-900/60 p-4 text-sm ${
        highlighted ? "border-brand-400" : "border-slate-800"
      }`}
    >
      <article aria-label={`Order ${order.receiptNumber}`} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-white">
              {order.quantity} × {order.itemName}
            </h3>
            <p className="text-slate-400">
              {order.receiptNumber} · {dateTime.format(new Date(order.createdAt))} ·{" "}
              <span className="font-mono tabular-nums">{formatCentsExact(order.amountCents)}</span>
            </p>
          </div>
          <MerchOrderStatusBadge status={order.status} />
        </div>
        {line && (
          <p className={order.status === "pending" ? "text-rose-200" : "text-slate-300"}>
            {order.status === "pending" ? `The last card was declined: ${line}` : line}
          </p>
        )}
        {order.trackingNumber && (
          <p className="text-slate-200">
            Tracking: {order.carrier}{" "}
            <span className="font-mono" data-testid="tracking-number">
              {order.trackingNumber}
            </span>
          </p>
        )}
        <details className="text-slate-400">
          <summary className="cursor-pointer">Shipping to {order.shipping.name}</summary>
          <address className="mt-1 not-italic">
            {addressLines(order).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </details>
        {order.status === "pending" && order.expiresAt && (
          <div className="space-y-2 pt-1">
            <p className="text-amber-200">
              Waiting for payment: <ExpiresIn expiresAt={order.expiresAt} />.
            </p>
            <PayOrCancel pending={order} noun="order" payLabel="Pay" size="sm" />
          </div>
        )}
      </article>
    </li>
  );
}

/** The trader's merch orders with their status and tracking, newest first. */
export function MerchOrders({ highlight }: { highlight: string | null }) {
  const orders = useMerchOrders();
  if (orders.isPending) return <LoadingState label="Loading your orders…" />;
  if (orders.isError) {
    return (
      <ErrorState
        title="Your orders could not be loaded"
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No orders yet. Order an item above: we ship it and e-mail you its tracking number.
      </p>
    );
  }
  return (
    <ul aria-label="Your orders" className="grid gap-3 lg:grid-cols-2">
      {orders.data.items.map((order) => (
        <OrderCard key={order.id} order={order} highlighted={order.id === highlight} />
      ))}
    </ul>
  );
}
