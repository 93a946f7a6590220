import { useId, useState } from "react";
import type { FormEvent } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { formatPrice } from "../../../lib/format-trading";
import { useFieldRejection } from "../lib/use-field-rejection";
import { RejectionAlert } from "./rejection-alert";

/** What changed: a field is absent when kept, `null` when removed (SL/TP only). */
export interface LevelsChange {
  price?: number;
  stopLoss?: number | null;
  takeProfit?: number | null;
}

export interface Levels {
  /** The pending order's price; leave undefined to edit only SL/TP (a position). */
  price?: number | null;
  stopLoss: number | null;
  takeProfit: number | null;
}

const inputClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 font-mono text-sm text-white tabular-nums placeholder:text-slate-600 focus:border-brand-400 focus:outline-none disabled:opacity-60";

const toText = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? "" : formatPrice(value, digits).replace(/,/g, "");

/** "" -> null, "1.2" -> 1.2, "abc" or "-1" -> NaN */
function parseLevel(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, "");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return value > 0 ? value : Number.NaN;
}

/**
 * The editor of a position's SL/TP or a pending order's price/SL/TP, in a modal: fields are
 * prefilled (empty = none), only changed fields are sent, and the engine's refusal shows inline
 * with the editor left open. Escape and Cancel close it without sending.
 */
export function EditLevelsDialog({
  title,
  digits,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  digits: number;
  initial: Levels;
  /** Sends the change; rejects with the API error to keep the editor open. */
  onSave: (change: LevelsChange) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const withPrice = initial.price !== undefined;
  const start = {
    price: toText(initial.price, digits),
    stopLoss: toText(initial.stopLoss, digits),
    takeProfit: toText(initial.takeProfit, digits),
  };
  const [priceText, setPriceText] = useState(start.price);
  const [stopLossText, setStopLossText] = useState(start.stopLoss);
  const [takeProfitText, setTakeProfitText] = useState(start.takeProfit);
  const [sending, setSending] = useState(false);
  const rejection = useFieldRejection();

  const price = parseLevel(priceText);
  const stopLoss = parseLevel(stopLossText);
  const takeProfit = parseLevel(takeProfitText);
  const priceError =
    withPrice && (price === null || Number.isNaN(price)) ? "Enter a positive price." : null;
  const stopError = Number.isNaN(stopLoss) ? "Enter a positive price or leave it empty." : null;
  const targetError = Number.isNaN(takeProfit) ? "Enter a positive price or leave it empty." : null;
  const invalid = Boolean(priceError || stopError || targetError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || sending) return;
    const change: LevelsChange = {};
    if (withPrice && priceText.trim() !== start.price && price !== null) change.price = price;
    if (stopLossText.trim() !== start.stopLoss) change.stopLoss = stopLoss;
    if (takeProfitText.trim() !== start.takeProfit) change.takeProfit = takeProfit;
    if (Object.keys(change).length === 0) {
      onCancel();
      return;
    }
    rejection.clear();
    setSending(true);
    try {
      await onSave(change);
    } catch (error) {
      // The field the engine's code concerns shows the message too.
      rejection.show(error);
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: "price" | "stopLoss" | "takeProfit",
    label: string,
    value: string,
    setValue: (text: string) => void,
    check: string | null,
    autoFocus = false,
  ) => {
    const error = check ?? rejection.at(name);
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-slate-300">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          inputMode="decimal"
          value={value}
          placeholder={name === "price" ? "" : "none"}
          onChange={(e) => {
            setValue(e.target.value);
            rejection.edited(name);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          data-autofocus={autoFocus ? true : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-[11px] text-rose-300">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal open title={title} onClose={onCancel} dismissible={!sending}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <fieldset disabled={sending} className="space-y-3">
          {withPrice && field("price", "Price", priceText, setPriceText, priceError, true)}
          <div className="grid grid-cols-2 gap-2">
            {field("stopLoss", "Stop loss", stopLossText, setStopLossText, stopError, !withPrice)}
            {field("takeProfit", "Take profit", takeProfitText, setTakeProfitText, targetError)}
          </div>
          <p className="text-[11px] text-slate-500">
            Leave stop loss or take profit empty for none.
          </p>
          <RejectionAlert message={rejection.message} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onCancel} className={buttonClass("secondary", "sm")}>
              Cancel
            </button>
            <button type="submit" disabled={invalid} className={buttonClass("primary", "sm")}>
              {sending ? "Saving…" : "Save"}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
