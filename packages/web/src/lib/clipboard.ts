/** Where a copy button stands: not pressed yet, copied, or refused by the browser. */
export type CopyState = "idle" | "copied" | "failed";

/** Writes `text` to the clipboard; false where the browser has none or refuses it. */
export async function writeToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== "function") return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
