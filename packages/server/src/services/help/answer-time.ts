import type { AnswerTime } from "@proparena/contracts/help";
import {
  ANSWER_WINDOW_DAYS,
  answerTimeEstimate,
  MAX_ANSWER_SAMPLES,
} from "@proparena/domain/backoffice/support-answer-time";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { supportMessages, supportTickets } from "../../db/schema";
import type { ServiceContext } from "../service-context";

const DAY = 86_400_000;

/**
 * How long a ticket can expect to wait for our first answer, from the data: the first support
 * reply of each ticket opened in the last ANSWER_WINDOW_DAYS (the newest MAX_ANSWER_SAMPLES
 * answered ones), their median; with too few, the stated service level (domain
 * support-answer-time).
 */
export async function supportAnswerTime(ctx: ServiceContext): Promise<AnswerTime> {
  const since = new Date(ctx.clock.now().getTime() - ANSWER_WINDOW_DAYS * DAY);
  const firstAnswer = sql<Date>`min(${supportMessages.createdAt})`;
  const rows = await ctx.db
    .select({ openedAt: supportTickets.createdAt, answeredAt: firstAnswer })
    .from(supportTickets)
    .innerJoin(
      supportMessages,
      and(eq(supportMessages.ticketId, supportTickets.id), eq(supportMessages.author, "support")),
    )
    .where(gte(supportTickets.createdAt, since))
    .groupBy(supportTickets.id, supportTickets.createdAt)
    .orderBy(desc(supportTickets.createdAt))
    .limit(MAX_ANSWER_SAMPLES);
  const estimate = answerTimeEstimate(
    rows.map((r) => new Date(r.answeredAt).getTime() - r.openedAt.getTime()),
  );
  return { ...estimate, windowDays: ANSWER_WINDOW_DAYS };
}
