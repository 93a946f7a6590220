import { useId, type ReactNode } from "react";

/** Ids tying a control to its hint and error; the error replaces the hint while there is one. */
export function useFieldIds(error: string | undefined, hint: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return { id, errorId, hintId, describedBy: error ? errorId : hint ? hintId : undefined };
}

/** The border and focus ring of a text control, red while it has an error. */
export function fieldControlClass(error: string | undefined): string {
  return `mt-1.5 block w-full rounded-lg border bg-slate-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 ${
    error
      ? "border-rose-500 focus-visible:ring-rose-400"
      : "border-slate-700 focus-visible:border-brand-400 focus-visible:ring-brand-400/60"
  }`;
}

/** Label above, hint or error below: the frame shared by TextField and TextAreaField. */
export function FieldFrame(props: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const { ids, label, error, hint, className, children } = props;
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
