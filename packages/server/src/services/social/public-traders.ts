import type { PublicTrader } from "@proparena/contracts/openbook";
import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { publicBookCondition } from "../openbook/public-books";
import { faceColumns, publicFace } from "../public/display-name";

const TRADER_NOT_FOUND = "Trader not found";

/** The user columns a public trader is shown with. */
export const traderColumns = { ...faceColumns, publicId: users.publicId };

export function publicTraderView(row: {
  publicId: string;
  name: string;
  publicProfile: boolean;
  avatarFileId: string | null;
}): PublicTrader {
  return { publicId: row.publicId, ...publicFace(row) };
}

/** The condition "this user has at least one public book". */
export const hasPublicBook = () =>
  exists(
    sql`(select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${publicBookCondition()})`,
  );

/**
 * The trader behind a public id, when they have at least one public book; otherwise 404
 * "Trader not found", the same as an unknown id (a private trader's id tells nothing).
 */
export async function findPublicTrader(
  db: Db,
  publicId: string,
): Promise<{ userId: string; trader: PublicTrader }> {
  const [row] = await db
    .select({ id: users.id, ...traderColumns })
    .from(users)
    .where(and(eq(users.publicId, publicId), hasPublicBook()))
    .limit(1);
  if (!row) throw notFound(TRADER_NOT_FOUND);
  return { userId: row.id, trader: publicTraderView(row) };
}
