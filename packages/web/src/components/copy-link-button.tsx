import { useEffect, useId, useState } from "react";
import { writeToClipboard, type CopyState } from "../lib/clipboard";
import { buttonClass } from "./button-styles";

/** How long the button says "Copied". */
const COPIED_MS = 2_000;

/**
 * Copies `url` to the clipboard and says "Copied" for a moment. Where the browser has no
 * clipboard (or refuses it: an insecure page, a denied permission) it shows the link, selected
 * on focus, so it can be copied by hand.
 */
export function CopyLinkButton({
  url,
  label = "Copy link",
  size = "sm",
}: {
  url: string;
  label?: string;
  size?: "sm" | "md";
}) {
  const [state, setState] = useState<CopyState>("idle");
  const fieldId = useId();

  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState((await writeToClipboard(url)) ? "copied" : "failed");
  };

  return (
    <>
      <button type="button" onClick={() => void copy()} className={buttonClass("secondary", size)}>
        {state === "copied" ? "Copied" : label}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === "copied" ? "Link copied to the clipboard" : ""}
      </span>
      {state === "failed" && (
        <div className="basis-full space-y-1 text-xs text-slate-300">
          <label htmlFor={fieldId} className="block">
            Copying is not available in this browser: copy the link by hand.
          </label>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-1.5 font-mono text-xs text-slate-100 focus:border-brand-400 focus:outline-none"
          />
        </div>
      )}
    </>
  );
}
