import { useEffect, useRef } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useFormState } from "../../../lib/use-form-state";
import {
  zodFieldErrors,
  type FieldErrors,
  type ValidationFailure,
} from "../../../lib/zod-field-errors";
import { codeFormErrors, codeFormRefusedAtField } from "./code-refusal";

/** A form ref whose control named `name` gets the focus once the form is shown. */
export function useFocusOnMount(name: string) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, [name]);
  return formRef;
}

/** What `useTwoFactorForm` needs of a contracts schema (structural: web does not import zod). */
interface BodySchema<Body> {
  safeParse(
    value: unknown,
  ): { success: true; data: Body } | { success: false; error: ValidationFailure };
}

/**
 * A form of the two-factor steps: `schema` checks the values as they are typed, the body it
 * parses goes to `mutation`, `onDone` gets the answer, and a refusal lands at its fields (a
 * wait for codes at "code"). The first field gets the focus when the form is shown. `submit`
 * is what FormSubmit needs of the request: whether it runs, and the failure no field shows.
 */
export function useTwoFactorForm<K extends string, Body, Result>({
  initial,
  schema,
  mutation,
  onDone,
}: {
  initial: Record<K, string>;
  schema: BodySchema<Body>;
  mutation: UseMutationResult<Result, Error, Body>;
  onDone: (result: Result) => void;
}) {
  const form = useFormState<K>(initial, (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : zodFieldErrors<K>(parsed.error);
  });
  const formRef = useFocusOnMount(Object.keys(initial)[0] ?? "");

  const onSubmit = form.onValidSubmit(() => {
    const parsed = schema.safeParse(form.values);
    if (!parsed.success) return;
    mutation.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => form.setServerErrors(codeFormErrors<K>(error) as FieldErrors<K>),
    });
  });
  const shownAtField = codeFormRefusedAtField(mutation.error, Object.keys(initial));
  const submit = { pending: mutation.isPending, error: shownAtField ? null : mutation.error };
  return { form, formRef, onSubmit, submit };
}
