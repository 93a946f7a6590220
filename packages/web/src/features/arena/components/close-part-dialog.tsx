import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { CostSchedule } from "@proparena/contracts/plans";
import type { Account, Position } from "@proparena/contracts/trading";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { formatLots, formatSignedUsd, formatUsd } from "../../../lib/format-trading";
import { usePlans } from "../../../lib/get-plans";
import { partialClosePreview } from "../lib/partial-close-preview";
import type { QuoteStore } from "../lib/quote-store";
import { useQuotesVersion } from "../lib/quote-store";
import { useFieldRejection } from "../lib/use-field-rejection";
import { RejectionAlert } from "./rejection-alert";
import { FigureRow } from "./figure-row";

const inputClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 font-mono text-sm text-white tabular-nums placeholder:text-slate-600 focus:border-brand-400 focus:outline-none disabled:opacity-60";

/**
 * "Close part" of a position: the lots to close, checked as the engine checks them (the lot
 * step, the minimum, at most the position's, a rest of at least the minimum), and what closing
 * them now would realise, from the live quote with the part's share of the commission and swap
 * (the engine's own functions). The engine's refusal shows inline, the dialog left open.
 */
export function ClosePartDialog({
  account,
  position,
  store,
  onClose,
  onCancel,
}: {
  account: Account;
  position: Position;
  store: QuoteStore;
  /** Sends the close; rejects with the API error to keep the dialog open. */
  onClose: (volume: number) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  useQuotesVersion(store);
  const half = Math.max(0.01, Math.round((position.volume / 2) * 100) / 100);
  const [text, setText] = useState(formatLots(half));
  const [sending, setSending] = useState(false);
  const rejection = useFieldRejection();
  const plans = usePlans({ version: account.ruleSetVersion });
  const costs: CostSchedule | undefined = plans.data?.plans.find(
    (p) => p.id === account.planId,
  )?.costs;
  const volume = Number(text.trim().replace(/,/g, ""));
  const preview = costs
    ? partialClosePreview(position, text.trim() === "" ? Number.NaN : volume, store.get, costs)
    : null;
  const problem = preview && !preview.ok ? preview.message : null;
  const title = `Close part · ${position.side} ${formatLots(position.volume)} ${position.symbol}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!preview?.ok || sending) return;
    rejection.clear();
    setSending(true);
    try {
      await onClose(preview.volume);
    } catch (error) {
      rejection.show(error);
    } finally {
      setSending(false);
    }
  };

  const error = problem ?? rejection.at("volume");
  return (
    <Modal open title={title} onClose={onCancel} dismissible={!sending}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <fieldset disabled={sending} className="space-y-3">
          <div>
            <label
              htmlFor={`${id}-volume`}
              className="mb-1 block text-xs font-medium text-slate-300"
            >
              Lots to close
            </label>
            <input
              id={`${id}-volume`}
              inputMode="decimal"
              value={text}
              data-autofocus
              onChange={(e) => {
                setText(e.target.value);
                rejection.edited("volume");
              }}
              aria-invalid={error !== null}
              aria-describedby={`${id}-volume-hint`}
              className={inputClass}
            />
            <p
              id={`${id}-volume-hint`}
              className={`mt-1 text-[11px] ${error ? "text-rose-300" : "text-slate-500"}`}
            >
              {error ?? `Of ${formatLots(position.volume)} lots; the rest stays open.`}
            </p>
          </div>
          <dl className="space-y-1 rounded-lg bg-slate-950/70 px-3 py-2 text-xs">
            {plans.isError ? (
              <p className="text-amber-300">
                The plan's costs could not be loaded.{" "}
                <button type="button" className="underline" onClick={() => void plans.refetch()}>
                  Try again
                </button>
              </p>
            ) : (
              <>
                <FigureRow label="Realised P&L now" testId="close-part-pnl">
                  {!preview
                    ? "…"
                    : !preview.ok
                      ? "—"
                      : preview.pnlCents === null
                        ? "waiting for a quote"
                        : `≈ ${formatSignedUsd(preview.pnlCents)}`}
                </FigureRow>
                {preview?.ok && (
                  <>
                    <FigureRow label="Of which commission and swap" tone="text-slate-300">
                      {formatUsd(preview.commissionCents)} · {formatSignedUsd(preview.swapCents)}
                    </FigureRow>
                    <FigureRow label="Left open" tone="text-slate-300" testId="close-part-rest">
                      {preview.restVolume === 0
                        ? "nothing: closes the position"
                        : `${formatLots(preview.restVolume)} lots`}
                    </FigureRow>
                  </>
                )}
              </>
            )}
          </dl>
          <RejectionAlert message={rejection.message} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onCancel} className={buttonClass("secondary", "sm")}>
              Cancel
            </button>
            <button type="submit" disabled={!preview?.ok} className={buttonClass("danger", "sm")}>
              {sending
                ? "Closing…"
                : preview?.ok
                  ? `Close ${formatLots(preview.volume)} lots`
                  : "Close"}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
