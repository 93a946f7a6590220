import type { ReactNode } from "react";
import { KYC_DOCUMENT_LABELS, type KycSubmission } from "@proparena/contracts/kyc";
import { findCountry } from "@proparena/contracts/country-regions";
import { formatDay, formatTime } from "../../../../lib/format-trading";
import { FilePreview } from "./file-preview";

/** The address on one line per part, as the trader typed it. */
function addressLines(submission: KycSubmission): string[] {
  const country = findCountry(submission.country)?.countryName ?? submission.country;
  return [
    submission.addressLine1,
    submission.addressLine2 ?? "",
    `${submission.postalCode} ${submission.city}`,
    country,
  ].filter((line) => line.trim() !== "");
}

/** What a submission sent: the details and the documents, with previews. */
export function KycSubmissionDetails({ submission }: { submission: KycSubmission }) {
  const rows: [string, ReactNode][] = [
    ["Legal name", submission.legalName],
    ["Date of birth", formatDay(`${submission.dateOfBirth}T00:00:00.000Z`)],
    [
      "Address",
      addressLines(submission).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      )),
    ],
    ["Document", KYC_DOCUMENT_LABELS[submission.documentType]],
    ["Sent", formatTime(submission.submittedAt)],
  ];
  const files = [
    ["Front of the document", submission.front],
    ["Back of the document", submission.back],
    ["Selfie", submission.selfie],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-800 rounded-xl border border-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="text-sm font-medium break-words text-slate-100 sm:col-span-2">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Documents sent" className="grid gap-3 sm:grid-cols-3">
        {files.map(([label, file]) =>
          file ? (
            <li key={label} className="rounded-xl border border-slate-800 p-3">
              <FilePreview file={file} label={label} />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
