import { useId, useState } from "react";
import type { Instrument } from "@proparena/contracts/trading";
import { buttonClass } from "../../../components/button-styles";
import { formatLots, formatUsd } from "../../../lib/format-trading";
import { lotsForRisk } from "../lib/position-sizing";
import type { Side } from "../lib/trading-math";

const input =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 font-mono text-xs text-white tabular-nums focus:border-brand-400 focus:outline-none";

/**
 * "Size from risk": the dollars the trader accepts to lose at a stop loss give the lots (rounded
 * down to the lot step, domain P&L at the stop); "Use" puts them and the stop in the ticket.
 */
export function SizeFromRisk({
  instrument,
  side,
  entry,
  stopLoss,
  rate,
  onApply,
}: {
  instrument: Instrument;
  side: Side;
  /** The ticket's entry: the ask or bid for a market order, else its price. */
  entry: number | undefined;
  /** The ticket's stop loss, if one is entered. */
  stopLoss: number | undefined;
  rate: number | null;
  onApply: (lots: number, stopLoss: number) => void;
}) {
  const id = useId();
  const [riskText, setRiskText] = useState("");
  const [stopText, setStopText] = useState("");
  const risk = Number(riskText.replace(/[$,\s]/g, ""));
  const stop = stopText.trim() ? Number(stopText) : stopLoss;
  const result =
    riskText.trim() && stop !== undefined && entry !== undefined && rate !== null
      ? lotsForRisk({
          instrument,
          side,
          entry,
          stopLoss: stop,
          rate,
          riskCents: Math.round(risk * 100),
        })
      : null;

  return (
    <details className="rounded-lg border border-slate-800 px-3 py-2 text-xs">
      <summary className="cursor-pointer text-slate-300">Size from risk</summary>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <label htmlFor={`${id}-risk`} className="text-slate-400">
          Risk ($)
          <input
            id={`${id}-risk`}
            inputMode="decimal"
            value={riskText}
            placeholder="500"
            onChange={(e) => setRiskText(e.target.value)}
            className={input}
          />
        </label>
        <label htmlFor={`${id}-stop`} className="text-slate-400">
          Stop at
          <input
            id={`${id}-stop`}
            inputMode="decimal"
            value={stopText}
            placeholder={stopLoss !== undefined ? String(stopLoss) : "stop loss price"}
            onChange={(e) => setStopText(e.target.value)}
            className={input}
          />
        </label>
      </div>
      <div aria-live="polite" className="mt-2">
        {result === null ? (
          <p className="text-slate-500">
            {rate === null || entry === undefined
              ? "Waiting for a price."
              : "Enter the dollars to risk and a stop loss."}
          </p>
        ) : result.ok ? (
          <div className="flex items-center justify-between gap-2">
            <p className="text-slate-200" data-testid="sized-lots">
              {formatLots(result.lots)} lots risk ≈ {formatUsd(result.riskCents)}
            </p>
            <button
              type="button"
              onClick={() => onApply(result.lots, stop!)}
              className={buttonClass("secondary", "sm", "px-2 py-0.5 text-xs")}
            >
              Use {formatLots(result.lots)} lots
            </button>
          </div>
        ) : (
          <p className="text-amber-300">{result.reason}</p>
        )}
      </div>
    </details>
  );
}
