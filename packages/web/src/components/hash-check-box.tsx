import { useId, useState, type ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { checkEvidenceText, type HashCheck } from "../lib/evidence-hash";

const fieldClass =
  "mt-1 w-full rounded-lg border border-slate-700 bg-slate-950 p-3 font-mono text-xs text-slate-100 focus:border-brand-400 focus:outline-none";

const FLAG_HINT =
  "Paste the evidence JSON of a flag (the account page can copy it) and the hash listed here. Your browser computes the hash; nothing is sent.";

/**
 * Anyone pastes evidence (the JSON the trader was shown) and a hash (from a register, say); this
 * browser writes the evidence canonically, hashes it with SHA-256 and compares. No server is
 * asked. `hint` says where the evidence comes from; `forms` (checkEvidenceText) the forms of it
 * that may have been hashed.
 */
export function HashCheckBox({
  hint = FLAG_HINT,
  forms,
}: {
  hint?: ReactNode;
  forms?: (evidence: unknown) => readonly unknown[];
} = {}) {
  const evidenceId = useId();
  const hashId = useId();
  const [evidence, setEvidence] = useState("");
  const [hash, setHash] = useState("");
  const [result, setResult] = useState<HashCheck | null>(null);

  const check = async () => {
    try {
      setResult(await checkEvidenceText(evidence, hash, forms));
    } catch {
      setResult({ kind: "unreadable", message: "This browser cannot compute SHA-256." });
    }
  };

  return (
    <section
      aria-labelledby={`${hashId}-title`}
      className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <h2 id={`${hashId}-title`} className="text-sm font-semibold text-white">
        Check evidence against a hash
      </h2>
      <p className="text-xs text-slate-400">{hint}</p>
      <div>
        <label htmlFor={evidenceId} className="block text-sm text-slate-200">
          Evidence JSON
        </label>
        <textarea
          id={evidenceId}
          rows={6}
          spellCheck={false}
          value={evidence}
          onChange={(event) => {
            setEvidence(event.target.value);
            setResult(null);
          }}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={hashId} className="block text-sm text-slate-200">
          Evidence hash
        </label>
        <input
          id={hashId}
          type="text"
          spellCheck={false}
          value={hash}
          onChange={(event) => {
            setHash(event.target.value);
            setResult(null);
          }}
          className={fieldClass}
        />
      </div>
      <button
        type="button"
        onClick={() => void check()}
        disabled={!evidence.trim() || !hash.trim()}
        className={buttonClass("secondary", "sm")}
      >
        Check
      </button>
      <p role="status" aria-label="Hash check" className="text-sm">
        {result?.kind === "match" && (
          <span className="text-emerald-300">Match: this evidence has exactly this hash.</span>
        )}
        {result?.kind === "mismatch" && (
          <span className="text-rose-300">
            Mismatch: this evidence hashes to{" "}
            <code className="font-mono text-xs break-all">{result.computed}</code>.
          </span>
        )}
        {result?.kind === "unreadable" && <span className="text-rose-300">{result.message}</span>}
      </p>
    </section>
  );
}
