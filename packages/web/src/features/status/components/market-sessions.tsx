import type { MarketSession } from "@proparena/contracts/market-status";
import { shortDuration } from "@proparena/domain/core/durations";
import { Badge } from "../../../components/badge";
import { SimpleTable } from "../../../components/simple-table";
import { formatTime } from "../../../lib/format-trading";
import { useNow } from "../../../lib/use-now";

/** Every symbol's session now: open until when, or closed and opening in (a live countdown). */
export function MarketSessions({ sessions }: { sessions: readonly MarketSession[] }) {
  const now = useNow(1_000);
  return (
    <SimpleTable
      caption="Market sessions now"
      headers={["Symbol", "Now", "Next", "Sessions (UTC)"]}
      rows={sessions.map((s) => ({
        key: s.symbol,
        head: s.symbol,
        cells: [
          s.open ? <Badge tone="good">Open</Badge> : <Badge tone="neutral">Closed</Badge>,
          s.opensAt
            ? `Opens ${formatTime(s.opensAt)} (in ${shortDuration(Date.parse(s.opensAt) - now)})`
            : s.closesAt
              ? `Closes ${formatTime(s.closesAt)}`
              : "Never closes",
          s.hours,
        ],
      }))}
    />
  );
}
