import { useEffect, useRef } from "react";
import { isApiRequestError } from "../../../../lib/api-client";

/** Whether an API refusal names one of `fields` (then it is shown there, not as an alert). */
export function namesField(error: unknown, fields: readonly string[]): boolean {
  return (
    isApiRequestError(error) &&
    error.issues.some((issue) => fields.includes(issue.path.split(".")[0] ?? ""))
  );
}

/** A form ref whose control named `name` gets the focus once the form is shown. */
export function useFocusOnMount(name: string) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, [name]);
  return formRef;
}
