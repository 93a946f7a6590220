import { onTestFinished, vi } from "vitest";

/**
 * Replaces `navigator.clipboard` for the current test. Call it after `renderApp`: user-event
 * installs its own clipboard stub when it is set up.
 */
function replaceClipboard(clipboard: Pick<Clipboard, "writeText"> | undefined) {
  const original = Object.getOwnPropertyDescriptor(window.navigator, "clipboard");
  Object.defineProperty(window.navigator, "clipboard", { value: clipboard, configurable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(window.navigator, "clipboard", original);
    else Reflect.deleteProperty(window.navigator, "clipboard");
  });
}

/** A clipboard that records what is written to it; returns its `writeText` mock. */
export function stubClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  replaceClipboard({ writeText });
  return writeText;
}

/** A browser without a clipboard (an insecure page, an old browser). */
export function removeClipboard() {
  replaceClipboard(undefined);
}
