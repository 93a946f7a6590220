import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { PHONE_QUERY, prefersReducedMotion } from "../lib/media-query";

/** Animate-on-scroll defaults of spec §9: offset 120 px, 500 ms, once, off on phones. */
export const REVEAL_OFFSET_PX = 120;
export const REVEAL_DURATION_MS = 500;

type Phase = "shown" | "waiting" | "revealed";

/**
 * Fades and lifts its content in the first time it scrolls 120 px into view. Content is
 * visible until JavaScript decides it is below the fold, so nothing is ever stuck hidden;
 * phones, reduced motion and browsers without IntersectionObserver skip the effect.
 */
export function Reveal({
  children,
  className = "",
  delayMs = 0,
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (typeof window.matchMedia !== "function") return;
    if (window.matchMedia(PHONE_QUERY).matches || prefersReducedMotion()) return;
    // Already on screen: leave it alone.
    if (element.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) return;
    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase("revealed");
          observer.disconnect(); // once
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={`${phase === "waiting" ? "reveal-waiting" : phase === "revealed" ? "reveal-in" : ""} ${className}`}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
