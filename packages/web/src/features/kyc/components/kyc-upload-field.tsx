import { useId, useState, type ChangeEvent } from "react";
import type { StoredFile } from "@proparena/contracts/uploads";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import { buttonClass } from "../../../components/button-styles";
import { Spinner } from "../../../components/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useUploadKycFile } from "../requests/upload-kyc-file";
import { FilePreview } from "./file-preview";

const ACCEPT = UPLOAD_RULES.kyc.types.join(",");
const MAX_MB = Math.round(UPLOAD_RULES.kyc.maxBytes / (1024 * 1024));

/**
 * One document of the KYC form: uploads as soon as a file is chosen (POST /uploads/kyc),
 * then shows the stored file with its preview and a way to replace it. The file input is named
 * after the form field (e.g. `frontFileId`) so a failed submit can focus it.
 */
export function KycUploadField({
  name,
  label,
  hint,
  file,
  error,
  onUploaded,
}: {
  name: string;
  label: string;
  hint: string;
  file: StoredFile | null;
  /** The form's error for this document (missing, or refused by the server on submit). */
  error: string | undefined;
  onUploaded: (file: StoredFile) => void;
}) {
  const id = useId();
  const upload = useUploadKycFile();
  const [sending, setSending] = useState<string | null>(null);

  const uploadError = upload.isError
    ? `${sending ?? "The file"} was not uploaded: ${errorMessage(upload.error)}`
    : undefined;
  const shownError = uploadError ?? error;
  const fullHint = `${hint} JPEG, PNG or PDF, up to ${MAX_MB} MB.`;
  const describedBy = shownError ? `${id}-error` : `${id}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    if (!picked) return;
    setSending(picked.name);
    upload.mutate(picked, { onSuccess: (stored) => onUploaded(stored) });
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="block text-sm font-medium text-slate-200">
        {label}
      </p>
      <div
        className={`mt-1.5 flex flex-col gap-3 rounded-lg border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between ${
          shownError ? "border-rose-500" : "border-slate-700"
        }`}
      >
        <div className="min-w-0 flex-1">
          {upload.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
              <Spinner className="size-4" />
              <span className="truncate">Uploading {sending}…</span>
            </p>
          ) : file ? (
            <FilePreview file={file} />
          ) : (
            <p className="text-sm text-slate-400">No file chosen yet.</p>
          )}
        </div>
        <div className="shrink-0">
          <input
            id={`${id}-input`}
            type="file"
            name={name}
            accept={ACCEPT}
            disabled={upload.isPending}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-input`}
            aria-hidden="true"
            className={buttonClass(
              "secondary",
              "sm",
              "w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 sm:w-auto",
            )}
          >
            {upload.isPending ? "Uploading…" : file ? "Replace file" : "Choose file"}
          </label>
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-300">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
          {fullHint}
        </p>
      )}
    </div>
  );
}
