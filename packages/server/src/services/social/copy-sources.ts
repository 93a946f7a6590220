// Where a copied position or trade came from, for the copier's journal (issue 31): the public
// trader, their book's label and the copying, by the copy's position id.
import type { CopySource } from "@proparena/contracts/trading";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, copySubscriptions, copyTrades, users } from "../../db/schema";
import { bookLabel } from "../openbook/public-books";
import { publicFace } from "../public/display-name";

/** The sources of the listed positions (open or closed) of one account that are copies. */
export async function copySourcesOf(
  db: Db,
  accountId: string,
  positionIds: readonly string[],
): Promise<Map<string, CopySource>> {
  if (positionIds.length === 0) return new Map();
  const rows = await db
    .select({
      positionId: copyTrades.copyPositionId,
      subscriptionId: copyTrades.subscriptionId,
      publicId: users.publicId,
      name: users.name,
      publicProfile: users.publicProfile,
      avatarFileId: users.avatarFileId,
      plan: accounts.plan,
      phase: accounts.phase,
    })
    .from(copyTrades)
    .innerJoin(copySubscriptions, eq(copySubscriptions.id, copyTrades.subscriptionId))
    .innerJoin(users, eq(users.id, copySubscriptions.traderId))
    .innerJoin(accounts, eq(accounts.id, copySubscriptions.sourceAccountId))
    .where(
      and(
        eq(copyTrades.accountId, accountId),
        inArray(copyTrades.copyPositionId, [...positionIds]),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.positionId!,
      {
        publicId: r.publicId,
        name: publicFace(r).name,
        bookLabel: bookLabel(r.plan, r.phase),
        subscriptionId: r.subscriptionId,
      },
    ]),
  );
}

/**
 * Each item with its `copiedFrom` (null for the trader's own). A position's id is its own; a
 * trade names its position (`positionId`) when a partial close took it.
 */
export async function withCopySources<T extends { id: string; positionId?: string | null }>(
  db: Db,
  accountId: string,
  items: readonly T[],
): Promise<(T & { copiedFrom: CopySource | null })[]> {
  const positionOf = (i: T) => i.positionId ?? i.id;
  const sources = await copySourcesOf(db, accountId, items.map(positionOf));
  return items.map((i) => ({ ...i, copiedFrom: sources.get(positionOf(i)) ?? null }));
}
