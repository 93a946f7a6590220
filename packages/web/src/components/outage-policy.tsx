import {
  outagePolicyPoints,
  outagePolicyRows,
  thresholdWords,
} from "@proparena/domain/market/outage-policy";
import { SimpleTable } from "./simple-table";

/** "**Halts.** While…" -> the bold lead and the rest. */
function Point({ text }: { text: string }) {
  const match = /^\*\*(.+?)\*\*\s*(.*)$/.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      <strong className="text-slate-100">{match[1]}</strong> {match[2]}
    </>
  );
}

/**
 * The published outage policy (docs/rules.md "Market hours, outages and halts"), rendered from the
 * domain's own figures (outage-policy.ts, sessions.ts): what the feed monitor and the desk apply.
 * `withTable` adds the sessions and halt thresholds per asset class.
 */
export function OutagePolicy({ withTable = false }: { withTable?: boolean }) {
  return (
    <div className="space-y-4 text-sm text-slate-300">
      {withTable && (
        <SimpleTable
          caption="Sessions and halt thresholds per asset class"
          headers={["Asset class", "Symbols", "Sessions (UTC)", "Halted after no live price for"]}
          rows={outagePolicyRows().map((row) => ({
            key: row.assetClass,
            head: row.name,
            cells: [row.symbols.join(", "), row.sessions, thresholdWords(row.haltAfterMs)],
          }))}
        />
      )}
      <ul className="list-disc space-y-2 pl-5">
        {outagePolicyPoints().map((point) => (
          <li key={point}>
            <Point text={point} />
          </li>
        ))}
      </ul>
    </div>
  );
}
