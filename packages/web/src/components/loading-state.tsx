import { Spinner } from "./spinner";

/** A polite "working on it" region; `fullPage` centres it in the viewport. */
export function LoadingState({
  label = "Loading…",
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-sm text-slate-300 ${fullPage ? "min-h-screen" : "py-16"}`}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
