import { useEffect, useEffectEvent, useState } from "react";
import type { InputHTMLAttributes } from "react";

export const DEBOUNCE_MS = 300;

/**
 * A text input that reports its value once typing pauses (or at once on Enter). It follows
 * `value` when that changes from outside (back button, a reset).
 */
export function DebouncedInput({
  value,
  onCommit,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside replaces the draft, unless it is what the draft already says.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const commit = useEffectEvent((next: string) => onCommit(next));
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => commit(draft.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <input
      {...input}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          if (draft.trim() !== value) onCommit(draft.trim());
        }
      }}
    />
  );
}
