import type { MerchItem } from "@proparena/contracts/merch";
import type { merchItems } from "../../db/schema";
import { publicFileUrl } from "../files/file-views";

// A merch catalogue item as stored, and as the API shows it.

export type ItemRow = typeof merchItems.$inferSelect;

export function merchView(row: ItemRow): MerchItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageFileId ? publicFileUrl(row.imageFileId) : null,
    priceCents: row.priceCents,
    pricePoints: row.pricePoints,
    stock: row.stock,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
