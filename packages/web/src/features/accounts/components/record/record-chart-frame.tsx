import { Suspense } from "react";
import type { ReactNode } from "react";

const placeholder = <div className="size-full animate-pulse rounded-lg bg-slate-800/40" />;

/** A fixed-height, labelled box for the canvas chart, holding its space while it loads. */
export function RecordChartFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="h-72 w-full sm:h-96">
      <Suspense fallback={placeholder}>{children}</Suspense>
    </div>
  );
}
