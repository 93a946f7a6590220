import { useId, type FormEvent } from "react";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import { buttonClass } from "../../../components/button-styles";
import { FormSubmit } from "../../../components/form-submit";
import { TextAreaField } from "../../../components/text-area-field";
import { formatFileSize } from "../../../lib/format-file-size";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { useAppealFlag } from "../requests/appeal-flag";
import { useAttachments } from "../lib/use-attachments";

export const MAX_APPEAL_ATTACHMENTS = 5;
const MIN_STATEMENT = 20;
const MAX_STATEMENT = 5000;

type Field = "statement" | "attachmentFileIds";
const FIELDS: readonly Field[] = ["statement", "attachmentFileIds"];

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const statement = values.statement.trim();
  if (statement.length < MIN_STATEMENT) {
    return {
      statement: `Write at least ${MIN_STATEMENT} characters: what happened, in your words.`,
    };
  }
  if (statement.length > MAX_STATEMENT) {
    return { statement: `Keep it under ${MAX_STATEMENT.toLocaleString("en-US")} characters.` };
  }
  return {};
}

/**
 * The trader's answer to an open flag: a statement and up to five files (screenshots,
 * statements), each uploaded with purpose "appeal" as soon as it is picked. Sent once; an admin
 * then reads it with the evidence.
 */
export function AppealForm({ flagId }: { flagId: string }) {
  const appeal = useAppealFlag();
  const form = useFormState<Field>({ statement: "", attachmentFileIds: "" }, validate);
  const attachments = useAttachments("appeal", MAX_APPEAL_ATTACHMENTS);
  const fileInputId = useId();
  const busy = appeal.isPending || attachments.uploading;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    appeal.mutate(
      {
        flagId,
        statement: form.values.statement.trim(),
        attachmentFileIds: attachments.ids,
      },
      { onError: form.showRefusal },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Appeal this flag">
      <TextAreaField
        label="Your statement"
        hint={`What happened, and why it is not what the detector saw (${MIN_STATEMENT} to ${MAX_STATEMENT.toLocaleString("en-US")} characters).`}
        maxLength={MAX_STATEMENT}
        {...form.field("statement")}
      />
      <div className="space-y-2">
        <label htmlFor={fileInputId} className="block text-sm font-medium text-slate-200">
          Attachments (optional, up to {MAX_APPEAL_ATTACHMENTS})
        </label>
        <p className="text-xs text-slate-400">
          JPEG, PNG or PDF, at most {Math.round(UPLOAD_RULES.appeal.maxBytes / (1024 * 1024))} MB
          each.
        </p>
        <input
          id={fileInputId}
          type="file"
          multiple
          accept={UPLOAD_RULES.appeal.types.join(",")}
          disabled={attachments.full || appeal.isPending}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = "";
            attachments.add(picked);
          }}
          className="block text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-1.5 file:text-slate-100"
        />
        {attachments.items.length > 0 && (
          <ul aria-label="Attached files" className="space-y-1 text-sm">
            {attachments.items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-100">{item.name}</span>
                <span className={item.error ? "text-rose-300" : "text-slate-400"}>
                  {item.error
                    ? item.error
                    : item.file
                      ? `${formatFileSize(item.file.sizeBytes)} · attached`
                      : "Uploading…"}
                </span>
                <button
                  type="button"
                  onClick={() => attachments.remove(item.key)}
                  className={buttonClass("ghost", "sm")}
                  aria-label={`Remove ${item.name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {attachments.full && (
          <p className="text-xs text-slate-400">
            {MAX_APPEAL_ATTACHMENTS} files attached: remove one to add another.
          </p>
        )}
        {form.errors.attachmentFileIds && (
          <p className="text-sm text-rose-300">{form.errors.attachmentFileIds}</p>
        )}
      </div>
      <FormSubmit
        label="Send the appeal"
        pendingLabel="Sending…"
        pending={appeal.isPending}
        disabled={busy}
        error={appeal.error}
        shownAtFields={FIELDS}
        errorTitle="Your appeal was not sent"
      />
    </form>
  );
}
