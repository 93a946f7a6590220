import { useId } from "react";
import type { Certificate } from "@proparena/contracts/certificates";
import { buttonClass } from "../../../components/button-styles";
import { CopyLinkButton } from "../../../components/copy-link-button";
import { Logo } from "../../../components/logo";
import { formatCents } from "../../../lib/format-money";
import { formatDay } from "../../../lib/format-trading";
import { PRODUCT_NAME } from "../../../lib/product";

/** The certificate as a document: who earned what, when, on which plan, with its figures. */
function CertificateDocument({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl border border-amber-300/30 bg-gradient-to-b from-slate-900 to-slate-950 p-1.5 shadow-2xl shadow-black/40 sm:p-2"
    >
      <div className="rounded-[1.25rem] border border-amber-200/20 px-4 py-8 text-center sm:px-10 sm:py-12">
        <div className="flex justify-center">
          <Logo />
        </div>
        <p className="mt-6 text-xs font-semibold tracking-[0.3em] text-amber-300/90 uppercase">
          Certificate
        </p>
        <h1
          id={titleId}
          className="mt-2 font-serif text-3xl font-bold tracking-tight break-words text-white sm:text-4xl"
        >
          {certificate.title}
        </h1>
        <p className="mt-8 text-sm text-slate-400 italic">awarded to</p>
        <p
          data-testid="certificate-name"
          className="mt-1 font-serif text-2xl font-semibold break-words text-amber-100 sm:text-3xl"
        >
          {certificate.name}
        </p>
        <dl className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-xs tracking-wide text-slate-500 uppercase">Plan</dt>
            <dd className="mt-1 font-medium text-slate-100">{certificate.planLabel}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-slate-500 uppercase">Issued</dt>
            <dd className="mt-1 font-medium text-slate-100">
              <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt)}</time>
            </dd>
          </div>
        </dl>
        {certificate.figures.length > 0 && (
          <dl className="mx-auto mt-8 grid max-w-xl grid-cols-1 gap-3 border-t border-amber-200/10 pt-8 sm:grid-cols-2">
            {certificate.figures.map((figure) => (
              <div
                key={figure.label}
                className="rounded-xl border border-slate-800 bg-slate-900/60 px-4 py-3"
              >
                <dt className="text-xs text-slate-400">{figure.label}</dt>
                <dd className="mt-1 font-mono text-xl font-bold text-white tabular-nums">
                  {formatCents(figure.cents)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}

/** The public page's body: the document, the verification line, the PDF and the share link. */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  return (
    <div className="space-y-6">
      <CertificateDocument certificate={certificate} />
      <div
        role="note"
        aria-label="Verification"
        className="flex gap-3 rounded-xl border border-emerald-500/40 bg-emerald-950/40 p-4 text-sm text-emerald-100"
      >
        <span aria-hidden="true" className="text-lg leading-5 text-emerald-300">
          ✓
        </span>
        <div className="min-w-0 space-y-1">
          <p className="font-medium">
            Genuine: this certificate was issued by {PRODUCT_NAME} and is recorded on our servers.
          </p>
          <p className="text-emerald-200/80">
            Certificate id{" "}
            <code className="rounded bg-slate-900/70 px-1.5 py-0.5 font-mono text-xs break-all text-emerald-50">
              {certificate.id}
            </code>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a href={certificate.pdfPath} download className={buttonClass("primary")}>
          Download PDF
        </a>
        <CopyLinkButton url={certificate.verifyUrl} size="md" />
      </div>
    </div>
  );
}
