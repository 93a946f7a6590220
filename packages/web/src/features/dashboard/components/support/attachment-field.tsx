import { useRef } from "react";
import { focusRing, buttonClass } from "../../../../components/button-styles";
import { FieldFrame, useFieldIds } from "../../../../components/field-frame";
import { Spinner } from "../../../../components/spinner";
import { formatFileSize } from "../../lib/ticket-format";
import type { TicketAttachment } from "./use-ticket-attachment";

const ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";
const HINT = "A screenshot or a document: JPEG, PNG or PDF, up to 8 MB.";

/**
 * An optional file: a "Choose a file" button (the real input stays for keyboards and screen
 * readers), "Uploading…" while it goes, then its name and size with a way to remove it.
 * `serverError` is what the server said of the file id when the form was sent.
 */
export function AttachmentField({
  attachment,
  serverError,
  disabled = false,
}: {
  attachment: TicketAttachment;
  serverError?: string | undefined;
  disabled?: boolean;
}) {
  const error = attachment.error ?? serverError;
  const ids = useFieldIds(error, HINT);
  const inputRef = useRef<HTMLInputElement>(null);
  const { file, uploading } = attachment;

  const remove = () => {
    attachment.remove();
    inputRef.current?.focus();
  };

  return (
    <FieldFrame ids={ids} label="Attachment (optional)" error={error} hint={HINT} className="">
      <input
        ref={inputRef}
        id={ids.id}
        type="file"
        name="attachment"
        accept={ACCEPT}
        disabled={disabled || uploading !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // Cleared so that picking the same file again is heard; the chip shows what is attached.
          event.target.value = "";
          if (picked) attachment.pick(picked);
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
      {uploading !== null && (
        <div
          role="status"
          className="mt-2 space-y-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm text-slate-200"
        >
          <p className="flex min-w-0 items-center gap-2">
            <Spinner className="size-4 shrink-0" />
            <span className="truncate">Uploading {uploading}…</span>
          </p>
          <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-slate-800">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-400" />
          </div>
        </div>
      )}
      {file && (
        <div className="mt-2 flex items-center justify-between gap-3 rounded-lg border border-slate-800 bg-slate-950/60 px-3 py-2 text-sm">
          <p className="min-w-0">
            <span className="block truncate font-medium text-slate-100">{file.name}</span>
            <span className="block text-xs text-slate-400">
              {formatFileSize(file.sizeBytes)} · attached
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
