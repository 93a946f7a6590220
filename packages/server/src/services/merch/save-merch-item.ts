import type { MerchItem } from "@proparena/contracts/merch";
import { eq } from "drizzle-orm";
import { merchItems } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { type AuditedCatalogue, writeCatalogueEdit } from "../audit/write-catalogue-edit";
import { merchView, type ItemRow } from "./merch-item-views";

type ItemFields = Partial<{
  name: string;
  description: string;
  imageFileId: string | null;
  priceCents: number | null;
  pricePoints: number | null;
  stock: number;
  active: boolean;
}>;

const MERCH_ITEMS: AuditedCatalogue<ItemRow, ReturnType<typeof merchView>> = {
  subject: "merch",
  kind: "merch_item",
  view: merchView,
};

/** Adds or changes a catalogue item (admins); the image must be the admin's merch upload. */
export async function saveMerchItem(
  ctx: ServiceContext,
  admin: UserRow,
  fields: ItemFields,
  input: { id?: string; ip: string },
): Promise<MerchItem> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (fields.imageFileId) {
      await ownFiles(tx, admin.id, "merch", { imageFileId: fields.imageFileId });
    }
    let before: ItemRow | undefined;
    let row: ItemRow | undefined;
    if (input.id === undefined) {
      [row] = await tx
        .insert(merchItems)
        .values({
          ...(fields as Required<Pick<ItemFields, "name">> & ItemFields),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } else {
      [before] = isUuid(input.id)
        ? await tx.select().from(merchItems).where(eq(merchItems.id, input.id)).for("update")
        : [];
      if (!before) throw notFound("Merch item not found");
      [row] = await tx
        .update(merchItems)
        .set({ ...fields, updatedAt: now })
        .where(eq(merchItems.id, input.id))
        .returning();
    }
    return writeCatalogueEdit(
      tx,
      MERCH_ITEMS,
      { actor: admin, ip: input.ip, at: now },
      before,
      row!,
    );
  });
}
