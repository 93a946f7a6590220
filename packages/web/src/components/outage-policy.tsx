import {
  outagePolicyPoints,
  outagePolicyRows,
  thresholdWords,
} from "@proparena/domain/outage-policy";

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">Sessions and halt thresholds per asset class</caption>
            <thead>
              <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Asset class
                </th>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Symbols
                </th>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Sessions (UTC)
                </th>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Halted after no live price for
                </th>
              </tr>
            </thead>
            <tbody>
              {outagePolicyRows().map((row) => (
                <tr key={row.assetClass} className="border-b border-slate-800/60">
                  <th scope="row" className="py-1.5 pr-4 font-semibold text-slate-100">
                    {row.name}
                  </th>
                  <td className="py-1.5 pr-4">{row.symbols.join(", ")}</td>
                  <td className="py-1.5 pr-4">{row.sessions}</td>
                  <td className="py-1.5 pr-4">{thresholdWords(row.haltAfterMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
