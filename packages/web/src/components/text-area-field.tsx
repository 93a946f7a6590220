import { useId } from "react";
import type { TextareaHTMLAttributes } from "react";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled multi-line input; error and hint are tied to it like TextField's. */
export function TextAreaField({ label, error, hint, className = "", ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block min-h-36 w-full rounded-lg border bg-slate-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 ${
          error
            ? "border-rose-500 focus-visible:ring-rose-400"
            : "border-slate-700 focus-visible:border-brand-400 focus-visible:ring-brand-400/60"
        }`}
        {...textarea}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
