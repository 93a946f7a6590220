import { kycStatusOf, type KycStatus } from "@proparena/domain/backoffice/kyc";
import type { Db, Tx } from "../../db/database";
import { newestOf, type SubmissionStatus } from "./kyc-views";

/** The trader's KYC status: their newest submission's, or not started. */
export async function kycStatusOfUser(db: Db | Tx, userId: string): Promise<KycStatus> {
  const newest = await newestOf(db, userId);
  return kycStatusOf(newest ? { status: newest.status as SubmissionStatus } : undefined);
}
