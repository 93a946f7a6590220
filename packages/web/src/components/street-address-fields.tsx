import type { ChangeEvent } from "react";
import { TextField } from "./text-field";

type StreetAddressField = "addressLine1" | "addressLine2" | "city" | "postalCode";

/**
 * The street part of a postal address (two lines, city, postal code), each with the browser's
 * autofill hint, wired to a form through its `field` (useFormState). The country is left to the
 * form: its select differs (KYC asks for the country only, shipping for the region too).
 */
export function StreetAddressFields({
  field,
  line1Label,
  line2Label,
  gapClassName,
}: {
  field: (name: StreetAddressField) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  line1Label: string;
  /** Says the line is optional. */
  line2Label: string;
  /** The gap of the city and postal code row, the form's own. */
  gapClassName: string;
}) {
  return (
    <>
      <TextField label={line1Label} autoComplete="address-line1" {...field("addressLine1")} />
      <TextField label={line2Label} autoComplete="address-line2" {...field("addressLine2")} />
      <div className={`grid sm:grid-cols-2 ${gapClassName}`}>
        <TextField label="City" autoComplete="address-level2" {...field("city")} />
        <TextField label="Postal code" autoComplete="postal-code" {...field("postalCode")} />
      </div>
    </>
  );
}
