import { useId, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { parsePayoutProof, verifyPayoutProof } from "../../../lib/payout-proof";

/** Paste a downloaded proof and check it in this browser against its root. */
export function ProofChecker() {
  const id = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<null | "valid" | "invalid" | "unreadable">(null);
  const check = () => {
    const proof = parsePayoutProof(text);
    setResult(proof === null ? "unreadable" : verifyPayoutProof(proof) ? "valid" : "invalid");
  };
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        Check a payout proof
      </label>
      <p className="mt-1 text-xs text-slate-400">
        Paste the JSON of a downloaded proof. It is checked here, in your browser, against the
        week&apos;s published root: no server is asked.
      </p>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setResult(null);
        }}
        rows={5}
        spellCheck={false}
        className="mt-3 w-full rounded-lg border border-slate-700 bg-slate-950 p-3 font-mono text-xs text-slate-100 focus:border-brand-400 focus:outline-none"
      />
      <button
        type="button"
        onClick={check}
        disabled={!text.trim()}
        className={buttonClass("secondary", "sm", "mt-3")}
      >
        Check proof
      </button>
      {result && (
        <p
          role="status"
          className={`mt-3 text-sm ${result === "valid" ? "text-emerald-300" : "text-rose-300"}`}
        >
          {result === "valid"
            ? "Valid: this payout is in the week's published tree."
            : result === "invalid"
              ? "Not valid: this payout is not in the tree with that root."
              : "This is not a payout proof (expected weekKey, root, leaf and proof)."}
        </p>
      )}
    </div>
  );
}
