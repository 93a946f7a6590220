import type { Side } from "../lib/trading-math";

export interface OcoLeg {
  side: Side;
  type: "limit" | "stop";
  priceText: string;
}

const inputClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 font-mono text-sm text-white tabular-nums placeholder:text-slate-600 focus:border-brand-400 focus:outline-none disabled:opacity-60";
const selectClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white focus:border-brand-400 focus:outline-none";

/**
 * The other order of a one-cancels-other pair on the ticket: its side, type and price (same
 * symbol and lots as the first). When either fills the other is cancelled; cancelling either
 * cancels both.
 */
export function OcoLegFields({
  id,
  leg,
  onChange,
  error,
  placeholder,
}: {
  id: string;
  leg: OcoLeg;
  onChange: (leg: OcoLeg) => void;
  /** The problem with its price, if any (the ticket's check or the engine's refusal). */
  error: string | null;
  placeholder: string;
}) {
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-slate-800 p-2"
      data-testid="ticket-oco-leg"
    >
      <legend className="px-1 text-[11px] font-semibold text-slate-400 uppercase">
        Other order (cancelled when this one fills)
      </legend>
      <div className="grid grid-cols-3 gap-2">
        <div>
          <label htmlFor={`${id}-oco-side`} className="mb-1 block text-xs text-slate-300">
            Side
          </label>
          <select
            id={`${id}-oco-side`}
            value={leg.side}
            onChange={(e) => onChange({ ...leg, side: e.target.value as Side })}
            className={selectClass}
          >
            <option value="buy">Buy</option>
            <option value="sell">Sell</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-oco-type`} className="mb-1 block text-xs text-slate-300">
            Type
          </label>
          <select
            id={`${id}-oco-type`}
            value={leg.type}
            onChange={(e) => onChange({ ...leg, type: e.target.value as OcoLeg["type"] })}
            className={selectClass}
          >
            <option value="limit">Limit</option>
            <option value="stop">Stop</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-oco-price`} className="mb-1 block text-xs text-slate-300">
            Price
          </label>
          <input
            id={`${id}-oco-price`}
            inputMode="decimal"
            value={leg.priceText}
            placeholder={placeholder}
            onChange={(e) => onChange({ ...leg, priceText: e.target.value })}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-oco-price-error` : undefined}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-oco-price-error`} className="text-[11px] text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
