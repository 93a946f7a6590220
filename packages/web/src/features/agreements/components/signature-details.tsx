import type { AgreementSignature } from "@proparena/contracts/agreements";
import { formatTime } from "../../../lib/format-trading";
import { SignaturePdfButton } from "./signature-pdf-button";

/** The signature of the current version: who, when, from where, of which exact text. */
export function SignatureDetails({ signature }: { signature: AgreementSignature }) {
  const rows: [string, string, string?][] = [
    ["Signed as", signature.typedName],
    ["Signed at", formatTime(signature.signedAt)],
    ["IP address", signature.ip, "font-mono"],
    ["Version", signature.version],
    ["SHA-256 of the text", signature.sha256, "font-mono text-xs break-all"],
  ];
  return (
    <section
      aria-labelledby="signed-title"
      className="space-y-4 rounded-2xl border border-emerald-500/40 bg-emerald-950/20 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-2.5 py-0.5 text-xs font-medium text-emerald-200">
            <span aria-hidden="true">✓</span> Signed
          </span>
          <h2 id="signed-title" className="text-lg font-semibold text-white">
            You signed this version
          </h2>
        </div>
        <SignaturePdfButton signature={signature} />
      </div>
      <dl className="divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-950/40">
        {rows.map(([label, value, extra]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className={`text-sm font-medium text-slate-100 sm:col-span-2 ${extra ?? ""}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
