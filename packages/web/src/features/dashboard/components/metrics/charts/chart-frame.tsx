import { Suspense } from "react";
import type { ReactNode } from "react";

/** A fixed-height box for a canvas chart, with a placeholder while its code loads. */
export function ChartFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="h-64 w-full sm:h-72">
      <Suspense fallback={<div className="size-full animate-pulse rounded-lg bg-slate-800/40" />}>
        {children}
      </Suspense>
    </div>
  );
}
