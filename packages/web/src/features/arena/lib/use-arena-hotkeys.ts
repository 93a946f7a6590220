import { useEffect, useRef } from "react";

export interface ArenaHotkeys {
  buy(): void;
  sell(): void;
  closeAll(): void;
  cancelAll(): void;
}

/** The keys, as the help list shows them. */
export const HOTKEY_HELP: readonly [keys: string, what: string][] = [
  ["B", "Buy at the market, the ticket's size"],
  ["S", "Sell at the market, the ticket's size"],
  ["Shift + C", "Close all positions of this account"],
  ["Shift + X", "Cancel all pending orders of this account"],
];

/** Whether a key press is someone typing (a text field, a list, an editable region). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The action of a key press, or null (typing, a modifier other than Shift, a repeat). */
export function hotkeyAction(event: KeyboardEvent): keyof ArenaHotkeys | null {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  if (event.shiftKey) return key === "c" ? "closeAll" : key === "x" ? "cancelAll" : null;
  return key === "b" ? "buy" : key === "s" ? "sell" : null;
}

/** The arena's keyboard shortcuts, only while `enabled` (the trader's Hotkeys switch). */
export function useArenaHotkeys(enabled: boolean, actions: ArenaHotkeys): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = hotkeyAction(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
