import type { FormEvent } from "react";
import {
  createTicketBodySchema,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  type Ticket,
} from "@proparena/contracts/support";
import { FileUploadField } from "../../../components/file-upload-field";
import { FormSubmit } from "../../../components/form-submit";
import { SelectField } from "../../../components/select-field";
import { TextAreaField } from "../../../components/text-area-field";
import { TextField } from "../../../components/text-field";
import { TICKET_ATTACHMENT_FIELD } from "../../../components/ticket-thread/attachment-field";
import { useFileUpload } from "../../../lib/use-file-upload";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";
import { useCreateSupportTicket } from "../requests/create-support-ticket";
import { useAnswerTime } from "../requests/get-answer-time";
import { usualAnswer } from "../lib/expected-answer";

type Field = "subject" | "category" | "message" | "attachmentFileId";

const FIELDS: readonly Field[] = ["subject", "category", "message", "attachmentFileId"];
const INITIAL: Record<Field, string> = {
  subject: "",
  category: "",
  message: "",
  attachmentFileId: "",
};

function parse(values: Record<Field, string>) {
  return createTicketBodySchema.safeParse({
    subject: values.subject,
    category: values.category || undefined,
    message: values.message,
    attachmentFileId: values.attachmentFileId || undefined,
  });
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = parse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/** A new ticket: subject, category, the first message and an optional file. */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
}) {
  const create = useCreateSupportTicket();
  const answerTime = useAnswerTime();
  const form = useFormState<Field>(INITIAL, validate);
  const attachment = useFileUpload("ticket", (file) =>
    form.setValue("attachmentFileId", file?.id ?? ""),
  );
  const busy = create.isPending || attachment.uploading !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    const parsed = parse(form.values);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: form.showRefusal,
    });
  };

  return (
    <section
      aria-labelledby="new-ticket-title"
      className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <div>
        <h2 id="new-ticket-title" className="text-lg font-semibold text-white">
          New ticket
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Tell us what you need. We answer here, and you can add to the ticket any time.
          {answerTime.data && <> {usualAnswer(answerTime.data)}</>}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Subject"
          autoFocus
          maxLength={120}
          hint="A few words, e.g. “Payout for last week not received”."
          {...form.field("subject")}
        />
        <SelectField
          label="Category"
          hint="So the right person answers."
          {...form.selectField("category")}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {TICKET_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Message"
          hint="What happened, and the account, trade or payout it concerns."
          {...form.field("message")}
        />
        <FileUploadField
          upload={attachment}
          {...TICKET_ATTACHMENT_FIELD}
          doneLabel="attached"
          progressBar
          serverError={form.errors.attachmentFileId}
          disabled={create.isPending}
        />
        <FormSubmit
          label="Send ticket"
          pendingLabel="Sending…"
          pending={create.isPending}
          disabled={busy}
          onCancel={onCancel}
          error={create.error}
          shownAtFields={FIELDS}
          errorTitle="Your ticket was not sent"
        />
      </form>
    </section>
  );
}
