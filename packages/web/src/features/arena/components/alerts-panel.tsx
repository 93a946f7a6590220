import { useEffect, useId, useState } from "react";
import type { FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AlertCondition, PriceAlert } from "@proparena/contracts/arena-tools";
import type { Instrument } from "@proparena/contracts/trading";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { buttonClass, focusRing } from "../../../components/button-styles";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { formatLocalDateTime } from "../../../lib/format-local-time";
import { formatPrice } from "../../../lib/format-trading";
import { useRealtimeConnection } from "../../../lib/realtime-context";
import { toolsKeys } from "../lib/tools-keys";
import { useQuote, type QuoteStore } from "../lib/quote-store";
import { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts } from "../requests/price-alerts";

const input =
  "mt-1 block w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 font-mono text-sm text-white tabular-nums focus:border-brand-400 focus:outline-none";

/**
 * Price alerts: set one on the chart's symbol (the price starts at the bid), by e-mail too if
 * chosen; the server watches it even with the page closed. Lists the active and the triggered
 * ones, each deletable; a firing alert's notice (a toast) refreshes the list.
 */
export function AlertsPanel({ instrument, store }: { instrument: Instrument; store: QuoteStore }) {
  const alerts = usePriceAlerts();
  useRefreshOnAlertNotice();
  return (
    <div className="space-y-3 p-3">
      <AlertForm key={instrument.symbol} instrument={instrument} store={store} />
      {alerts.isPending ? (
        <LoadingState label="Loading your alerts…" />
      ) : alerts.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          Could not load your alerts: {errorMessage(alerts.error)}
        </p>
      ) : alerts.data.alerts.length === 0 ? (
        <p className="text-sm text-slate-400">No price alerts yet.</p>
      ) : (
        <AlertList alerts={alerts.data.alerts} digits={instrument.digits} />
      )}
    </div>
  );
}

/** A price-alert notice on the socket: the list is read again (the toast is the app's). */
function useRefreshOnAlertNotice() {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscribe = connection?.subscribe?.bind(connection);
    if (!subscribe) return;
    return subscribe(SOCKET_EVENTS.notice, (payload) => {
      if ((payload as { kind?: unknown } | null)?.kind === "price-alert")
        void queryClient.invalidateQueries({ queryKey: toolsKeys.alerts() });
    });
  }, [connection, queryClient]);
}

function AlertForm({ instrument, store }: { instrument: Instrument; store: QuoteStore }) {
  const id = useId();
  const quote = useQuote(store, instrument.symbol) ?? instrument.quote ?? undefined;
  const create = useCreatePriceAlert();
  const [condition, setCondition] = useState<AlertCondition>("crossesAbove");
  const [priceText, setPriceText] = useState<string | null>(null);
  const [email, setEmail] = useState(true);
  const [note, setNote] = useState("");
  const bid = quote ? formatPrice(quote.bid, instrument.digits).replace(/,/g, "") : "";
  const text = priceText ?? bid;
  const price = Number(text);
  const priceError =
    create.error && isApiRequestError(create.error)
      ? create.error.issues.find((i) => i.path === "price")?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(price > 0)) return;
    create.mutate(
      {
        symbol: instrument.symbol,
        condition,
        price,
        email,
        note: note.trim() ? note.trim() : null,
      },
      {
        onSuccess: () => {
          setPriceText(null);
          setNote("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New price alert" className="space-y-2" noValidate>
      <p className="text-xs text-slate-400">
        Alert me when {instrument.symbol}&apos;s bid {quote ? `(now ${bid})` : ""} reaches a price.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={`${id}-condition`} className="text-xs text-slate-300">
          When the bid
          <select
            id={`${id}-condition`}
            value={condition}
            onChange={(e) => setCondition(e.target.value as AlertCondition)}
            className={input}
          >
            <option value="crossesAbove">rises to</option>
            <option value="crossesBelow">falls to</option>
          </select>
        </label>
        <label htmlFor={`${id}-price`} className="text-xs text-slate-300">
          Alert price
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={text}
            onChange={(e) => setPriceText(e.target.value)}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            className={input}
          />
        </label>
      </div>
      {priceError && (
        <p id={`${id}-price-error`} className="text-[11px] text-rose-300">
          {priceError}
        </p>
      )}
      <label htmlFor={`${id}-note`} className="block text-xs text-slate-300">
        Note (optional)
        <input
          id={`${id}-note`}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
          className={input}
        />
      </label>
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-xs text-slate-300">
          <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
          Also e-mail me
        </label>
        <button
          type="submit"
          disabled={create.isPending || !(price > 0)}
          className={buttonClass("primary", "sm")}
        >
          {create.isPending ? "Setting…" : "Set alert"}
        </button>
      </div>
      {create.isError && !priceError && (
        <p role="alert" className="text-xs text-rose-300">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

function AlertList({ alerts, digits }: { alerts: readonly PriceAlert[]; digits: number }) {
  const remove = useDeletePriceAlert();
  const active = alerts.filter((a) => a.status === "active");
  const triggered = alerts.filter((a) => a.status === "triggered");
  const row = (alert: PriceAlert) => {
    const what = `${alert.symbol} ${alert.condition === "crossesAbove" ? "rises to" : "falls to"} ${formatPrice(alert.price, digits)}`;
    return (
      <li
        key={alert.id}
        className="flex items-start justify-between gap-2 border-b border-slate-800 py-1.5 text-xs last:border-0"
      >
        <div>
          <p className="text-slate-100">
            {what}
            {alert.email && <span className="ml-1 text-slate-400">· e-mail</span>}
          </p>
          {alert.note && <p className="text-slate-400">{alert.note}</p>}
          {alert.triggeredAt && (
            <p className="text-slate-400">
              Fired {formatLocalDateTime(alert.triggeredAt)} at bid{" "}
              {formatPrice(alert.triggerBid ?? alert.price, digits)}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label={`Delete alert: ${what}`}
          disabled={remove.isPending && remove.variables === alert.id}
          onClick={() => remove.mutate(alert.id)}
          className={`rounded px-1.5 text-rose-300 hover:bg-rose-950/60 ${focusRing}`}
        >
          Delete
        </button>
      </li>
    );
  };
  return (
    <div className="space-y-2">
      <section aria-label="Active alerts">
        <h3 className="text-xs font-semibold text-slate-400 uppercase">Active</h3>
        {active.length === 0 ? (
          <p className="text-xs text-slate-500">None active.</p>
        ) : (
          <ul>{active.map(row)}</ul>
        )}
      </section>
      {triggered.length > 0 && (
        <section aria-label="Triggered alerts">
          <h3 className="text-xs font-semibold text-slate-400 uppercase">Triggered</h3>
          <ul>{triggered.map(row)}</ul>
        </section>
      )}
      {remove.isError && (
        <p role="alert" className="text-xs text-rose-300">
          {errorMessage(remove.error)}
        </p>
      )}
    </div>
  );
}
