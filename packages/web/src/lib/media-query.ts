import { useSyncExternalStore } from "react";
import { isReducedMotionChosen, useReducedMotionChosen } from "./motion-preference";

function matches(query: string): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/** Whether a media query matches now; re-renders when it changes. False where unsupported. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** Phones, as animate-on-scroll counts them (spec §9: disabled on phones). */
export const PHONE_QUERY = "(max-width: 767px)";

/** The system asks for reduced motion, or the trader turned on "Reduce motion" in settings. */
export function usePrefersReducedMotion(): boolean {
  const system = useMediaQuery(REDUCED_MOTION_QUERY);
  const chosen = useReducedMotionChosen();
  return system || chosen;
}

export function prefersReducedMotion(): boolean {
  return matches(REDUCED_MOTION_QUERY) || isReducedMotionChosen();
}
