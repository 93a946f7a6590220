import { useId } from "react";
import { Link } from "react-router";
import type { Certificate } from "@proparena/contracts/certificates";
import { buttonClass } from "../../../../components/button-styles";
import { CopyLinkButton } from "../../../../components/copy-link-button";
import { formatCents } from "../../../../lib/format-money";
import { formatDay } from "../../../../lib/format-trading";
import { certificatePath } from "../../../../lib/paths";

const KIND: Record<Certificate["kind"], { icon: string; tone: string }> = {
  phase1Pass: { icon: "I", tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200" },
  phase2Pass: { icon: "II", tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200" },
  payout: { icon: "$", tone: "border-amber-400/40 bg-amber-400/10 text-amber-200" },
};

/** One certificate of the account: what it certifies, its figures, the PDF and its public page. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const headingId = useId();
  const kind = KIND[certificate.kind];
  return (
    <article
      aria-labelledby={headingId}
      data-certificate={certificate.id}
      className="flex flex-col gap-4 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border font-serif text-sm font-bold ${kind.tone}`}
        >
          {kind.icon}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-white">
            {certificate.title}
          </h3>
          <p className="text-sm text-slate-400">
            {certificate.planLabel} · Issued{" "}
            <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt)}</time>
          </p>
        </div>
      </header>
      {certificate.figures.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {certificate.figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-xs text-slate-400">{figure.label}</dt>
              <dd className="font-mono text-slate-100 tabular-nums">{formatCents(figure.cents)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <a href={certificate.pdfPath} download className={buttonClass("primary", "sm")}>
          Download PDF
        </a>
        <Link to={certificatePath(certificate.id)} className={buttonClass("ghost", "sm")}>
          Verify / share
        </Link>
        <CopyLinkButton url={certificate.verifyUrl} />
      </div>
    </article>
  );
}
