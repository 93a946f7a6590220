import { useEffect, useState } from "react";
import { Link } from "react-router";
import { sha256Hex } from "../lib/evidence-hash";
import { CopyLinkButton } from "./copy-link-button";

type Computed = { kind: "done"; hash: string } | { kind: "failed" } | { kind: "working" };

/**
 * The published evidence of a rule decision and its hash, computed in this browser: SHA-256 of
 * `text` (the canonical JSON of the evidence as the public register publishes it, contracts
 * `publishedEvidenceText`). With `statedHash` (the hash a page was sent) it says whether the two
 * agree. Copy buttons for the hash and the evidence, and a link to the register where the same
 * hash is listed.
 */
export function PublishedEvidenceHash({ text, statedHash }: { text: string; statedHash?: string }) {
  // The answer for the text it was computed from: a new text is "working" until its own arrives.
  const [answer, setAnswer] = useState<{ text: string; computed: Computed } | null>(null);
  const computed: Computed = answer?.text === text ? answer.computed : { kind: "working" };

  useEffect(() => {
    let current = true;
    sha256Hex(text).then(
      (hash) => current && setAnswer({ text, computed: { kind: "done", hash } }),
      () => current && setAnswer({ text, computed: { kind: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className="space-y-2 rounded-lg border border-slate-800 bg-slate-950/40 p-3 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
        Published evidence
      </h4>
      <p className="text-slate-300">
        SHA-256 computed by this browser:{" "}
        {computed.kind === "done" && (
          <code
            data-testid="published-evidence-hash"
            className="font-mono text-xs break-all text-slate-100"
          >
            {computed.hash}
          </code>
        )}
        {computed.kind === "working" && <span className="text-slate-400">computing…</span>}
        {computed.kind === "failed" && (
          <span className="text-rose-300">this browser cannot compute SHA-256 (Web Crypto).</span>
        )}
      </p>
      {statedHash !== undefined && computed.kind === "done" && (
        <p role="status" aria-label="Evidence hash check">
          {computed.hash === statedHash ? (
            <span className="text-emerald-300">
              Match: the published hash is the hash of the evidence shown here.
            </span>
          ) : (
            <span className="text-rose-300">
              Mismatch: the page states{" "}
              <code className="font-mono text-xs break-all">{statedHash}</code>.
            </span>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {computed.kind === "done" && <CopyLinkButton url={computed.hash} label="Copy hash" />}
        <CopyLinkButton url={text} label="Copy evidence" />
        <Link
          to="/openbook/register"
          className="text-sm text-brand-300 underline-offset-2 hover:underline"
        >
          Public register
        </Link>
      </div>
    </div>
  );
}
