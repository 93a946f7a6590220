import { useEffect, useRef } from "react";

/** A form ref whose control named `name` gets the focus once the form is shown. */
export function useFocusOnMount(name: string) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, [name]);
  return formRef;
}
