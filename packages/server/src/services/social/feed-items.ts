// The trades a followed trader's public books show in the feed (issue 31): each position's
// opening and each close, as items with a stable public id. One query shape for the viewer's
// feed (read-feed.ts) and for the notices sent as items pass the delay (feed-notices.ts).
import type { FeedItem } from "@proparena/contracts/social";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { accounts, positions, tradeHistories, users } from "../../db/schema";
import { bookLabel } from "../openbook/public-books";
import { publicTraderView } from "./public-traders";

/** A feed item with what the notices need besides (the trader's user id). */
export interface FeedRow {
  item: FeedItem;
  traderId: string;
}

interface RawRow {
  kind: "opened" | "closed";
  hash: string;
  time: string | Date;
  symbol: string;
  side: "buy" | "sell";
  volume: number;
  price: number;
  pnl: number | string | null;
  user_id: string;
  plan: string;
  phase: string;
  public_id: string;
  name: string;
  public_profile: boolean;
  avatar_file_id: string | null;
}

/** The columns `feedRows` reads of each book, as a select of `accounts` answers them. */
export const feedBookColumns = () => ({
  account_id: sql`${accounts.id}`.as("account_id"),
  user_id: sql`${accounts.userId}`.as("user_id"),
  plan: sql`${accounts.plan}`.as("plan"),
  phase: sql`${accounts.phase}`.as("phase"),
});

/**
 * Items of the books `books` selects (a query selecting `feedBookColumns`)
 * that happened in (`from`, `to`], newest first (time, then id), after `after` when given, at
 * most `limit`. An opening is the position's (open or since closed); a close is its trade.
 */
export async function feedRows(
  db: Db | Tx,
  books: SQL,
  window: { from?: Date; to: Date },
  page: { after?: { time: Date; hash: string } | null; limit: number },
): Promise<FeedRow[]> {
  const to = window.to.toISOString();
  const from = window.from?.toISOString();
  const p = positions;
  const t = tradeHistories;
  // The lower bound, when given, also bounds a closed position's close (its index) from below.
  const openedFrom = from ? sql`and ${p.openTime} > ${from}::timestamptz` : sql``;
  const closedOpenedFrom = from
    ? sql`and ${t.openTime} > ${from}::timestamptz and ${t.closeTime} > ${from}::timestamptz`
    : sql``;
  const closedFrom = from ? sql`and ${t.closeTime} > ${from}::timestamptz` : sql``;
  const after = page.after
    ? sql`where (i.time, i.hash) < (${page.after.time.toISOString()}::timestamptz, ${page.after.hash})`
    : sql``;
  const result = await db.execute(sql`
    with books as (${books}),
    events as (
      select 'opened' as kind, ${p.id} as source_id, ${p.accountId} as account_id,
        ${p.openTime} as time, ${p.symbol} as symbol, ${p.side} as side, ${p.volume} as volume,
        ${p.openPrice} as price, null::bigint as pnl
      from ${p} join books b on b.account_id = ${p.accountId}
      where ${p.openTime} <= ${to}::timestamptz ${openedFrom}
      union all
      select 'opened', ${t.id}, ${t.accountId}, ${t.openTime}, ${t.symbol}, ${t.side}, ${t.volume},
        ${t.openPrice}, null::bigint
      from ${t} join books b on b.account_id = ${t.accountId}
      where ${t.openTime} <= ${to}::timestamptz ${closedOpenedFrom}
      union all
      select 'closed', ${t.id}, ${t.accountId}, ${t.closeTime}, ${t.symbol}, ${t.side}, ${t.volume},
        ${t.closePrice}, ${t.pnlCents}
      from ${t} join books b on b.account_id = ${t.accountId}
      where ${t.closeTime} <= ${to}::timestamptz ${closedFrom}
    ),
    items as (select e.*, md5(e.kind || ':' || e.source_id::text) as hash from events e)
    select i.kind, i.hash, i.time, i.symbol, i.side, i.volume, i.price, i.pnl,
      b.user_id, b.plan, b.phase, u.${sql.identifier(users.publicId.name)} as public_id,
      u.${sql.identifier(users.name.name)} as name,
      u.${sql.identifier(users.publicProfile.name)} as public_profile,
      u.${sql.identifier(users.avatarFileId.name)} as avatar_file_id
    from items i
    join books b on b.account_id = i.account_id
    join ${users} u on u.id = b.user_id
    ${after}
    order by i.time desc, i.hash desc
    limit ${page.limit}`);
  const rows = (result as unknown as { rows: RawRow[] }).rows;
  return rows.map((r) => ({
    traderId: r.user_id,
    item: {
      id: r.hash,
      trader: publicTraderView({
        publicId: r.public_id,
        name: r.name,
        publicProfile: r.public_profile,
        avatarFileId: r.avatar_file_id,
      }),
      bookLabel: bookLabel(r.plan, r.phase),
      kind: r.kind,
      symbol: r.symbol,
      side: r.side,
      volume: Number(r.volume),
      price: Number(r.price),
      pnlCents: r.pnl === null ? null : Number(r.pnl),
      time: new Date(r.time).toISOString(),
    },
  }));
}
