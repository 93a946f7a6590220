// Use case: the viewer's feed (GET /api/social/feed): the trades of the public books of the
// traders they follow, each once it is older than the openbook delay, newest first.
import type { FeedResponse } from "@proparena/contracts/social";
import { utcTimestampMs } from "@proparena/contracts/wire-dates";
import { and, eq } from "drizzle-orm";
import { accounts, follows } from "../../db/schema";
import { cursorInvalid } from "../keyset-page";
import { openbookDelayMs, publicBookCondition } from "../openbook/public-books";
import type { ServiceContext } from "../service-context";
import { feedBookColumns, feedRows } from "./feed-items";

const encode = (time: string, hash: string) => Buffer.from(`${time}|${hash}`).toString("base64url");

/** A cursor this server wrote (`<ISO time>|<32 hex>`), or a 400 before any query. */
function decode(cursor: string | undefined): { time: Date; hash: string } | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  const [iso = "", hash = ""] = parts;
  const ms = parts.length === 2 && /^[0-9a-f]{32}$/.test(hash) ? utcTimestampMs(iso, 3) : null;
  if (ms === null) throw cursorInvalid();
  return { time: new Date(ms), hash };
}

/** The public books of the traders `viewerId` follows. */
export const followedBooks = (ctx: ServiceContext, viewerId: string) =>
  ctx.db
    .select(feedBookColumns())
    .from(accounts)
    .innerJoin(
      follows,
      and(eq(follows.traderId, accounts.userId), eq(follows.followerId, viewerId)),
    )
    .where(publicBookCondition())
    .getSQL();

export async function readFeed(
  ctx: ServiceContext,
  viewerId: string,
  query: { cursor?: string; limit: number },
): Promise<FeedResponse> {
  const after = decode(query.cursor);
  const to = new Date(ctx.clock.now().getTime() - openbookDelayMs(ctx));
  const rows = await feedRows(
    ctx.db,
    followedBooks(ctx, viewerId),
    { to },
    {
      after,
      limit: query.limit + 1,
    },
  );
  const page = rows.slice(0, query.limit).map((r) => r.item);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: rows.length > query.limit && last ? encode(last.time, last.id) : null,
    delayMinutes: ctx.settings.openbookDelayMinutes,
  };
}
