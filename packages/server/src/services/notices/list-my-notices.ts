import { eq } from "drizzle-orm";
import { notices } from "../../db/schema";
import { newestFirstPage } from "../keyset-page";
import type { ServiceContext } from "../service-context";
import { noticeView, unreadOf } from "./notice-views";

/** The trader's notices, newest first, a page at a time, with how many are unread. */
export async function myNotices(
  ctx: ServiceContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const [page, unread] = await Promise.all([
    newestFirstPage(
      ctx.db.select().from(notices).$dynamic(),
      [notices.createdAt, notices.id],
      eq(notices.userId, userId),
      query,
      (r) => ({ time: r.createdAt, id: r.id }),
      noticeView,
    ),
    unreadOf(ctx.db, userId),
  ]);
  return { notices: page.items, unread, nextCursor: page.nextCursor };
}
