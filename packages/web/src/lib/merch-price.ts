import type { MerchItem } from "@proparena/contracts/merch";
import { formatCents, formatCount } from "./format-money";

/** "$25", "1,200 points", "$25 or 500 points"; null when the item has no price. */
export function merchPrice(item: Pick<MerchItem, "priceCents" | "pricePoints">): string | null {
  const parts: string[] = [];
  if (item.priceCents !== null) parts.push(formatCents(item.priceCents));
  if (item.pricePoints !== null)
    parts.push(`${formatCount(item.pricePoints)} ${item.pricePoints === 1 ? "point" : "points"}`);
  return parts.length > 0 ? parts.join(" or ") : null;
}
