import type { SelectHTMLAttributes } from "react";
import { FieldFrame, fieldControlClass, useFieldIds } from "./field-frame";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange" | "className"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The chosen option's value. */
  onChange: (value: string) => void;
};

/** A labelled drop-down (its options as children); error and hint are tied to it like TextField's. */
export function SelectField({ label, error, hint, onChange, ...select }: Props) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className="">
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={fieldControlClass(error)}
        {...select}
      />
    </FieldFrame>
  );
}
