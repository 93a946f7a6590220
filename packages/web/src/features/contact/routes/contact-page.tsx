import { useRef } from "react";
import type { FormEvent } from "react";
import { contactBodySchema } from "@proparena/contracts/public-site";
import { FormSubmit } from "../../../components/form-submit";
import { buttonClass } from "../../../components/button-styles";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { TextAreaField } from "../../../components/text-area-field";
import { TextField } from "../../../components/text-field";
import { isApiRequestError } from "../../../lib/api-client";
import { COMMUNITY_CHAT_URL, SUPPORT_EMAIL } from "../../../lib/product";
import { useFormState } from "../../../lib/use-form-state";
import type { FieldErrors } from "../../../lib/zod-field-errors";
import { zodFieldErrors } from "../../../lib/zod-field-errors";
import { useSendContactMessage } from "../requests/send-contact-message";

type Field = "name" | "email" | "subject" | "message";

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = contactBodySchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

const cardClass =
  "rounded-2xl border border-slate-800 bg-slate-900/60 p-5 hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-brand-300";

export function ContactPage() {
  const form = useFormState<Field>({ name: "", email: "", subject: "", message: "" }, validate);
  const send = useSendContactMessage();
  const confirmationRef = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget)) return;
    send.mutate(contactBodySchema.parse(form.values), {
      onSuccess: () => window.setTimeout(() => confirmationRef.current?.focus(), 0),
      onError: form.showRefusal,
    });
  };

  const error = send.error;
  const rateLimited = isApiRequestError(error) && error.status === 429;

  return (
    <PageContainer narrow>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        description="Questions about the challenges, your account or a payout? Write to us and we answer by email."
      />
      {send.isSuccess ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="rounded-2xl border border-emerald-500/40 bg-emerald-950/30 p-8 focus:outline-none"
        >
          <h2 className="text-2xl font-bold text-white">Message sent</h2>
          <p className="mt-2 text-slate-200">{send.data.message}</p>
          <p className="mt-2 text-sm text-slate-300">
            We will reply to <strong className="text-white">{form.values.email.trim()}</strong>.
          </p>
          <button
            type="button"
            onClick={() => send.reset()}
            className={`${buttonClass("secondary")} mt-6`}
          >
            Write another message
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" {...form.field("name")} />
            <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
          </div>
          <TextField label="Subject" {...form.field("subject")} />
          <TextAreaField
            label="Message"
            hint="At least 20 characters."
            rows={6}
            {...form.field("message")}
          />
          <FormSubmit
            label="Send message"
            pendingLabel="Sending…"
            pending={send.isPending}
            size="lg"
            error={error}
            errorTitle={rateLimited ? "Too many messages" : undefined}
            errorDetail={
              rateLimited && (
                <p className="mt-1">Please wait a little before sending another message.</p>
              )
            }
          />
        </form>
      )}
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={cardClass}>
          <p className="text-sm text-slate-400">Email</p>
          <p className="mt-1 font-semibold text-white">{SUPPORT_EMAIL}</p>
        </a>
        <a
          href={COMMUNITY_CHAT_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={cardClass}
        >
          <p className="text-sm text-slate-400">Community chat</p>
          <p className="mt-1 font-semibold text-white">
            Join the conversation<span className="sr-only"> (opens in a new tab)</span>
          </p>
        </a>
      </div>
    </PageContainer>
  );
}
