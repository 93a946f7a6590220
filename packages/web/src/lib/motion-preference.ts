import { useSyncExternalStore } from "react";

/**
 * The trader's "Reduce motion" preference, as an attribute on <html>: styles.css turns
 * animations and transitions off under it, and the script-driven effects (media-query.ts) treat
 * it like the system's reduced-motion setting.
 */
export const REDUCED_MOTION_ATTRIBUTE = "data-reduced-motion";

const listeners = new Set<() => void>();

export function isReducedMotionChosen(): boolean {
  return (
    typeof document !== "undefined" &&
    document.documentElement.getAttribute(REDUCED_MOTION_ATTRIBUTE) === "true"
  );
}

/** Sets (or removes) `data-reduced-motion="true"` on the document element. */
export function setReducedMotionChosen(on: boolean): void {
  if (typeof document === "undefined" || on === isReducedMotionChosen()) return;
  if (on) document.documentElement.setAttribute(REDUCED_MOTION_ATTRIBUTE, "true");
  else document.documentElement.removeAttribute(REDUCED_MOTION_ATTRIBUTE);
  for (const listener of listeners) listener();
}

export function useReducedMotionChosen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isReducedMotionChosen,
    () => false,
  );
}
