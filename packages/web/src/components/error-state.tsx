import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-client";
import { buttonClass } from "./button-styles";

export function ErrorState({
  title = "Something went wrong",
  message,
  onRetry,
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-rose-500/40 bg-rose-950/40 p-6 text-rose-100"
    >
      <h2 className="text-base font-semibold text-rose-50">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      {(onRetry || children) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {onRetry && (
            <button type="button" onClick={onRetry} className={buttonClass("secondary", "sm")}>
              Try again
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

/** ErrorState for a query that failed: its error's message, and "Try again" fetches it again. */
export function QueryErrorState({
  title,
  query,
  children,
}: {
  title?: string;
  query: { error: unknown; refetch: () => unknown };
  children?: ReactNode;
}) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
    >
      {children}
    </ErrorState>
  );
}
