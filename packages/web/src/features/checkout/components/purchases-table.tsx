import { useState } from "react";
import { Link } from "react-router";
import type { Purchase } from "@proparena/contracts/checkout";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { ExpiresIn } from "../../../components/pending-purchase-actions";
import { PayOrCancel } from "../../../components/pay-or-cancel";
import { PurchaseStatusBadge } from "../../../components/purchase-status-badge";
import { ReceiptLines } from "../../../components/receipt-lines";
import { formatCentsExact } from "../../../lib/format-money";
import { ColumnHeaderRow, UPPERCASE_HEADER_ROW } from "../../../components/column-header-row";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const PROVIDERS: Record<Purchase["provider"], string> = {
  test: "Test card processor",
  stripe: "Stripe",
  free: "Coupon (no payment)",
};

function ReceiptDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  return (
    <Modal open title={`Receipt ${purchase.receiptNumber}`} onClose={onClose}>
      <div className="space-y-4 text-sm">
        <p className="text-slate-300">
          {dateTime.format(new Date(purchase.paidAt ?? purchase.createdAt))} ·{" "}
          {PROVIDERS[purchase.provider]} · <PurchaseStatusBadge status={purchase.status} />
        </p>
        <ReceiptLines purchase={purchase} />
        {purchase.statusReason && <p className="text-slate-300">{purchase.statusReason}</p>}
        <div className="flex gap-3 print:hidden">
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => window.print()}
          >
            Print
          </button>
          <button type="button" className={buttonClass("ghost", "sm")} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}

function AccountLink({ purchase }: { purchase: Purchase }) {
  if (!purchase.accountId) return <span className="text-slate-500">—</span>;
  return (
    <Link
      to={`/trading/arena?account=${encodeURIComponent(purchase.accountId)}`}
      className="text-brand-300 underline underline-offset-2"
    >
      Open in arena
    </Link>
  );
}

function Amount({ purchase }: { purchase: Purchase }) {
  return (
    <span className="font-mono tabular-nums">
      {formatCentsExact(purchase.amountCents)}
      {purchase.discountCents > 0 && (
        <span className="block text-xs text-emerald-300">
          −{formatCentsExact(purchase.discountCents)} {purchase.couponCode}
        </span>
      )}
    </span>
  );
}

/**
 * A purchase's status in words: the badge, why it ended (or why the last card was declined),
 * and for one waiting for payment, when it expires and the buttons to pay or cancel it.
 */
function PurchaseStatus({ purchase }: { purchase: Purchase }) {
  return (
    <div className="space-y-1">
      <PurchaseStatusBadge status={purchase.status} />
      {purchase.statusReason && purchase.status !== "paid" && (
        <span className="block max-w-56 text-xs text-slate-400">{purchase.statusReason}</span>
      )}
      {purchase.status === "pending" && purchase.expiresAt && (
        <>
          <span className="block text-xs text-amber-200">
            <ExpiresIn expiresAt={purchase.expiresAt} />
          </span>
          <div className="pt-1">
            <PayOrCancel
              pending={purchase}
              noun="purchase"
              payLabel="Pay"
              size="sm"
              cancelLabel="Cancel"
            />
          </div>
        </>
      )}
    </div>
  );
}

/** The trader's purchases: a table on wide screens, cards on phones; receipts in a dialog. */
export function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  const [open, setOpen] = useState<Purchase | null>(null);
  const receiptButton = (p: Purchase) =>
    p.status === "paid" || p.status === "refunded" ? (
      <button
        type="button"
        onClick={() => setOpen(p)}
        aria-label={`Receipt ${p.receiptNumber}`}
        className="text-brand-300 underline underline-offset-2"
      >
        Receipt
      </button>
    ) : (
      <span className="text-slate-500">—</span>
    );
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead>
          <ColumnHeaderRow
            className={UPPERCASE_HEADER_ROW}
            columns={["Date", "Plan", "Amount", "Status", "Account", "Receipt"]}
          />
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p.id} className="border-b border-slate-800/70 align-top">
              <td className="py-2.5 pr-4 text-slate-300">
                {dateTime.format(new Date(p.createdAt))}
              </td>
              <td className="py-2.5 pr-4 text-white">{p.sizeLabel}</td>
              <td className="py-2.5 pr-4 text-white">
                <Amount purchase={p} />
              </td>
              <td className="py-2.5 pr-4">
                <PurchaseStatus purchase={p} />
              </td>
              <td className="py-2.5 pr-4">
                <AccountLink purchase={p} />
              </td>
              <td className="py-2.5 pr-4">{receiptButton(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Your purchases">
        {purchases.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="font-semibold text-white">{p.sizeLabel} challenge</span>
              <PurchaseStatus purchase={p} />
            </div>
            <p className="mt-1 text-slate-400">{dateTime.format(new Date(p.createdAt))}</p>
            <div className="mt-2 flex items-end justify-between gap-3 text-white">
              <Amount purchase={p} />
              <span className="flex gap-4">
                <AccountLink purchase={p} />
                {receiptButton(p)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {open && <ReceiptDialog purchase={open} onClose={() => setOpen(null)} />}
    </>
  );
}
