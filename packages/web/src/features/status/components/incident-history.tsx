import type { MarketIncident } from "@proparena/contracts/market-status";
import { Badge } from "../../../components/badge";
import { formatTime } from "../../../lib/format-trading";
import { ageWords } from "../lib/status-format";

/** The price outages of the last days, newest first, with their durations and causes. */
export function IncidentHistory({
  incidents,
  windowDays,
}: {
  incidents: readonly MarketIncident[];
  windowDays: number;
}) {
  if (incidents.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No incidents in the last {windowDays} days.
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Incidents">
      {incidents.map((incident) => (
        <li
          key={incident.id}
          className="rounded-xl border border-slate-800 bg-slate-900/60 p-4"
          data-testid="incident"
        >
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-white">{incident.symbols.join(", ")}</p>
            {incident.endedAt === null ? (
              <Badge tone="bad">Ongoing</Badge>
            ) : (
              <Badge tone="neutral">{`Lasted ${ageWords(incident.durationMs ?? 0)}`}</Badge>
            )}
            <p className="text-xs text-slate-400">{incident.venue}</p>
          </div>
          <p className="mt-1 text-sm text-slate-300">
            No live price from {formatTime(incident.startedAt)}
            {incident.endedAt ? ` to ${formatTime(incident.endedAt)}` : " until now"}:{" "}
            {incident.cause}.
          </p>
        </li>
      ))}
    </ol>
  );
}
