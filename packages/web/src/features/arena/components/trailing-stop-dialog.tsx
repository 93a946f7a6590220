import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { Position } from "@proparena/contracts/trading";
import { differenceUnit } from "@proparena/domain/market/fill-quality";
import { getInstrument } from "@proparena/domain/market/instruments";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { formatLots, formatPrice } from "../../../lib/format-trading";
import { useFieldRejection } from "../lib/use-field-rejection";
import { RejectionAlert } from "./rejection-alert";

const inputClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 font-mono text-sm text-white tabular-nums placeholder:text-slate-600 focus:border-brand-400 focus:outline-none disabled:opacity-60";

/** A trailing distance in price as pips (FX) or points (the rest), to two decimals. */
export function trailingInUnits(position: Pick<Position, "symbol">, distance: number) {
  const instrument = getInstrument(position.symbol);
  const unit = instrument ? differenceUnit(instrument) : { unit: "point" as const, size: 1 };
  return { value: Math.round((distance / unit.size) * 100) / 100, unit: unit.unit };
}

/**
 * A position's trailing stop: its distance in pips (FX) or points, set or removed. The stop
 * loss then follows the price at that distance, only in the trader's favour; the server moves
 * it on every tick and converts the pips with the instrument's pip size.
 */
export function TrailingStopDialog({
  position,
  onSave,
  onCancel,
}: {
  position: Position;
  /** Sends the distance in pips (null removes it); rejects with the API error to stay open. */
  onSave: (pips: number | null) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const current = position.trailingDistance ?? null;
  const unit = trailingInUnits(position, current ?? 0).unit;
  const [text, setText] = useState(
    current === null ? "" : String(trailingInUnits(position, current).value),
  );
  const [sending, setSending] = useState(false);
  const rejection = useFieldRejection();
  const pips = Number(text.trim());
  const invalid = text.trim() === "" || !Number.isFinite(pips) || pips <= 0;
  const title = `Trailing stop · ${position.side} ${formatLots(position.volume)} ${position.symbol}`;
  const digits = getInstrument(position.symbol)?.digits ?? 5;

  const send = async (value: number | null) => {
    rejection.clear();
    setSending(true);
    try {
      await onSave(value);
    } catch (error) {
      rejection.show(error);
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !sending) void send(pips);
  };

  const error =
    (text.trim() !== "" && invalid ? "Enter a positive number." : null) ??
    rejection.at("trailingDistance");
  return (
    <Modal open title={title} onClose={onCancel} dismissible={!sending}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <fieldset disabled={sending} className="space-y-3">
          <div>
            <label htmlFor={`${id}-pips`} className="mb-1 block text-xs font-medium text-slate-300">
              Distance ({unit === "pip" ? "pips" : "points"})
            </label>
            <input
              id={`${id}-pips`}
              inputMode="decimal"
              value={text}
              data-autofocus
              placeholder={unit === "pip" ? "e.g. 20" : "e.g. 200"}
              onChange={(e) => {
                setText(e.target.value);
                rejection.edited("trailingDistance");
              }}
              aria-invalid={error !== null}
              aria-describedby={`${id}-pips-hint`}
              className={inputClass}
            />
            <p
              id={`${id}-pips-hint`}
              className={`mt-1 text-[11px] ${error ? "text-rose-300" : "text-slate-500"}`}
            >
              {error ??
                `The stop loss follows the ${position.side === "buy" ? "bid" : "ask"} at this distance, only in your favour.${
                  position.stopLoss === null
                    ? ""
                    : ` It is at ${formatPrice(position.stopLoss, digits)} now.`
                }`}
            </p>
          </div>
          <RejectionAlert message={rejection.message} />
          <div className="flex flex-wrap justify-end gap-2">
            {current !== null && (
              <button
                type="button"
                onClick={() => void send(null)}
                className={buttonClass("secondary", "sm")}
              >
                Remove trailing stop
              </button>
            )}
            <button type="button" onClick={onCancel} className={buttonClass("secondary", "sm")}>
              Cancel
            </button>
            <button type="submit" disabled={invalid} className={buttonClass("primary", "sm")}>
              {sending ? "Saving…" : "Set trailing stop"}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
