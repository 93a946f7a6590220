import type { ReactNode } from "react";
import { KYC_DOCUMENT_LABELS, type KycSubmission } from "@proparena/contracts/kyc";
import { AddressLines } from "../../../components/address-lines";
import { DetailRows } from "../../../components/detail-rows";
import { formatDay, formatTime } from "../../../lib/format-trading";
import { FilePreview } from "./file-preview";

/** What a submission sent: the details and the documents, with previews. */
export function KycSubmissionDetails({ submission }: { submission: KycSubmission }) {
  const rows: [string, ReactNode][] = [
    ["Legal name", submission.legalName],
    ["Date of birth", formatDay(`${submission.dateOfBirth}T00:00:00.000Z`)],
    ["Address", <AddressLines address={submission} />],
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
      <DetailRows rows={rows} />
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
