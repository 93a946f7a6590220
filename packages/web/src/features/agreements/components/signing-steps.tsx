import { Link } from "react-router";
import type { AgreementSigner } from "@proparena/contracts/agreements";
import { KycStatusBadge } from "../../../components/kyc-status-badge";

const linkClass = "font-semibold text-brand-300 underline underline-offset-2 hover:text-white";

/** What the first step still needs, by KYC status (null once approved). */
const KYC_TODO: Record<AgreementSigner["kycStatus"], string | null> = {
  not_started: "Send your identity documents first.",
  submitted: "Your documents are being checked: you can sign once they are approved.",
  rejected: "Your documents were rejected: send new ones, and sign once they are approved.",
  approved: null,
};

/**
 * The order of signing, and why: the identity check comes first, because the signature must be
 * the legal name it verified (so the agreement binds the person we verified).
 */
export function SigningSteps({ signer }: { signer: AgreementSigner }) {
  const todo = KYC_TODO[signer.kycStatus];
  return (
    <ol aria-label="Before you sign" className="space-y-3 text-sm text-slate-300">
      <li className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-white">1. Verify your identity (KYC)</span>
        <KycStatusBadge status={signer.kycStatus} />
        {todo && (
          <span className="w-full">
            {todo}{" "}
            <Link to="/dashboard/kyc" className={linkClass}>
              Go to identity verification
            </Link>
          </span>
        )}
      </li>
      <li>
        <span className="font-semibold text-white">2. Sign with your legal name</span>
        <span className="block">
          {signer.legalName
            ? `Type ${signer.legalName}, the legal name of your approved identity check (capitals and spacing do not matter).`
            : "Your signature must be the legal name your identity check verifies, so it comes second."}
        </span>
      </li>
    </ol>
  );
}
