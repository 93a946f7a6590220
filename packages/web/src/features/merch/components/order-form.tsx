import { useState, type FormEvent } from "react";
import {
  MERCH_MAX_QUANTITY,
  shippingAddressSchema,
  type MerchItem,
} from "@proparena/contracts/merch";
import { DEFAULT_COUNTRY_CODE, findCountry } from "@proparena/contracts/country-regions";
import { CountryRegionSelect } from "../../../components/country-region-select";
import { FormSubmit } from "../../../components/form-submit";
import { Modal } from "../../../components/modal";
import { SelectField } from "../../../components/select-field";
import { selectFieldProps } from "../../../lib/select-field-props";
import { TextField } from "../../../components/text-field";
import { StreetAddressFields } from "../../../components/street-address-fields";
import { isApiRequestError, type ApiIssue } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { useFormState } from "../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../lib/zod-field-errors";
import { useOrderMerch } from "../requests/order-merch";

const FIELDS = [
  "quantity",
  "name",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "country",
  "region",
] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = {
  quantity: "1",
  name: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postalCode: "",
  country: "",
  region: "",
};

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = shippingAddressSchema.safeParse(values);
  const errors: FieldErrors<Field> = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
  const regions = findCountry(values.country || DEFAULT_COUNTRY_CODE)?.regions ?? [];
  if (!values.region && regions.length > 0) errors.region ??= "Choose a region";
  return errors;
}

/** The server's field refusals ("shipping.region", "quantity") at the form's fields. */
function serverFieldErrors(issues: ApiIssue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const name = issue.path.replace(/^shipping\./, "") as Field;
    if (FIELDS.includes(name) && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

const newClientKey = () => crypto.randomUUID().replaceAll("-", "");

/**
 * Ordering one item: how many, and where it goes (the country and region from the reference
 * data). Paying sends the browser to the card processor's page, as a challenge checkout does.
 */
export function OrderForm({ item, onClose }: { item: MerchItem; onClose: () => void }) {
  const order = useOrderMerch();
  const [clientKey] = useState(newClientKey);
  const form = useFormState<Field>(EMPTY, validate);
  const quantity = Number(form.values.quantity);
  const total = (item.priceCents ?? 0) * quantity;
  const busy = order.isPending || order.isSuccess;
  const most = Math.max(1, Math.min(MERCH_MAX_QUANTITY, item.stock));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    const { quantity: _quantity, ...shipping } = form.values;
    order.mutate(
      { itemId: item.id, quantity, shipping, clientKey },
      {
        onError: (error) => {
          if (isApiRequestError(error)) form.setServerErrors(serverFieldErrors(error.issues));
        },
      },
    );
  };
  const atField = isApiRequestError(order.error) && order.error.issues.length > 0;

  return (
    <Modal open title={`Order ${item.name}`} onClose={onClose} dismissible={!busy}>
      <form noValidate onSubmit={onSubmit} aria-label={`Order ${item.name}`} className="space-y-4">
        <SelectField label="Quantity" {...selectFieldProps(form, "quantity")}>
          {Array.from({ length: most }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-white">Shipping address</legend>
          <TextField label="Full name" autoComplete="name" {...form.field("name")} data-autofocus />
          <StreetAddressFields
            field={form.field}
            line1Label="Street address"
            line2Label="Apartment, suite (optional)"
            gapClassName="gap-4"
          />
          <CountryRegionSelect
            value={{ country: form.values.country, region: form.values.region }}
            onChange={({ country, region }) => {
              form.setValue("country", country);
              form.setValue("region", region);
            }}
            errors={{ country: form.errors.country, region: form.errors.region }}
          />
        </fieldset>
        <p className="flex justify-between border-t border-slate-800 pt-3 text-sm">
          <span>Total (shipping included)</span>
          <span className="font-mono font-semibold text-white tabular-nums">
            {formatCentsExact(total)}
          </span>
        </p>
        <FormSubmit
          label={`Pay ${formatCentsExact(total)}`}
          pendingLabel="Opening the payment page…"
          pending={busy}
          onCancel={onClose}
          error={atField ? null : order.error}
          errorTitle="The order was not placed"
        />
      </form>
    </Modal>
  );
}
