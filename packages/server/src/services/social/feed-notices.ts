// Notices of followed traders' trades (issue 31): when a feed item passes the openbook delay,
// each follower of its trader gets a notice on the socket and, when that follow asks for it, by
// e-mail. Run by the leader's `followed-trade-notices` job every minute, over the items that
// passed the delay since the last run's watermark; each notice's event key makes it once.
import { formatUsd } from "@proparena/domain/core/money";
import { formatLots } from "@proparena/domain/market/instruments";
import type { FeedItem } from "@proparena/contracts/social";
import { and, exists, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { accounts, follows } from "../../db/schema";
import { recordNotices, type NoticeInput, type RecordedNotices } from "../notices/notify";
import { publicBookCondition } from "../openbook/public-books";
import type { ServiceContext } from "../service-context";
import { feedBookColumns, feedRows, type FeedRow } from "./feed-items";

/** Items read per query, and notices written per statement. */
const PAGE = 2_000;
const NOTICES_PER_STATEMENT = 1_000;

/** The public books whose traders someone follows. */
const followedBooks = (ctx: ServiceContext) =>
  ctx.db
    .select(feedBookColumns())
    .from(accounts)
    .where(
      and(
        publicBookCondition(),
        exists(sql`(select 1 from ${follows} where ${follows.traderId} = ${accounts.userId})`),
      ),
    )
    .getSQL();

/** Every item that happened in (`from`, `to`] on a followed public book. */
async function itemsBetween(ctx: ServiceContext, tx: Tx, from: Date, to: Date): Promise<FeedRow[]> {
  const out: FeedRow[] = [];
  let after: { time: Date; hash: string } | null = null;
  for (;;) {
    const rows = await feedRows(tx, followedBooks(ctx), { from, to }, { after, limit: PAGE });
    out.push(...rows);
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return out;
    after = { time: new Date(last.item.time), hash: last.item.id };
  }
}

const SIDE_DONE = { buy: "bought", sell: "sold" } as const;

/** One follower's notice of one item. */
export function followedTradeNotice(
  item: FeedItem,
  follower: { id: string; emailNotices: boolean },
  delayMinutes: number,
): NoticeInput {
  const { name } = item.trader;
  const lots = `${formatLots(item.volume)} lots of ${item.symbol}`;
  const title =
    item.kind === "opened"
      ? `${name} opened a trade: ${item.side} ${lots}`
      : `${name} closed a trade: ${lots}, ${formatUsd(item.pnlCents ?? 0)}`;
  const at = `${item.time.slice(0, 16).replace("T", " ")} UTC`;
  const body =
    item.kind === "opened"
      ? `${name} (${item.bookLabel}) ${SIDE_DONE[item.side]} ${lots} at ${item.price} on ${at}.`
      : `${name} (${item.bookLabel}) closed a ${item.side} of ${lots} at ${item.price} on ${at}: ${formatUsd(item.pnlCents ?? 0)}.`;
  return {
    userId: follower.id,
    kind: "followed-trade",
    eventKey: `followed-trade:${item.id}:${follower.id}`,
    title,
    body: `${body}\nPublic trades show ${delayMinutes} minutes after they happen.`,
    link: `/openbook/${item.trader.publicId}`,
    email: follower.emailNotices,
  };
}

/**
 * Records, inside `tx`, the notices of the items in (`from`, `to`] to every follower of their
 * traders; answers what to announce once it commits.
 */
export async function recordFollowedTradeNotices(
  ctx: ServiceContext,
  tx: Tx,
  from: Date,
  to: Date,
): Promise<RecordedNotices> {
  const recorded: RecordedNotices = { created: [], mails: [] };
  if (from >= to) return recorded;
  const items = await itemsBetween(ctx, tx, from, to);
  if (items.length === 0) return recorded;
  const traders = [...new Set(items.map((i) => i.traderId))];
  const followers = await tx
    .select({
      traderId: follows.traderId,
      id: follows.followerId,
      emailNotices: follows.emailNotices,
    })
    .from(follows)
    .where(inArray(follows.traderId, traders));
  const byTrader = new Map<string, typeof followers>();
  for (const f of followers) {
    const list = byTrader.get(f.traderId);
    if (list) list.push(f);
    else byTrader.set(f.traderId, [f]);
  }
  const notices = items.flatMap((row) =>
    (byTrader.get(row.traderId) ?? []).map((f) =>
      followedTradeNotice(row.item, f, ctx.settings.openbookDelayMinutes),
    ),
  );
  for (let i = 0; i < notices.length; i += NOTICES_PER_STATEMENT) {
    const done = await recordNotices(tx, ctx, notices.slice(i, i + NOTICES_PER_STATEMENT));
    recorded.created.push(...done.created);
    recorded.mails.push(...done.mails);
  }
  return recorded;
}
