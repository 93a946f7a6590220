import { and, desc, eq } from "drizzle-orm";
import { notices } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";
import { noticeView, unreadOf } from "./notice-views";

/** The trader's notices, newest first, a page at a time, with how many are unread. */
export async function myNotices(
  ctx: ServiceContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  const [rows, unread] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), olderThan(notices.createdAt, notices.id, after)))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(query.limit + 1),
    unreadOf(ctx.db, userId),
  ]);
  const page = pageOf(rows, query.limit, (r) => ({ time: r.createdAt, id: r.id }), noticeView);
  return { notices: page.items, unread, nextCursor: page.nextCursor };
}
