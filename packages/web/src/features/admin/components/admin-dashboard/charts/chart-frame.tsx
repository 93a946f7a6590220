import { Suspense, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

const placeholder = <div className="size-full animate-pulse rounded-lg bg-slate-800/40" />;

/**
 * A fixed-height box for a canvas chart of the admin dashboard. The chart (and the chart
 * library) loads only when the box comes near the screen; a placeholder holds the space.
 */
export function AdminChartFrame({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} role="img" aria-label={label} className="h-56 w-full sm:h-64">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
