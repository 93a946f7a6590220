import { kycStatusOf } from "@proparena/domain/backoffice/kyc";
import { eq } from "drizzle-orm";
import { kycSubmissions } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { newestFirst, type SubmissionStatus, submissionViews } from "./kyc-views";

export async function myKyc(ctx: ServiceContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(50);
  const newest = rows[0];
  return {
    status: kycStatusOf(newest ? { status: newest.status as SubmissionStatus } : undefined),
    submissions: await submissionViews(ctx.db, rows),
  };
}
