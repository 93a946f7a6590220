import type { AdminRecord } from "@proparena/contracts/admin-users";
import { formatDateTime, formatNumber } from "../../../../lib/admin-format";

/** The moments the record marks (opened, filled, closed...), oldest first. */
export function RecordEvents({ events }: { events: AdminRecord["events"] }) {
  if (events.length === 0) return <p className="text-sm text-slate-400">No events.</p>;
  const ordered = [...events].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return (
    <ol
      aria-label="Record events"
      className="divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/50"
    >
      {ordered.map((event, index) => (
        <li
          key={`${event.label}-${event.time}-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3 text-sm"
        >
          <span className="font-medium text-slate-100">{event.label}</span>
          <span className="text-slate-300">
            {formatDateTime(event.time)}
            {event.price !== null && (
              <>
                {" · "}
                <span className="font-mono tabular-nums">{formatNumber(event.price)}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
