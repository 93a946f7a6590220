import { formatCountdown } from "../../../lib/format-trading";
import { useNow } from "../../../lib/use-now";

/** "Resets in 05:03:09", ticking every second until the daily reset. */
export function ResetCountdown({ at }: { at: string }) {
  const now = useNow(1_000);
  return (
    <p className="text-xs text-slate-400">
      Resets in{" "}
      <time
        dateTime={at}
        data-testid="daily-reset-countdown"
        className="font-mono text-slate-200 tabular-nums"
      >
        {formatCountdown(Date.parse(at) - now)}
      </time>
    </p>
  );
}
