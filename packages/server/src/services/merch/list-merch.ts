import { asc, eq } from "drizzle-orm";
import { merchItems } from "../../db/schema";
import { merchView } from "./merch-item-views";
import type { ServiceContext } from "../service-context";

export async function listMerch({ db }: ServiceContext, options: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(merchItems)
    .where(options.activeOnly ? eq(merchItems.active, true) : undefined)
    .orderBy(asc(merchItems.createdAt), asc(merchItems.id))
    .limit(500);
  return { items: rows.map(merchView) };
}
