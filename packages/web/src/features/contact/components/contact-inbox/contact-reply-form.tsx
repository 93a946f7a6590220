import type { FormEvent } from "react";
import { contactReplyBodySchema, type ContactMessage } from "@proparena/contracts/contact-inbox";
import { Alert } from "../../../../components/alert";
import { FormSubmit } from "../../../../components/form-submit";
import { TextAreaField } from "../../../../components/text-area-field";
import { useFormState } from "../../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../../lib/zod-field-errors";
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
        onError: form.showRefusal,
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
      <FormSubmit
        label="Send reply"
        pendingLabel="Sending…"
        pending={reply.isPending}
        error={reply.error}
        shownAtFields={["message"]}
        errorTitle="Your reply was not sent"
      >
        {reply.isSuccess && form.values.message === "" && (
          <Alert tone="success">Your reply was e-mailed to {message.email}.</Alert>
        )}
      </FormSubmit>
    </form>
  );
}
