import type { Purchase } from "@proparena/contracts/checkout";
import { formatCentsExact } from "../lib/format-money";

/** The figures of a receipt. */
export function ReceiptLines({ purchase }: { purchase: Purchase }) {
  const rows: [string, string][] = [
    ["Receipt", purchase.receiptNumber],
    ["Plan", `${purchase.sizeLabel} challenge`],
    ["Price", formatCentsExact(purchase.listPriceCents)],
    ...(purchase.discountCents > 0
      ? ([
          [
            `Coupon ${purchase.couponCode ?? ""}`.trim(),
            `−${formatCentsExact(purchase.discountCents)}`,
          ],
        ] as [string, string][])
      : []),
    ["Amount paid", formatCentsExact(purchase.amountCents)],
  ];
  return (
    <dl className="divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-900/60 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-400">{label}</dt>
          <dd className="font-mono text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
