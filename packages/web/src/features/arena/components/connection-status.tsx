import type { RealtimeStatus } from "../../../lib/socket";

const labels: Record<RealtimeStatus, [label: string, dot: string]> = {
  idle: ["Connecting…", "bg-slate-400"],
  connecting: ["Connecting…", "bg-amber-400 animate-pulse"],
  live: ["Live", "bg-emerald-400"],
  reconnecting: ["Reconnecting…", "bg-amber-400 animate-pulse"],
  offline: ["Offline", "bg-rose-500"],
};

/** The realtime feed's state: prices and P&L are only live while this says "Live". */
export function ConnectionStatus({ status }: { status: RealtimeStatus }) {
  const [label, dot] = labels[status];
  return (
    <p
      role="status"
      aria-label={`Market feed: ${label}`}
      className="flex items-center gap-1.5 rounded-full border border-slate-800 px-2.5 py-1 text-xs text-slate-300"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {label}
    </p>
  );
}
