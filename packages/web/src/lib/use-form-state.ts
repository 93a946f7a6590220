import { useState } from "react";
import type { ChangeEvent, FormEvent } from "react";
import { isApiRequestError } from "./api-client";
import { issueFieldErrors, type FieldErrors } from "./zod-field-errors";

/**
 * Values, validation and server field errors of a small form. Client errors appear after the
 * first submit and then follow every keystroke; a server error on a field clears when it changes.
 */
export function useFormState<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});

  const clientErrors = submitted ? validate(values) : {};
  const errors: FieldErrors<K> = { ...serverErrors, ...clientErrors };

  /** Sets one value (for controls `field` does not fit, e.g. selects); clears its server error. */
  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(name, event.target.value);
    },
  });

  /** The same for a SelectField, whose onChange hands over the chosen value. */
  const selectField = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  /** Marks the form submitted; returns true when valid, else focuses the first bad field. */
  const trySubmit = (form: HTMLFormElement): boolean => {
    setSubmitted(true);
    const found = validate(values);
    const first = (Object.keys(initial) as K[]).find((name) => found[name] !== undefined);
    if (first === undefined) return true;
    const element = form.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  /** A form's onSubmit: stays on the page, and calls `send` only when the values are valid. */
  const onValidSubmit = (send: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trySubmit(event.currentTarget)) send();
  };

  /** Shows an API refusal's issues at the fields they name (an alert tells any other failure). */
  const showRefusal = (error: unknown) => {
    if (isApiRequestError(error)) setServerErrors(issueFieldErrors<K>(error.issues));
  };

  /** Back to the initial values with no errors shown (e.g. after a successful submit). */
  const reset = () => {
    setValues(initial);
    setSubmitted(false);
    setServerErrors({});
  };

  return {
    values,
    errors,
    field,
    selectField,
    setValue,
    trySubmit,
    onValidSubmit,
    setServerErrors,
    showRefusal,
    reset,
  };
}
