import { desc, eq } from "drizzle-orm";
import { agreementSignatures } from "../../db/schema";
import { approvedLegalName } from "../kyc/read-approved-legal-name";
import { kycStatusOfUser } from "../kyc/read-kyc-status";
import type { ServiceContext } from "../service-context";
import { currentAgreement } from "./agreement-text";
import { signatureView } from "./signature-views";

export async function myAgreements(ctx: ServiceContext, userId: string) {
  const current = currentAgreement();
  const [rows, kycStatus, legalName] = await Promise.all([
    ctx.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, userId))
      .orderBy(desc(agreementSignatures.signedAt)),
    kycStatusOfUser(ctx.db, userId),
    approvedLegalName(ctx.db, userId),
  ]);
  const signatures = rows.map(signatureView);
  return {
    current,
    signer: { kycStatus, legalName },
    signedCurrent: signatures.find((s) => s.version === current.version) ?? null,
    signatures,
  };
}
