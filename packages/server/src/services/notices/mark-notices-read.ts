import type { ReadNoticesBody } from "@proparena/contracts/notices";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { notices } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { unreadOf } from "./notice-views";

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
