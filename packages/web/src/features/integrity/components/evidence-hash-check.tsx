import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { evidenceHashOf } from "../../../lib/evidence-hash";

type Result = { kind: "match" | "mismatch"; computed: string } | { kind: "failed" };

/**
 * The flag's evidence hash and "Check the evidence hash": this browser computes SHA-256 of the
 * canonical JSON of the evidence it was shown and compares it with the hash the server stated.
 */
export function EvidenceHashCheck({ evidence, hash }: { evidence: unknown; hash: string }) {
  const [result, setResult] = useState<Result | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      const computed = await evidenceHashOf(evidence);
      setResult({ kind: computed === hash ? "match" : "mismatch", computed });
    } catch {
      setResult({ kind: "failed" });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-300">
        Evidence hash (SHA-256):{" "}
        <code className="font-mono text-xs break-all text-slate-100">{hash}</code>
      </p>
      <button
        type="button"
        onClick={() => void check()}
        disabled={checking}
        className={buttonClass("secondary", "sm")}
      >
        {checking ? "Checking…" : "Check the evidence hash"}
      </button>
      <p role="status" aria-label="Evidence hash check" className="text-sm">
        {result?.kind === "match" && (
          <span className="text-emerald-300">
            Match: the evidence shown here is the evidence the hash was taken of.
          </span>
        )}
        {result?.kind === "mismatch" && (
          <span className="text-rose-300">
            Mismatch: this browser computed{" "}
            <code className="font-mono text-xs break-all">{result.computed}</code>, not the stated
            hash. Tell us through support.
          </span>
        )}
        {result?.kind === "failed" && (
          <span className="text-rose-300">This browser cannot compute SHA-256 (Web Crypto).</span>
        )}
      </p>
    </div>
  );
}
