import type { FormEvent } from "react";
import { replyTicketBodySchema, type Ticket } from "@proparena/contracts/support";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { TextAreaField } from "../../../../components/text-area-field";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { useFormState } from "../../../../lib/use-form-state";
import {
  issueFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from "../../../../lib/zod-field-errors";
import { useReplySupportTicket } from "../../api/reply-support-ticket";
import { AttachmentField } from "./attachment-field";
import { refusedAtField } from "./form-errors";
import { useTicketAttachment } from "./use-ticket-attachment";

type Field = "message" | "attachmentFileId";

const FIELDS: readonly Field[] = ["message", "attachmentFileId"];
const INITIAL: Record<Field, string> = { message: "", attachmentFileId: "" };

function parse(values: Record<Field, string>) {
  return replyTicketBodySchema.safeParse({
    message: values.message,
    attachmentFileId: values.attachmentFileId || undefined,
  });
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = parse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/** The reply box under a thread, with an optional file; on a closed ticket it reopens it. */
export function ReplyForm({ ticket }: { ticket: Ticket }) {
  const reply = useReplySupportTicket(ticket.id);
  const form = useFormState<Field>(INITIAL, validate);
  const attachment = useTicketAttachment((file) =>
    form.setValue("attachmentFileId", file?.id ?? ""),
  );
  const busy = reply.isPending || attachment.uploading !== null;
  const closed = ticket.status === "closed";
  const untouched = form.values.message === "" && form.values.attachmentFileId === "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    const parsed = parse(form.values);
    if (!parsed.success) return;
    reply.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        attachment.remove();
      },
      onError: (error) => {
        if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="reply-title"
      className="space-y-4 border-t border-slate-800 pt-5"
    >
      <h3 id="reply-title" className="text-base font-semibold text-white">
        {closed ? "Reply and reopen" : "Reply"}
      </h3>
      <TextAreaField
        label="Your reply"
        hint={
          closed
            ? "This ticket is closed: sending a reply opens it again."
            : "We see your reply at once and answer here."
        }
        {...form.field("message")}
      />
      <AttachmentField
        attachment={attachment}
        serverError={form.errors.attachmentFileId}
        disabled={reply.isPending}
      />
      {reply.isError && !refusedAtField(reply.error, FIELDS) && (
        <Alert tone="error" title="Your reply was not sent">
          {errorMessage(reply.error)}
        </Alert>
      )}
      {reply.isSuccess && untouched && <Alert tone="success">Your reply was sent.</Alert>}
      <button
        type="submit"
        disabled={busy}
        className={buttonClass("primary", "md", "w-full sm:w-auto")}
      >
        {reply.isPending ? "Sending…" : closed ? "Send and reopen" : "Send reply"}
      </button>
    </form>
  );
}
