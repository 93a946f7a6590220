import { formatLocalDateTime } from "../../../lib/format-local-time";
import { useSelfLimits } from "../requests/self-limits";

/** In the ticket: the trader's own pause, or their daily limit reached, before they try. */
export function SelfLimitNotice() {
  const limits = useSelfLimits().data;
  if (!limits) return null;
  const { lockedUntil, dailyTradeLimit, tradesToday, dayEndsAt } = limits;
  if (lockedUntil) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-500/50 bg-amber-950/40 px-3 py-2 text-xs text-amber-100"
      >
        Trading paused by you until {formatLocalDateTime(lockedUntil)}. You can still close
        positions and cancel orders.
      </p>
    );
  }
  if (dailyTradeLimit !== null && tradesToday >= dailyTradeLimit) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-500/50 bg-amber-950/40 px-3 py-2 text-xs text-amber-100"
      >
        You reached your limit of {dailyTradeLimit} trades today. It resets at{" "}
        {formatLocalDateTime(dayEndsAt)}.
      </p>
    );
  }
  return null;
}
