import { canonicalJson } from "@proparena/contracts/canonical-json";
import type { IntegrityEvidence } from "@proparena/contracts/integrity";
import { CopyLinkButton } from "../../../components/copy-link-button";
import { figureText, instantText } from "../lib/integrity-labels";
import { EvidenceHashCheck } from "./evidence-hash-check";
import { EvidenceTrades } from "./evidence-trades";

const SIGNAL_LABELS = { device: "Device", ip: "Sign-in address", card: "Card", wallet: "Wallet" };

function Subheading({ children }: { children: string }) {
  return (
    <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{children}</h4>
  );
}

/**
 * Everything a flag's score rests on: the trades, the quotes around the fills, the shared
 * signal values, the figures by name, who else is involved, and the evidence hash with its
 * check in the browser. The evidence's canonical JSON can be copied to check it elsewhere.
 */
export function EvidenceDetails({
  evidence,
  evidenceHash,
  title,
}: {
  evidence: IntegrityEvidence;
  evidenceHash: string;
  /** Names the trades table, e.g. "Evidence trades of the hedging flag". */
  title: string;
}) {
  const figures = Object.entries(evidence.figures);
  const json = canonicalJson(evidence);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Subheading>Trades</Subheading>
        <EvidenceTrades trades={evidence.trades} caption={title} />
      </div>
      {evidence.quotes.length > 0 && (
        <div className="space-y-2">
          <Subheading>Quotes</Subheading>
          <ul className="space-y-1 font-mono text-xs text-slate-200">
            {evidence.quotes.map((quote, i) => (
              <li key={i}>
                {quote.symbol} bid {quote.bid} ask {quote.ask} at {instantText(quote.time)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {evidence.signals.length > 0 && (
        <div className="space-y-2">
          <Subheading>Shared signals</Subheading>
          <ul className="space-y-1 text-xs text-slate-200">
            {evidence.signals.map((signal, i) => (
              <li key={i}>
                {SIGNAL_LABELS[signal.kind]}:{" "}
                <code className="font-mono break-all">{signal.value}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {figures.length > 0 && (
        <div className="space-y-2">
          <Subheading>Figures</Subheading>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-xs sm:grid-cols-4">
            {figures.map(([name, value]) => (
              <div key={name}>
                <dt className="text-slate-400">{name}</dt>
                <dd className="font-mono text-slate-100 tabular-nums">{figureText(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <p className="text-xs text-slate-400">
        Other accounts involved: {evidence.otherAccounts.length}
        {evidence.otherAccounts.length > 0 && ` (${evidence.otherAccounts.join(", ")})`}. Other
        people involved: {evidence.otherPeople}.
      </p>
      <EvidenceHashCheck evidence={evidence} hash={evidenceHash} />
      <details className="text-xs text-slate-300">
        <summary className="cursor-pointer text-slate-400">The evidence as JSON</summary>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CopyLinkButton url={json} label="Copy the evidence JSON" />
        </div>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-950 p-3 font-mono break-all whitespace-pre-wrap">
          {json}
        </pre>
      </details>
    </div>
  );
}
