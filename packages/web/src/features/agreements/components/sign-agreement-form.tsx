import { useState, type FormEvent } from "react";
import {
  signAgreementBodySchema,
  type Agreement,
  type AgreementSigner,
} from "@proparena/contracts/agreements";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { issueFieldErrors, zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";
import { isAgreementOutdated, type useSignAgreement } from "../requests/sign-agreement";
import { SigningSteps } from "./signing-steps";

type Field = "typedName" | "consent";

/**
 * Signing by typing one's legal name and ticking the consent for this exact version. The consent
 * is tied to the version it was given for, so a newer text (after a 409) must be agreed to again.
 * Until the identity check is approved the form is shown but cannot be used: the steps say why.
 */
export function SignAgreementForm({
  agreement,
  signer,
  sign,
}: {
  agreement: Agreement;
  signer: AgreementSigner;
  sign: ReturnType<typeof useSignAgreement>;
}) {
  const ready = signer.legalName !== null;
  const [typedName, setTypedName] = useState("");
  const [consentFor, setConsentFor] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const consent = consentFor === agreement.version;

  const body = {
    version: agreement.version,
    sha256: agreement.sha256,
    typedName,
    consent: consent || undefined,
  };
  const parsed = signAgreementBodySchema.safeParse(body);
  const clientErrors: FieldErrors<Field> =
    submitted && !parsed.success ? zodFieldErrors<Field>(parsed.error) : {};
  const errors = { ...serverErrors, ...clientErrors };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      const first = zodFieldErrors<Field>(parsed.error);
      const name = first.typedName ? "typedName" : first.consent ? "consent" : null;
      const element = name ? event.currentTarget.elements.namedItem(name) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    if (sign.isPending) return;
    sign.mutate(parsed.data, {
      onError: (error) => {
        if (isApiRequestError(error)) setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  const atField =
    isApiRequestError(sign.error) &&
    sign.error.issues.some((issue) => ["typedName", "consent"].includes(issue.path));
  const consentLabel = `I have read and agree to the Trader Agreement version ${agreement.version}`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sign-title"
      className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <div>
        <h2 id="sign-title" className="text-lg font-semibold text-white">
          Sign the agreement
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          Typing your legal name is your signature. We keep the time, your IP address and a
          fingerprint (SHA-256) of the exact text above, and e-mail you the signed PDF.
        </p>
      </div>
      <SigningSteps signer={signer} />
      <TextField
        label="Full name"
        name="typedName"
        autoComplete="name"
        value={typedName}
        disabled={!ready}
        error={errors.typedName}
        hint={
          signer.legalName
            ? `Your legal name as verified: ${signer.legalName}.`
            : "Your legal name, once your identity check is approved."
        }
        onChange={(event) => {
          setTypedName(event.target.value);
          setServerErrors((current) => ({ ...current, typedName: undefined }));
        }}
        className="max-w-md"
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-200">
          <input
            type="checkbox"
            name="consent"
            checked={consent}
            disabled={!ready}
            onChange={(event) => {
              setConsentFor(event.target.checked ? agreement.version : null);
              setServerErrors((current) => ({ ...current, consent: undefined }));
            }}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-0.5 size-4 shrink-0 accent-emerald-500"
          />
          <span>{consentLabel}</span>
        </label>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm text-rose-300">
            {errors.consent}
          </p>
        )}
      </div>
      {sign.isError && !atField && !isAgreementOutdated(sign.error) && (
        <Alert tone="error" title="Your signature was not saved">
          {errorMessage(sign.error)}
        </Alert>
      )}
      <button
        type="submit"
        disabled={sign.isPending || !ready}
        className={buttonClass("primary", "md", "w-full sm:w-auto")}
      >
        {sign.isPending ? "Signing…" : "Sign the agreement"}
      </button>
    </form>
  );
}
