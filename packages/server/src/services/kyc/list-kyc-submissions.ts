import { and, asc, desc, eq, gt, or, type SQL } from "drizzle-orm";
import { kycSubmissions, users } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { adminSubmissionViews, type SubmissionStatus } from "./kyc-views";
import type { ServiceContext } from "../service-context";

/**
 * The review queue: waiting submissions oldest first (first come, first served); decided ones
 * newest first. Keyset pages.
 */
export async function listKycSubmissions(
  { db }: ServiceContext,
  query: { status?: SubmissionStatus; cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  const waiting = query.status === "submitted";
  const t = kycSubmissions;
  let position: SQL | undefined;
  if (after) {
    position = waiting
      ? or(gt(t.submittedAt, after.time), and(eq(t.submittedAt, after.time), gt(t.id, after.id)))
      : olderThan(t.submittedAt, t.id, after);
  }
  const rows = await db
    .select({ submission: t, email: users.email, name: users.name })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(query.status ? eq(t.status, query.status) : undefined, position))
    .orderBy(...(waiting ? [asc(t.submittedAt), asc(t.id)] : [desc(t.submittedAt), desc(t.id)]))
    .limit(query.limit + 1);
  const page = pageOf(
    rows,
    query.limit,
    (row) => ({ time: row.submission.submittedAt, id: row.submission.id }),
    (row) => row,
  );
  return { items: await adminSubmissionViews(db, page.items), nextCursor: page.nextCursor };
}
