import type { FormEvent } from "react";
import { replyTicketBodySchema } from "@proparena/contracts/support";
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
import type { AdminTicket } from "../../api/get-admin-support-ticket";
import { useReplyAdminSupportTicket } from "../../api/reply-admin-support-ticket";
import { useReviewUpload } from "../../lib/use-review-upload";
import { ReviewUploadField } from "../review-upload-field";

type Field = "message" | "attachmentFileId";

const FIELDS: readonly string[] = ["message", "attachmentFileId"];
const INITIAL: Record<Field, string> = { message: "", attachmentFileId: "" };
const ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";

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

function refusedAtField(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    error.issues.some((issue) => FIELDS.includes(issue.path.split(".")[0] ?? ""))
  );
}

/** Support's answer to the trader, with an optional file; the ticket becomes "answered". */
export function AdminReplyForm({
  ticket,
  onConflict,
}: {
  ticket: AdminTicket;
  /** A 409: the ticket was closed meanwhile (it is fetched again, and this form goes). */
  onConflict: (message: string) => void;
}) {
  const reply = useReplyAdminSupportTicket(ticket.id);
  const form = useFormState<Field>(INITIAL, validate);
  const attachment = useReviewUpload("ticket", (file) =>
    form.setValue("attachmentFileId", file?.id ?? ""),
  );
  const busy = reply.isPending || attachment.uploading !== null;
  const untouched = form.values.message === "" && form.values.attachmentFileId === "";
  const conflict = isApiRequestError(reply.error) && reply.error.status === 409;

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
        if (!isApiRequestError(error)) return;
        if (error.status === 409) onConflict(errorMessage(error));
        else form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="admin-reply-title"
      className="space-y-4 border-t border-slate-800 pt-5"
    >
      <h3 id="admin-reply-title" className="text-base font-semibold text-white">
        Reply as support
      </h3>
      <TextAreaField
        label="Your reply"
        hint={`${ticket.userName || ticket.userEmail} sees it at once and is e-mailed.`}
        {...form.field("message")}
      />
      <ReviewUploadField
        upload={attachment}
        name="attachment"
        label="Attachment (optional)"
        hint="A screenshot or a document: JPEG, PNG or PDF, up to 8 MB."
        accept={ACCEPT}
        serverError={form.errors.attachmentFileId}
        disabled={reply.isPending}
      />
      {reply.isError && !conflict && !refusedAtField(reply.error) && (
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
        {reply.isPending ? "Sending…" : "Send reply"}
      </button>
    </form>
  );
}
