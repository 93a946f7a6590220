import type { InputHTMLAttributes } from "react";
import { FieldFrame, fieldControlClass, useFieldIds } from "./field-frame";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, className = "", ...input }: Props) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldControlClass(error)}
        {...input}
      />
    </FieldFrame>
  );
}
