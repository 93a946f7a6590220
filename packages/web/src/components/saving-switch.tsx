import { useId, type ReactNode } from "react";
import { SwitchInput } from "./switch-input";
import { errorMessage } from "../lib/api-client";

/** What the switch needs to know of the request that saves it. */
interface SaveState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/**
 * A setting as a switch, saved as soon as it is flipped: its label and hint, then a note that
 * says Saving…, Saved, or why it was not saved. `className` places the row (a list item in
 * the preferences, a block under the public profile).
 */
export function SavingSwitch({
  as: Row = "div",
  className,
  label,
  hint,
  name,
  checked,
  save,
  onChange,
}: {
  as?: "div" | "li";
  className: string;
  label: string;
  hint: ReactNode;
  name: string;
  checked: boolean;
  save: SaveState;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  let note = null;
  if (save.isPending) note = <span className="text-slate-400">Saving…</span>;
  else if (save.isError)
    note = (
      <span role="alert" className="text-rose-300">
        Not saved: {errorMessage(save.error)}
      </span>
    );
  else if (save.isSuccess) note = <span className="text-brand-300">Saved</span>;

  return (
    <Row className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-400">
          {hint}
        </p>
        <p id={`${id}-note`} aria-live="polite" className="mt-1 min-h-4 text-xs">
          {note}
        </p>
      </div>
      <SwitchInput
        id={id}
        name={name}
        checked={checked}
        describedBy={`${id}-hint ${id}-note`}
        onChange={onChange}
      />
    </Row>
  );
}
