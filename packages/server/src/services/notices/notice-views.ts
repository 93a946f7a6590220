import type { Notice, NoticeKind } from "@proparena/contracts/notices";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { notices } from "../../db/schema";

// Notices as the API shows them, and a user's unread count.

type NoticeRow = typeof notices.$inferSelect;

export function noticeView(row: NoticeRow): Notice {
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

export async function unreadOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}
