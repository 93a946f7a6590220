import { useRef } from "react";
import { formatFileSize } from "../lib/format-file-size";
import type { FileUpload } from "../lib/use-file-upload";
import { buttonClass, focusRing } from "./button-styles";
import { FieldFrame, useFieldIds } from "./field-frame";
import { Spinner } from "./spinner";

/**
 * A file input drawn as a "Choose a file" button (the real input stays for keyboards and screen
 * readers), "Uploading…" while it goes (with `progressBar`, over a moving bar), then the file's
 * name and size, "· `doneLabel`", with a way to remove it. `serverError` is what the server said
 * of the file id when the form was sent.
 */
export function FileUploadField({
  upload,
  label,
  hint,
  accept,
  name,
  doneLabel,
  progressBar = false,
  serverError,
  disabled = false,
}: {
  upload: FileUpload;
  label: string;
  hint: string;
  accept: string;
  name: string;
  /** After the size once stored: "attached", "uploaded". */
  doneLabel: string;
  progressBar?: boolean;
  serverError?: string | undefined;
  disabled?: boolean;
}) {
  const error = upload.error ?? serverError;
  const ids = useFieldIds(error, hint);
  const inputRef = useRef<HTMLInputElement>(null);
  const { file, uploading } = upload;

  const remove = () => {
    upload.remove();
    inputRef.current?.focus();
  };

  const uploadingText = (
    <>
      <Spinner className="size-4 shrink-0" />
      <span className="truncate">Uploading {uploading}…</span>
    </>
  );

  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className="">
      <input
        ref={inputRef}
        id={ids.id}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled || uploading !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // Cleared so that picking the same file again is heard; the chip shows what is there.
          event.target.value = "";
          if (picked) upload.pick(picked);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={ids.id}
        className={buttonClass(
          "secondary",
          "sm",
          "mt-1.5 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        )}
      >
        <span aria-hidden="true">📎</span>
        {file ? "Choose another file" : "Choose a file"}
      </label>
      {uploading !== null &&
        (progressBar ? (
          <div
            role="status"
            className="mt-2 space-y-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm text-slate-200"
          >
            <p className="flex min-w-0 items-center gap-2">{uploadingText}</p>
            <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-slate-800">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-400" />
            </div>
          </div>
        ) : (
          <p
            role="status"
            className="mt-2 flex min-w-0 items-center gap-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm text-slate-200"
          >
            {uploadingText}
          </p>
        ))}
      {file && (
        <div className="mt-2 flex items-center justify-between gap-3 rounded-lg border border-slate-800 bg-slate-950/60 px-3 py-2 text-sm">
          <p className="min-w-0">
            <span className="block truncate font-medium text-slate-100">{file.name}</span>
            <span className="block text-xs text-slate-400">
              {formatFileSize(file.sizeBytes)} · {doneLabel}
            </span>
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className={`shrink-0 rounded px-2 py-1 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white ${focusRing}`}
          >
            Remove
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
