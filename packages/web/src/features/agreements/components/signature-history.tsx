import type { AgreementSignature } from "@proparena/contracts/agreements";
import { formatTime } from "../../../lib/format-trading";
import { MetricsSection } from "../../../components/metrics-section";
import { SignaturePdfButton } from "./signature-pdf-button";

/** Signatures of earlier versions, newest first, each with its signed copy. */
export function SignatureHistory({ signatures }: { signatures: readonly AgreementSignature[] }) {
  if (signatures.length === 0) return null;
  return (
    <MetricsSection id="earlier-signatures" title="Earlier signatures">
      <ul aria-label="Earlier signatures" className="space-y-3">
        {signatures.map((signature) => (
          <li
            key={signature.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-100">Version {signature.version}</p>
              <p className="text-slate-400">
                Signed as {signature.typedName} on {formatTime(signature.signedAt)} from{" "}
                {signature.ip}
              </p>
            </div>
            <SignaturePdfButton signature={signature} label="Download PDF" />
          </li>
        ))}
      </ul>
    </MetricsSection>
  );
}
