import type { FundedPath } from "@proparena/contracts/funded-path";
import { currentAgreement } from "../agreements/agreement-text";
import { signedCurrentAgreement } from "../agreements/signed-current-agreement";
import { kycStatusOfUser } from "../kyc/read-kyc-status";
import type { ServiceContext } from "../service-context";
import { passedPhaseTwo } from "./passed-phase-two";

const KYC_MISSING = {
  not_started: "Verify your identity (KYC).",
  submitted: "Wait for your identity documents to be checked.",
  rejected: "Your identity documents were rejected: send new ones.",
  approved: null,
} as const;

/** What stands between the trader's passed phase II accounts and their funded accounts. */
export async function fundedPath(ctx: ServiceContext, userId: string): Promise<FundedPath> {
  const [passed, kycStatus, agreementSigned] = await Promise.all([
    passedPhaseTwo(ctx.db, userId),
    kycStatusOfUser(ctx.db, userId),
    signedCurrentAgreement(ctx.db, userId),
  ]);
  const waiting = passed.some((row) => row.fundedId === null);
  const missing: string[] = [];
  if (passed.length === 0) missing.push("Pass phase II of a challenge.");
  if (passed.length === 0 || waiting) {
    const kyc = KYC_MISSING[kycStatus];
    if (kyc) missing.push(kyc);
    if (!agreementSigned) {
      missing.push(`Sign the trader agreement (version ${currentAgreement().version}).`);
    }
  }
  return {
    kycStatus,
    agreementSigned,
    missing,
    accounts: passed.map((row) => ({
      passedAccountId: row.id,
      planId: row.plan,
      passedAt: (row.endedAt ?? new Date(0)).toISOString(),
      fundedAccountId: row.fundedId,
    })),
  };
}
