import {
  DISCORD_EVENT_LABELS,
  DISCORD_EVENTS,
  type DiscordEvent,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import { Badge, type BadgeTone } from "../../../../components/badge";
import { formatCount } from "../../../../lib/format-money";
import { formatUtcTime } from "../admin-dashboard/dashboard-format";
import { LogTable, logCell } from "../log-table";

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

const td = logCell();
const COLUMNS = [
  { label: "Event" },
  { label: "Status" },
  { label: "Attempts", right: true },
  { label: "Created" },
  { label: "Sent" },
  { label: "Last error" },
];

/** The newest posts to Discord: what, whether it went, how many tries, the last error. */
export function DiscordDeliveries({ deliveries }: { deliveries: readonly Delivery[] }) {
  return (
    <LogTable
      caption="Recent deliveries"
      columns={COLUMNS}
      minWidth="44rem"
      empty={deliveries.length === 0 && "Nothing has been posted to Discord yet."}
    >
      {deliveries.map((delivery) => (
        <tr key={delivery.id} className="border-t border-slate-800">
          <th scope="row" className={`${td} font-normal text-slate-100`}>
            {eventLabel(delivery.event)}
          </th>
          <td className={td}>
            <StatusBadge status={delivery.status} />
          </td>
          <td className={`${td} text-right tabular-nums`}>{formatCount(delivery.attempts)}</td>
          <td className={logCell("whitespace-nowrap")}>{formatUtcTime(delivery.createdAt)}</td>
          <td className={logCell("whitespace-nowrap")}>
            {delivery.sentAt ? formatUtcTime(delivery.sentAt) : "—"}
          </td>
          <td className={logCell("max-w-xs break-words")}>
            {delivery.lastError ? <span className="text-rose-200">{delivery.lastError}</span> : "—"}
          </td>
        </tr>
      ))}
    </LogTable>
  );
}
