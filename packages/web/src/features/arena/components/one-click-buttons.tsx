import type { Quote } from "@proparena/contracts/trading";
import { focusRing } from "../../../components/button-styles";
import { formatLots, formatPrice } from "../../../lib/format-trading";
import type { Side } from "../lib/trading-math";

/**
 * One-click trading (switched on by the trader): sell at the bid or buy at the ask at once, a
 * market order of the ticket's size with its stop loss and take profit, no second step.
 */
export function OneClickButtons({
  quote,
  digits,
  volume,
  disabled,
  onPlace,
}: {
  quote: Quote | undefined;
  digits: number;
  /** The ticket's size, or null while it is not a valid one. */
  volume: number | null;
  disabled: boolean;
  onPlace: (side: Side) => void;
}) {
  const size = volume === null ? "" : ` ${formatLots(volume)}`;
  return (
    <div role="group" aria-label="One-click trading" className="grid grid-cols-2 gap-2">
      {(["sell", "buy"] as const).map((side) => (
        <button
          key={side}
          type="button"
          disabled={disabled || volume === null}
          onClick={() => onPlace(side)}
          className={`rounded-lg py-2 text-xs font-bold disabled:opacity-60 ${focusRing} ${
            side === "buy"
              ? "bg-emerald-500 text-slate-950 hover:bg-emerald-400"
              : "bg-rose-500 text-white hover:bg-rose-400"
          }`}
        >
          {side === "buy" ? "Buy" : "Sell"}
          {size} now
          <span className="block font-mono font-normal tabular-nums">
            {quote ? formatPrice(side === "buy" ? quote.ask : quote.bid, digits) : "—"}
          </span>
        </button>
      ))}
      <p className="col-span-2 text-center text-[11px] text-amber-200">
        One-click trading is on: these place a market order at once.
      </p>
    </div>
  );
}
