import { Suspense, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

const placeholder = <div className="size-full animate-pulse rounded-lg bg-slate-800/40" />;

/**
 * A fixed-height box (`className`: its size) for a canvas chart. The chart (and the chart
 * library) loads only when the box comes near the screen, so a phone opening the page does not
 * fetch and run it before the rest is usable; a placeholder holds the space meanwhile.
 */
export function ChartFrame({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
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
    <div ref={box} role="img" aria-label={label} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
