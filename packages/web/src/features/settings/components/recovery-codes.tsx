import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { writeToClipboard, type CopyState } from "../../../lib/clipboard";
import { PRODUCT_NAME } from "../../../lib/product";
import { saveFile } from "../../../lib/save-file";

export const RECOVERY_CODES_FILENAME = `${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`;

/** The text file (and clipboard text) the codes are saved as. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    `${PRODUCT_NAME} recovery codes`,
    "Each code signs you in once when you cannot use your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * The recovery codes, shown this once (after turning two-factor sign-in on, or making new
 * ones): copy them, download them as a .txt file, then "I saved them" closes the view.
 */
export function RecoveryCodes({
  codes,
  title,
  onDone,
}: {
  codes: readonly string[];
  title: string;
  onDone: () => void;
}) {
  const [copy, setCopy] = useState<CopyState>("idle");
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The view replaces the form that led here: move the keyboard (and screen reader) to it.
  useEffect(() => headingRef.current?.focus(), []);

  const onCopy = async () => {
    setCopy((await writeToClipboard(codes.join("\n"))) ? "copied" : "failed");
  };
  const onDownload = () => {
    saveFile(new Blob([recoveryCodesText(codes)], { type: "text/plain" }), RECOVERY_CODES_FILENAME);
  };

  return (
    <div
      role="group"
      aria-labelledby="recovery-codes-title"
      className="space-y-4 rounded-xl border border-amber-500/40 bg-amber-950/20 p-4"
    >
      <h3
        id="recovery-codes-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-white focus:outline-none"
      >
        {title}
      </h3>
      <p className="text-sm text-amber-50">
        Each code signs you in once when you cannot use your authenticator app (a lost or new
        phone). They are shown only now: keep them somewhere safe, such as a password manager.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-slate-800 bg-slate-950 p-4 font-mono text-sm text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          onClick={() => void onCopy()}
          className={buttonClass("secondary", "sm")}
        >
          {copy === "copied" ? "Copied" : "Copy codes"}
        </button>
        <button type="button" onClick={onDownload} className={buttonClass("secondary", "sm")}>
          Download as .txt
        </button>
        <button type="button" onClick={onDone} className={buttonClass("primary", "sm")}>
          I saved them
        </button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-300">
        {copy === "copied"
          ? "Recovery codes copied to the clipboard."
          : copy === "failed"
            ? "Copying is not available in this browser: select the codes and copy them by hand, or download them."
            : ""}
      </p>
    </div>
  );
}
