import type { Notice, NoticeKind, ReadNoticesBody } from "@proparena/contracts/notices";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { notices } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";

type NoticeRow = typeof notices.$inferSelect;

function noticeView(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    body: row.body,
    link: row.link,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

async function unreadOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

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

/**
 * Marks the trader's listed notices read (or all of them without ids); another trader's ids
 * match nothing. Answers how many stay unread.
 */
export async function readNotices(ctx: ServiceContext, userId: string, body: ReadNoticesBody) {
  await ctx.db
    .update(notices)
    .set({ readAt: ctx.clock.now() })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        body.ids ? inArray(notices.id, body.ids) : undefined,
      ),
    );
  return { unread: await unreadOf(ctx.db, userId) };
}
