import {
  type AdminKycSubmission,
  type KycDocumentType,
  type KycSubmission,
} from "@proparena/contracts/kyc";
import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { kycSubmissions } from "../../db/schema";
import { filesByIds } from "../files/find-files-by-ids";

// KYC submissions as the API shows them (the trader's and the admin's), and the newest of a user.

type SubmissionRow = typeof kycSubmissions.$inferSelect;

export type SubmissionStatus = "submitted" | "approved" | "rejected";

export async function submissionViews(
  db: Db | Tx,
  rows: SubmissionRow[],
): Promise<KycSubmission[]> {
  const files = await filesByIds(
    db,
    rows.flatMap((row) => [row.frontFileId, row.backFileId, row.selfieFileId]),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status as SubmissionStatus,
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    documentType: row.documentType as KycDocumentType,
    front: files.get(row.frontFileId)!,
    back: row.backFileId ? (files.get(row.backFileId) ?? null) : null,
    selfie: files.get(row.selfieFileId)!,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * Newest first, with the live one (waiting or approved: at most one) ahead of any rejected one,
 * so the order holds even when two submissions share a time.
 */
export const newestFirst = [
  desc(sql`${kycSubmissions.status} in ('submitted', 'approved')`),
  desc(kycSubmissions.submittedAt),
  desc(kycSubmissions.id),
];

export async function newestOf(db: Db | Tx, userId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function adminSubmissionViews(
  db: Db | Tx,
  rows: { submission: SubmissionRow; email: string; name: string }[],
): Promise<AdminKycSubmission[]> {
  const plain = await submissionViews(
    db,
    rows.map((row) => row.submission),
  );
  return plain.map((view, i) => ({
    ...view,
    userId: rows[i]!.submission.userId,
    userEmail: rows[i]!.email,
    userName: rows[i]!.name,
    decidedBy: rows[i]!.submission.decidedByEmail,
  }));
}
