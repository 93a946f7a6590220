import {
  DISCORD_EVENT_LABELS,
  DISCORD_EVENTS,
  type DiscordEvent,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import { Badge, type BadgeTone } from "../../../../components/badge";
import { formatCount } from "../../../../lib/format-money";
import { formatUtcTime } from "../admin-dashboard/dashboard-format";

type Delivery = DiscordSettings["deliveries"][number];

const STATUS: Record<Delivery["status"], [string, BadgeTone]> = {
  pending: ["Pending", "warning"],
  sent: ["Sent", "good"],
  failed: ["Failed", "bad"],
};

function eventLabel(event: string): string {
  return (DISCORD_EVENTS as readonly string[]).includes(event)
    ? DISCORD_EVENT_LABELS[event as DiscordEvent]
    : event;
}

function StatusBadge({ status }: { status: Delivery["status"] }) {
  const [label, tone] = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const th = "px-3 py-2 font-medium whitespace-nowrap";
const td = "px-3 py-2 align-top text-slate-300";

/** The newest posts to Discord: what, whether it went, how many tries, the last error. */
export function DiscordDeliveries({ deliveries }: { deliveries: readonly Delivery[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400">
        Nothing has been posted to Discord yet.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Recent deliveries</caption>
        <thead className="bg-slate-900/80 text-xs text-slate-400">
          <tr>
            <th scope="col" className={th}>
              Event
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Attempts
            </th>
            <th scope="col" className={th}>
              Created
            </th>
            <th scope="col" className={th}>
              Sent
            </th>
            <th scope="col" className={th}>
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-slate-800">
              <th scope="row" className={`${td} font-normal text-slate-100`}>
                {eventLabel(delivery.event)}
              </th>
              <td className={td}>
                <StatusBadge status={delivery.status} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatCount(delivery.attempts)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatUtcTime(delivery.createdAt)}</td>
              <td className={`${td} whitespace-nowrap`}>
                {delivery.sentAt ? formatUtcTime(delivery.sentAt) : "—"}
              </td>
              <td className={`${td} max-w-xs break-words`}>
                {delivery.lastError ? (
                  <span className="text-rose-200">{delivery.lastError}</span>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
