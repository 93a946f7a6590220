import { type AdminKycSubmission } from "@proparena/contracts/kyc";
import { eq } from "drizzle-orm";
import { kycSubmissions, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { adminSubmissionViews } from "./kyc-views";
import type { ServiceContext } from "../service-context";

export async function adminKycSubmission(
  { db }: ServiceContext,
  id: string,
): Promise<AdminKycSubmission> {
  const rows = isUuid(id)
    ? await db
        .select({ submission: kycSubmissions, email: users.email, name: users.name })
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.userId))
        .where(eq(kycSubmissions.id, id))
    : [];
  if (rows.length === 0) throw notFound("KYC submission not found");
  return (await adminSubmissionViews(db, rows))[0]!;
}
