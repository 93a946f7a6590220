import type { TextareaHTMLAttributes } from "react";
import { FieldFrame, fieldControlClass, useFieldIds } from "./field-frame";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled multi-line input; error and hint are tied to it like TextField's. */
export function TextAreaField({ label, error, hint, className = "", ...textarea }: Props) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`min-h-36 ${fieldControlClass(error)}`}
        {...textarea}
      />
    </FieldFrame>
  );
}
