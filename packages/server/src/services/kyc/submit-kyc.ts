import { findCountry } from "@proparena/contracts/country-regions";
import {
  documentNeedsBack,
  type KycSubmission,
  type SubmitKycBody,
} from "@proparena/contracts/kyc";
import { dateOfBirthRefusal, kycStatusOf, kycTransition } from "@proparena/domain/backoffice/kyc";
import { eq } from "drizzle-orm";
import { kycSubmissions, users } from "../../db/schema";
import { conflict, fieldInvalid } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { newestOf, type SubmissionStatus, submissionViews } from "./kyc-views";

/**
 * The trader sends their identity documents (first time, or again after a rejection). One at a
 * time: while a submission waits, or once one is approved, 409. The files must be the trader's
 * own KYC uploads.
 */
export async function submitKyc(
  ctx: ServiceContext,
  user: UserRow,
  body: SubmitKycBody,
): Promise<KycSubmission> {
  const now = ctx.clock.now();
  const birthProblem = dateOfBirthRefusal(body.dateOfBirth, now.toISOString().slice(0, 10));
  if (birthProblem) throw fieldInvalid("dateOfBirth", birthProblem);
  if (!findCountry(body.country)) throw fieldInvalid("country", "Choose a country");
  const needsBack = documentNeedsBack(body.documentType);
  if (needsBack && !body.backFileId) {
    throw fieldInvalid("backFileId", "Upload the back of the document too.");
  }
  return ctx.db.transaction(async (tx) => {
    // One submission at a time per trader.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const newest = await newestOf(tx, user.id);
    const next = kycTransition(
      kycStatusOf(newest ? { status: newest.status as SubmissionStatus } : undefined),
      "submit",
    );
    if (!next.ok) throw conflict(next.reason);
    await ownFiles(tx, user.id, "kyc", {
      frontFileId: body.frontFileId,
      backFileId: needsBack ? body.backFileId : undefined,
      selfieFileId: body.selfieFileId,
    });
    const [row] = await tx
      .insert(kycSubmissions)
      .values({
        userId: user.id,
        status: next.status,
        legalName: body.legalName,
        dateOfBirth: body.dateOfBirth,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 || null,
        city: body.city,
        postalCode: body.postalCode,
        country: body.country,
        documentType: body.documentType,
        frontFileId: body.frontFileId,
        backFileId: needsBack ? body.backFileId! : null,
        selfieFileId: body.selfieFileId,
        submittedAt: now,
      })
      .returning();
    return (await submissionViews(tx, [row!]))[0]!;
  });
}
