import { useEffect } from "react";
import { shortDuration } from "@proparena/domain/core/durations";
import { utcClock } from "@proparena/domain/market/outage-policy";
import { describeUtc } from "@proparena/domain/market/sessions";
import { useNow } from "../../../lib/use-now";
import type { MarketState } from "../lib/market-state";

/**
 * What the ticket says about a symbol it cannot trade at market now: "Market closed, opens in
 * 2 h 14 m" (a live countdown; `onReopen` when it reaches zero) or "Halted: no live price since
 * 14:02:11 UTC".
 */
export function MarketStateNotice({
  state,
  onReopen,
}: {
  state: Exclude<MarketState, { kind: "open" }>;
  onReopen: () => void;
}) {
  const now = useNow(1_000);
  const reopened = state.kind === "closed" && state.opensAt <= now;
  useEffect(() => {
    if (reopened) onReopen();
  }, [reopened, onReopen]);
  return (
    <div
      role="status"
      data-testid="market-state"
      className={`rounded-md border px-3 py-2 text-sm ${
        state.kind === "closed"
          ? "border-slate-600 bg-slate-800/60 text-slate-200"
          : "border-rose-500/50 bg-rose-950/40 text-rose-100"
      }`}
    >
      {state.kind === "closed" ? (
        <>
          <p className="font-semibold">
            Market closed, opens in {shortDuration(state.opensAt - now)}
          </p>
          <p className="text-xs text-slate-400">{describeUtc(state.opensAt)}</p>
        </>
      ) : (
        <>
          <p className="font-semibold">Halted: no live price since {utcClock(state.since, now)}</p>
          <p className="text-xs text-rose-200/80">
            Trading at market resumes with the next live price. Limit and stop orders are taken and
            fill at the first fresh price past their level.
          </p>
        </>
      )}
    </div>
  );
}
