import type { MarketSession } from "@proparena/contracts/market-status";
import { shortDuration } from "@proparena/domain/durations";
import { Badge } from "../../../components/badge";
import { formatTime } from "../../../lib/format-trading";
import { useNow } from "../../../lib/use-now";

/** Every symbol's session now: open until when, or closed and opening in (a live countdown). */
export function MarketSessions({ sessions }: { sessions: readonly MarketSession[] }) {
  const now = useNow(1_000);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Market sessions now</caption>
        <thead>
          <tr className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Symbol
            </th>
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Now
            </th>
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Next
            </th>
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Sessions (UTC)
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.symbol} className="border-b border-slate-800/60">
              <th scope="row" className="py-1.5 pr-4 font-semibold text-slate-100">
                {s.symbol}
              </th>
              <td className="py-1.5 pr-4">
                {s.open ? <Badge tone="good">Open</Badge> : <Badge tone="neutral">Closed</Badge>}
              </td>
              <td className="py-1.5 pr-4 text-slate-300">
                {s.opensAt
                  ? `Opens ${formatTime(s.opensAt)} (in ${shortDuration(Date.parse(s.opensAt) - now)})`
                  : s.closesAt
                    ? `Closes ${formatTime(s.closesAt)}`
                    : "Never closes"}
              </td>
              <td className="py-1.5 pr-4 text-slate-400">{s.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
