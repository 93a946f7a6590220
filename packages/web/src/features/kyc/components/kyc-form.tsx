import { useState, type FormEvent } from "react";
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from "@proparena/contracts/country-regions";
import {
  documentNeedsBack,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_TYPES,
  submitKycBodySchema,
  type KycDocumentType,
  type KycSubmission,
  type SubmitKycBody,
} from "@proparena/contracts/kyc";
import type { StoredFile } from "@proparena/contracts/uploads";
import { FormSubmit } from "../../../components/form-submit";
import { SelectField } from "../../../components/select-field";
import { selectFieldProps } from "../../../lib/select-field-props";
import { StreetAddressFields } from "../../../components/street-address-fields";
import { TextField } from "../../../components/text-field";
import { isApiRequestError } from "../../../lib/api-client";
import { useFormState } from "../../../lib/use-form-state";
import {
  issueFieldErrors,
  refusedAtField,
  zodFieldErrors,
  type FieldErrors,
} from "../../../lib/zod-field-errors";
import { useSubmitKyc } from "../requests/submit-kyc";
import { KycUploadField } from "./kyc-upload-field";

type FileField = "frontFileId" | "backFileId" | "selfieFileId";

const FIELDS = [
  "legalName",
  "dateOfBirth",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "country",
  "documentType",
  "frontFileId",
  "backFileId",
  "selfieFileId",
] as const;
type Field = (typeof FIELDS)[number];

/** The text fields of the last submission (files are chosen again), or empty ones. */
function initialValues(previous: KycSubmission | null): Record<Field, string> {
  return {
    legalName: previous?.legalName ?? "",
    dateOfBirth: previous?.dateOfBirth ?? "",
    addressLine1: previous?.addressLine1 ?? "",
    addressLine2: previous?.addressLine2 ?? "",
    city: previous?.city ?? "",
    postalCode: previous?.postalCode ?? "",
    country: previous?.country ?? DEFAULT_COUNTRY_CODE,
    documentType: previous?.documentType ?? "passport",
    frontFileId: "",
    backFileId: "",
    selfieFileId: "",
  };
}

function needsBack(values: Record<Field, string>): boolean {
  return documentNeedsBack(values.documentType as KycDocumentType);
}

/** What POST /kyc gets: blanks left out, the back only for a two-sided document. */
function toBody(values: Record<Field, string>): Record<string, string | undefined> {
  const optional = (value: string) => (value.trim() === "" ? undefined : value);
  return {
    legalName: values.legalName,
    dateOfBirth: values.dateOfBirth,
    addressLine1: values.addressLine1,
    addressLine2: optional(values.addressLine2),
    city: values.city,
    postalCode: values.postalCode,
    country: values.country,
    documentType: optional(values.documentType),
    frontFileId: optional(values.frontFileId),
    backFileId: needsBack(values) ? optional(values.backFileId) : undefined,
    selfieFileId: optional(values.selfieFileId),
  };
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = submitKycBodySchema.safeParse(toBody(values));
  const errors = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
  if (needsBack(values) && !values.backFileId && !errors.backFileId)
    errors.backFileId = "The back of the document is required";
  return errors;
}

const legendClass = "text-base font-semibold text-white";

/**
 * The identity verification form (spec §2 /dashboard/kyc): details, address, and the document
 * and selfie, each uploaded as soon as it is chosen. `previous` prefills the text fields after
 * a rejection.
 */
export function KycForm({ previous = null }: { previous?: KycSubmission | null }) {
  const submit = useSubmitKyc();
  const form = useFormState<Field>(initialValues(previous), validate);
  const [files, setFiles] = useState<Partial<Record<FileField, StoredFile>>>({});
  const twoSided = needsBack(form.values);

  /** What a document's upload field needs from the form: its file so far, error and setter. */
  const upload = (field: FileField) => ({
    name: field,
    file: files[field] ?? null,
    error: form.errors[field],
    onUploaded: (file: StoredFile) => {
      setFiles((current) => ({ ...current, [field]: file }));
      form.setValue(field, file.id);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.trySubmit(event.currentTarget) || submit.isPending) return;
    const body: SubmitKycBody = submitKycBodySchema.parse(toBody(form.values));
    submit.mutate(body, {
      onError: (error) => {
        if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  // A refusal naming a field is shown at that field; the alert is for everything else.
  const atField = refusedAtField(submit.error, FIELDS);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Identity verification">
      <fieldset className="space-y-5">
        <legend className={legendClass}>Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Legal name"
            autoComplete="name"
            hint="Exactly as it appears on your document."
            {...form.field("legalName")}
          />
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            hint="You must be 18 or older."
            {...form.field("dateOfBirth")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={legendClass}>Address</legend>
        <StreetAddressFields
          field={form.field}
          line1Label="Address line 1"
          line2Label="Address line 2 (optional)"
          gapClassName="gap-5"
        />
        <SelectField label="Country" autoComplete="country" {...selectFieldProps(form, "country")}>
          <option value="">Select Country</option>
          {COUNTRIES.map((country) => (
            <option key={country.countryShortCode} value={country.countryShortCode}>
              {country.countryName}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className={legendClass}>Identity document</legend>
        <SelectField
          label="Document type"
          hint="A valid, unexpired document with your photo."
          {...selectFieldProps(form, "documentType")}
        >
          {KYC_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {KYC_DOCUMENT_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <KycUploadField
          label="Front of the document"
          hint={
            twoSided
              ? "All four corners visible, no glare."
              : "The photo page, all four corners visible, no glare."
          }
          {...upload("frontFileId")}
        />
        {twoSided && (
          <KycUploadField
            label="Back of the document"
            hint="The other side of the same card."
            {...upload("backFileId")}
          />
        )}
        <KycUploadField
          label="Selfie"
          hint="Your face, clearly lit, holding the document."
          {...upload("selfieFileId")}
        />
      </fieldset>

      <FormSubmit
        label="Send for verification"
        pendingLabel="Sending…"
        pending={submit.isPending}
        error={atField ? null : submit.error}
        errorTitle="Your documents were not sent"
      />
    </form>
  );
}
