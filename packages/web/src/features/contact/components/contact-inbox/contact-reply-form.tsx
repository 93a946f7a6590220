import type { FormEvent } from "react";
import { contactReplyBodySchema, type ContactMessage } from "@proparena/contracts/contact-inbox";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { TextAreaField } from "../../../../components/text-area-field";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { useFormState } from "../../../../lib/use-form-state";
import {
  issueFieldErrors,
  refusedAtField,
  zodFieldErrors,
  type FieldErrors,
} from "../../../../lib/zod-field-errors";
import { useReplyToContactMessage } from "../../requests/act-on-contact-message";

type Field = "message";

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = contactReplyBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/** The operator's answer, e-mailed to the sender (who may have no account). */
export function ContactReplyForm({ message }: { message: ContactMessage }) {
  const reply = useReplyToContactMessage(message.id);
  const form = useFormState<Field>({ message: "" }, validate);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reply.isPending || !form.trySubmit(event.currentTarget)) return;
    reply.mutate(
      { message: form.values.message },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-reply-title"
      className="space-y-4 border-t border-slate-800 pt-5"
    >
      <h3 id="contact-reply-title" className="text-base font-semibold text-white">
        Reply by e-mail
      </h3>
      <TextAreaField
        label="Your reply"
        hint={`E-mailed to ${message.email}, quoting their message and ${message.reference}.`}
        {...form.field("message")}
      />
      {reply.isError && !refusedAtField(reply.error, ["message"]) && (
        <Alert tone="error" title="Your reply was not sent">
          {errorMessage(reply.error)}
        </Alert>
      )}
      {reply.isSuccess && form.values.message === "" && (
        <Alert tone="success">Your reply was e-mailed to {message.email}.</Alert>
      )}
      <button
        type="submit"
        disabled={reply.isPending}
        className={buttonClass("primary", "md", "w-full sm:w-auto")}
      >
        {reply.isPending ? "Sending…" : "Send reply"}
      </button>
    </form>
  );
}
