import type { MerchItem } from "@proparena/contracts/merch";
import { Badge } from "../../../../components/badge";
import { buttonClass } from "../../../../components/button-styles";
import { MerchImage } from "../../../../components/merch-image";
import { formatCount } from "../../../../lib/format-money";
import { merchPrice } from "../../../../lib/merch-price";

/** The item's picture, or a neutral tile. */
function MerchThumb({ item }: { item: MerchItem }) {
  const placeholder = (
    <div
      role="img"
      aria-label={`No picture of ${item.name}`}
      className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-slate-800 to-slate-900 text-sm text-slate-500"
    >
      No image
    </div>
  );
  return <MerchImage item={item} placeholder={placeholder} />;
}

/**
 * The whole catalogue, active or not: picture, name, price(s), stock and whether traders see
 * it, with Edit and Activate / Deactivate on each.
 */
export function MerchAdminGrid({
  items,
  togglingId,
  onEdit,
  onToggle,
}: {
  items: readonly MerchItem[];
  togglingId: string | null;
  onEdit: (item: MerchItem) => void;
  onToggle: (item: MerchItem) => void;
}) {
  return (
    <ul
      aria-label="Merch items"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
    >
      {items.map((item) => {
        const titleId = `admin-merch-${item.id}-title`;
        const toggling = togglingId === item.id;
        return (
          <li key={item.id} data-merch={item.id}>
            <article
              aria-labelledby={titleId}
              className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-slate-900/60 ${
                item.active ? "border-slate-800" : "border-dashed border-slate-700 opacity-80"
              }`}
            >
              <MerchThumb item={item} />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 id={titleId} className="font-semibold break-words text-white">
                    {item.name}
                  </h3>
                  <Badge
                    tone={item.active ? "good" : "neutral"}
                    status={item.active ? "active" : "inactive"}
                  >
                    {item.active ? "Active" : "Inactive"}
                  </Badge>
                </div>
                {item.description && (
                  <p className="line-clamp-3 text-sm text-slate-300">{item.description}</p>
                )}
                <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-400">Price</dt>
                    <dd className="font-mono font-semibold text-brand-300 tabular-nums">
                      {merchPrice(item) ?? "No price"}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-400">Stock</dt>
                    <dd
                      className={`font-mono tabular-nums ${item.stock > 0 ? "text-slate-100" : "text-rose-300"}`}
                    >
                      {item.stock > 0 ? formatCount(item.stock) : "Out of stock"}
                    </dd>
                  </div>
                </dl>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    onClick={() => onEdit(item)}
                    aria-label={`Edit ${item.name}`}
                    className={buttonClass("secondary", "sm", "flex-1")}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => onToggle(item)}
                    aria-label={`${item.active ? "Deactivate" : "Activate"} ${item.name}`}
                    disabled={toggling}
                    className={buttonClass(item.active ? "ghost" : "primary", "sm", "flex-1")}
                  >
                    {toggling ? "Saving…" : item.active ? "Deactivate" : "Activate"}
                  </button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
