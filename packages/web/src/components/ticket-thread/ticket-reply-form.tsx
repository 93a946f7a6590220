import type { FormEvent } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { replyTicketBodySchema, type ReplyTicketBody } from "@proparena/contracts/support";
import { errorMessage, isApiRequestError } from "../../lib/api-client";
import { useFileUpload } from "../../lib/use-file-upload";
import { useFormState } from "../../lib/use-form-state";
import {
  issueFieldErrors,
  refusedAtField,
  zodFieldErrors,
  type FieldErrors,
} from "../../lib/zod-field-errors";
import { Alert } from "../alert";
import { buttonClass } from "../button-styles";
import { FileUploadField } from "../file-upload-field";
import { TextAreaField } from "../text-area-field";
import { TICKET_ATTACHMENT_FIELD } from "./attachment-field";

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

/**
 * The reply box under a ticket's thread: the message and an optional file (uploaded at once;
 * `typeRefusal` refuses a type the browser already knows is wrong, `doneLabel` and
 * `progressBar` as FileUploadField), sent by `reply`. Field refusals show at their fields; with
 * `onConflict`, a 409 (the ticket changed meanwhile) goes there instead of an alert.
 */
export function TicketReplyForm<T>({
  reply,
  titleId,
  title,
  hint,
  submitLabel,
  doneLabel,
  progressBar = false,
  typeRefusal,
  onConflict,
}: {
  reply: UseMutationResult<T, Error, ReplyTicketBody>;
  titleId: string;
  title: string;
  hint: string;
  submitLabel: string;
  doneLabel: string;
  progressBar?: boolean;
  typeRefusal?: string;
  onConflict?: (message: string) => void;
}) {
  const form = useFormState<Field>(INITIAL, validate);
  const attachment = useFileUpload(
    "ticket",
    (file) => form.setValue("attachmentFileId", file?.id ?? ""),
    typeRefusal,
  );
  const busy = reply.isPending || attachment.uploading !== null;
  const untouched = form.values.message === "" && form.values.attachmentFileId === "";
  const conflict =
    onConflict !== undefined && isApiRequestError(reply.error) && reply.error.status === 409;

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
        if (onConflict && error.status === 409) onConflict(errorMessage(error));
        else form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="space-y-4 border-t border-slate-800 pt-5"
    >
      <h3 id={titleId} className="text-base font-semibold text-white">
        {title}
      </h3>
      <TextAreaField label="Your reply" hint={hint} {...form.field("message")} />
      <FileUploadField
        upload={attachment}
        {...TICKET_ATTACHMENT_FIELD}
        doneLabel={doneLabel}
        progressBar={progressBar}
        serverError={form.errors.attachmentFileId}
        disabled={reply.isPending}
      />
      {reply.isError && !conflict && !refusedAtField(reply.error, FIELDS) && (
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
        {reply.isPending ? "Sending…" : submitLabel}
      </button>
    </form>
  );
}
