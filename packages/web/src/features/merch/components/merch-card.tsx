import type { MerchItem } from "@proparena/contracts/merch";
import { buttonClass } from "../../../components/button-styles";
import { MerchImage } from "../../../components/merch-image";
import { formatCount } from "../../../lib/format-money";
import { merchPrice } from "../../../lib/merch-price";

/** Stock at or under this reads "Only N left". */
export const LOW_STOCK = 5;

function stockNote(stock: number): { text: string; tone: string } {
  if (stock <= 0) return { text: "Out of stock", tone: "text-rose-300" };
  if (stock <= LOW_STOCK)
    return { text: `Only ${formatCount(stock)} left`, tone: "text-amber-300" };
  return { text: "In stock", tone: "text-emerald-300" };
}

/** The item's picture, or a neutral tile when it has none (or it fails to load). */
function MerchPicture({ item }: { item: MerchItem }) {
  const placeholder = (
    <div
      role="img"
      aria-label={`No picture of ${item.name}`}
      data-placeholder="merch-image"
      className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-slate-800 to-slate-900 text-slate-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12" fill="none">
        <path
          d="M8 3 3 6l2 5 2-1v11h10V10l2 1 2-5-5-3c-.5 1.5-2 2.5-4 2.5S8.5 4.5 8 3Z"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
  return <MerchImage item={item} placeholder={placeholder} />;
}

/** Why an item cannot be ordered now, or null when it can. */
function orderBlocker(item: MerchItem): string | null {
  if (item.stock <= 0) return "Sold out";
  if (item.priceCents === null) return "Points only: not sold by card";
  return null;
}

/** One item of the catalogue: picture, name, description, price, stock, and its Order button. */
export function MerchCard({
  item,
  onOrder,
}: {
  item: MerchItem;
  onOrder: (item: MerchItem) => void;
}) {
  const blocker = orderBlocker(item);
  const price = merchPrice(item);
  const stock = stockNote(item.stock);
  const titleId = `merch-${item.id}-title`;
  return (
    <li data-merch={item.id}>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60"
      >
        <MerchPicture item={item} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 id={titleId} className="font-semibold text-white">
            {item.name}
          </h3>
          {item.description && <p className="text-sm text-slate-300">{item.description}</p>}
          <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 pt-2">
            {price && (
              <p className="font-mono text-lg font-bold text-brand-300 tabular-nums">{price}</p>
            )}
            <p className={`text-xs font-medium ${stock.tone}`}>{stock.text}</p>
          </div>
          <button
            type="button"
            disabled={blocker !== null}
            onClick={() => onOrder(item)}
            aria-label={blocker ? `${item.name}: ${blocker}` : `Order ${item.name}`}
            className={buttonClass(blocker ? "secondary" : "primary", "sm", "mt-2 w-full")}
          >
            {blocker ?? "Order"}
          </button>
        </div>
      </article>
    </li>
  );
}
