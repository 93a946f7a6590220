import { useCallback, useEffect, useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import type { Account, Instrument, PlaceOrderBody } from "@proparena/contracts/trading";
import { focusRing } from "../../../components/button-styles";
import { useToast } from "../../../components/toast";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { usePlaceOrder } from "../requests/place-order";
import { usePlaceOcoPair } from "../requests/place-oco";
import { OcoLegFields, type OcoLeg } from "./oco-leg";
import { arenaKeys } from "../lib/arena-keys";
import { useNow } from "../../../lib/use-now";
import { marketStateOf } from "../lib/market-state";
import { MarketStateNotice } from "./market-state-notice";
import { newClientOrderId } from "../lib/client-order-id";
import { TicketCosts } from "./ticket-costs";
import { FigureRow } from "./figure-row";
import { useFieldRejection } from "../lib/use-field-rejection";
import { RejectionAlert } from "./rejection-alert";
import { formatLots, formatPrice, formatUsd } from "../../../lib/format-trading";
import { useQuote, useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { usdRate } from "@proparena/domain/market/currency-conversion";
import { usePreferences } from "../../../lib/get-preferences";
import { toolsKeys } from "../lib/tools-keys";
import type { TicketActionsRef } from "../lib/ticket-actions";
import { OneClickButtons } from "./one-click-buttons";
import { SelfLimitNotice } from "./self-limit-notice";
import { SizeFromRisk } from "./size-from-risk";
import { requiredMargin } from "@proparena/domain/engine/margin";
import { entryPrice } from "@proparena/domain/engine/pnl";
import {
  decimalsOf,
  riskAtStopCents,
  snapVolume,
  ticketSideProblem,
  volumeProblem,
  type Side,
} from "../lib/trading-math";

type OrderType = "market" | "limit" | "stop";

const ORDER_TYPES: ReadonlyArray<[OrderType, string]> = [
  ["market", "Market"],
  ["limit", "Limit"],
  ["stop", "Stop"],
];

/** "" -> undefined, "1.2" -> 1.2, "abc" -> NaN */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, "");
  if (!trimmed) return undefined;
  return Number(trimmed);
}

const inputClass =
  "w-full rounded-md border border-slate-700 bg-slate-950 px-2.5 py-1.5 font-mono text-sm text-white tabular-nums placeholder:text-slate-600 focus:border-brand-400 focus:outline-none disabled:opacity-60";

/**
 * The order ticket: side, type, lots, optional price/SL/TP, and before sending the margin the
 * order ties up, what it loses at the stop and its commission, estimated from the live quotes
 * (≈: the engine computes the final figures at the fill), with the symbol's swap rates. A limit
 * or stop order may go with another as a one-cancels-other pair. Enter submits; B and S pick
 * the side.
 */
export function OrderTicket({
  instrument,
  account,
  store,
  actionsRef,
}: {
  instrument: Instrument;
  account: Account;
  store: QuoteStore;
  /** Set to what the arena's hotkeys may do with this ticket (buy and sell at its size). */
  actionsRef?: TicketActionsRef;
}) {
  const id = useId();
  const toast = useToast();
  const placeOrder = usePlaceOrder(account.id);
  const placeOco = usePlaceOcoPair(account.id);
  const quote = useQuote(store, instrument.symbol) ?? instrument.quote ?? undefined;
  useQuotesVersion(store); // the USD conversion may use another symbol's quote
  const [side, setSide] = useState<Side>("buy");
  const [type, setType] = useState<OrderType>("market");
  const [volumeText, setVolumeText] = useState(() => formatLots(Math.max(instrument.lotMin, 0.1)));
  const [priceText, setPriceText] = useState("");
  const [stopLossText, setStopLossText] = useState("");
  const [takeProfitText, setTakeProfitText] = useState("");
  const rejection = useFieldRejection();
  const [submitted, setSubmitted] = useState(false);
  const [ocoOn, setOcoOn] = useState(false);
  const [ocoLeg, setOcoLeg] = useState<OcoLeg>({ side: "sell", type: "stop", priceText: "" });
  const oco = ocoOn && type !== "market";

  const volume = parseNumber(volumeText) ?? Number.NaN;
  const orderPrice = parseNumber(priceText);
  const stopLoss = parseNumber(stopLossText);
  const takeProfit = parseNumber(takeProfitText);

  const lookup = (symbol: string) =>
    symbol === instrument.symbol ? quote : (store.get(symbol) ?? undefined);
  const rate = usdRate(instrument, lookup);
  const price = type === "market" ? (quote ? entryPrice(side, quote) : undefined) : orderPrice;
  const priceKnown = price !== undefined && Number.isFinite(price) && price > 0;

  const volumeError = volumeProblem(instrument, volume);
  const priceError = type !== "market" && !priceKnown ? `Enter the ${type} price.` : null;
  const stopError =
    stopLoss !== undefined && !(stopLoss > 0) ? "Enter a positive price or leave it empty." : null;
  const targetError =
    takeProfit !== undefined && !(takeProfit > 0)
      ? "Enter a positive price or leave it empty."
      : null;

  // A price, stop loss or take profit on the wrong side, as the engine would refuse it now.
  const sideProblem =
    priceError || stopError || targetError
      ? null
      : ticketSideProblem({
          symbol: instrument.symbol,
          side,
          type,
          price: orderPrice,
          quote,
          stopLoss,
          takeProfit,
        });
  // The other order of a pair: a price on its right side of the quote, as the engine checks it.
  const ocoPrice = parseNumber(ocoLeg.priceText);
  const ocoError = !oco
    ? null
    : ocoPrice === undefined || !(ocoPrice > 0)
      ? submitted
        ? `Enter the other order's ${ocoLeg.type} price.`
        : null
      : (ticketSideProblem({
          symbol: instrument.symbol,
          side: ocoLeg.side,
          type: ocoLeg.type,
          price: ocoPrice,
          quote,
          stopLoss: undefined,
          takeProfit: undefined,
        })?.message ?? null);
  const sideError = (field: "price" | "stopLoss" | "takeProfit") =>
    sideProblem?.field === field ? sideProblem.message : null;
  // Under each field: the ticket's own check, else the engine's refusal whose code concerns it.
  const shown = {
    volume: (submitted || volumeText ? volumeError : null) ?? rejection.at("volume"),
    price: (submitted ? priceError : null) ?? sideError("price") ?? rejection.at("price"),
    stopLoss: stopError ?? sideError("stopLoss") ?? rejection.at("stopLoss"),
    takeProfit: targetError ?? sideError("takeProfit") ?? rejection.at("takeProfit"),
  };

  const canEstimate = priceKnown && rate !== null && volumeError === null;
  const margin = canEstimate
    ? requiredMargin(instrument, volume, price, rate, account.leverage)
    : null;
  const risk =
    canEstimate && stopLoss !== undefined && stopLoss > 0 && !sideError("stopLoss")
      ? riskAtStopCents(instrument, side, volume, price, stopLoss, rate)
      : null;

  const readOnly = account.status !== "active";
  const sending = placeOrder.isPending || placeOco.isPending;
  const ocoInvalid = oco && (ocoError !== null || ocoPrice === undefined || !(ocoPrice > 0));
  const invalid = Boolean(
    volumeError || priceError || stopError || targetError || sideProblem || ocoInvalid,
  );

  // A closed market takes no order; a halted one no market order (pending ones wait for a price).
  const queryClient = useQueryClient();
  const market = marketStateOf(instrument, quote, useNow(10_000));
  const blocked = market.kind === "closed" || (market.kind === "halted" && type === "market");
  const refreshMarket = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: arenaKeys.instruments() }),
    [queryClient],
  );

  // One-click trading (a preference): the ticket's buy and sell place a market order at once.
  const oneClick = usePreferences().data?.oneClickTrading ?? false;

  const send = (orderSide: Side, orderType: OrderType) => {
    rejection.clear();
    const body: PlaceOrderBody = {
      symbol: instrument.symbol,
      side: orderSide,
      type: orderType,
      volume,
      clientOrderId: newClientOrderId(),
    };
    if (orderType !== "market" && orderPrice !== undefined) body.price = orderPrice;
    if (stopLoss !== undefined) body.stopLoss = stopLoss;
    if (takeProfit !== undefined) body.takeProfit = takeProfit;
    const onError = (error: unknown) => {
      // A market that closed or halted since the instruments were read: show it.
      if (
        isApiRequestError(error) &&
        (error.code === ERROR_CODES.marketClosed || error.code === ERROR_CODES.symbolHalted)
      )
        refreshMarket();
      // The trader's own limits (a pause, the day's count) as they are now.
      void queryClient.invalidateQueries({ queryKey: toolsKeys.selfLimits() });
      // The field the engine's code concerns is highlighted with the message under it.
      rejection.show(error);
      toast.show({ tone: "error", title: "Order rejected", description: errorMessage(error) });
    };
    if (oco && body.price !== undefined && ocoPrice !== undefined) {
      const { clientOrderId: _key, ...first } = body;
      void _key;
      placeOco.mutate(
        {
          orders: [
            { ...first, type, price: body.price },
            {
              symbol: instrument.symbol,
              side: ocoLeg.side,
              type: ocoLeg.type,
              volume,
              price: ocoPrice,
            },
          ],
        },
        {
          onSuccess: ({ orders }) => {
            setSubmitted(false);
            const [one, other] = orders;
            const at = (o: typeof one) =>
              `${o.side} ${o.type} at ${formatPrice(o.price ?? 0, instrument.digits)}`;
            toast.show({
              tone: "success",
              title: "One-cancels-other pair placed",
              description: `${formatLots(one.volume)} ${one.symbol}: ${at(one)} or ${at(other)}.`,
            });
          },
          onError,
        },
      );
      return;
    }
    placeOrder.mutate(body, {
      onSuccess: ({ order, position }) => {
        setSubmitted(false);
        void queryClient.invalidateQueries({ queryKey: toolsKeys.selfLimits() });
        const what = `${formatLots(order.volume)} ${order.symbol}`;
        toast.show(
          position
            ? {
                tone: "success",
                title: `${order.side === "buy" ? "Bought" : "Sold"} ${what}`,
                description: `Filled at ${formatPrice(position.openPrice, instrument.digits)}.`,
              }
            : {
                tone: "success",
                title: `${order.side === "buy" ? "Buy" : "Sell"} ${order.type} order placed`,
                description: `${what} at ${formatPrice(order.price ?? 0, instrument.digits)}.`,
              },
        );
      },
      onError,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || sending || readOnly || blocked) return;
    send(side, type);
  };

  /** A market order of the ticket's size now (one-click, hotkeys), if the ticket allows it. */
  const placeMarket = (marketSide: Side) => {
    if (sending || readOnly || market.kind !== "open") return;
    const problem =
      volumeError ??
      stopError ??
      targetError ??
      ticketSideProblem({
        symbol: instrument.symbol,
        side: marketSide,
        type: "market",
        price: undefined,
        quote,
        stopLoss,
        takeProfit,
      })?.message ??
      null;
    if (problem) {
      toast.show({ tone: "error", title: "Order not sent", description: problem });
      return;
    }
    setSide(marketSide);
    send(marketSide, "market");
  };
  useEffect(() => {
    if (!actionsRef) return;
    const actions = { placeMarket };
    actionsRef.current = actions;
    return () => {
      if (actionsRef.current === actions) actionsRef.current = null;
    };
  });

  // B / S pick the side when the focus is not in a text field.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === "INPUT" && (target as HTMLInputElement).type !== "radio") return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "b" || event.key === "B") setSide("buy");
    if (event.key === "s" || event.key === "S") setSide("sell");
  };

  const step = (direction: 1 | -1) => {
    const base = Number.isFinite(volume) ? volume : instrument.lotMin;
    const next = snapVolume(instrument, base + direction * instrument.lotStep);
    const clamped = Math.min(instrument.lotMax, Math.max(instrument.lotMin, next));
    rejection.edited("volume");
    setVolumeText(clamped.toFixed(Math.max(2, decimalsOf(instrument.lotStep))));
  };

  const priceStep = String(instrument.tickSize);
  const placeholder = quote
    ? formatPrice(entryPrice(side, quote), instrument.digits).replace(/,/g, "")
    : "";

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-3"
    >
      <h2
        id={`${id}-title`}
        className="mb-3 text-xs font-semibold tracking-wide text-slate-400 uppercase"
      >
        Order ticket · {instrument.symbol}
      </h2>
      {readOnly ? (
        <p className="text-sm text-slate-400">
          This account is {account.status}; it is read-only. Pick an active account to trade.
        </p>
      ) : (
        <form onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-label="Order ticket">
          <fieldset disabled={sending} className="space-y-3">
            <legend className="sr-only">New order for {instrument.symbol}</legend>
            {oneClick && (
              <OneClickButtons
                quote={quote}
                digits={instrument.digits}
                volume={volumeError === null ? volume : null}
                disabled={sending || market.kind !== "open"}
                onPlace={placeMarket}
              />
            )}
            <div role="radiogroup" aria-label="Side" className="grid grid-cols-2 gap-2">
              {(["sell", "buy"] as const).map((s) => {
                const price = quote ? (s === "buy" ? quote.ask : quote.bid) : null;
                const selected = side === s;
                const tone =
                  s === "buy"
                    ? selected
                      ? "border-emerald-400 bg-emerald-500/20 text-emerald-200"
                      : "border-slate-700 text-slate-300 hover:border-emerald-500/60"
                    : selected
                      ? "border-rose-400 bg-rose-500/20 text-rose-200"
                      : "border-slate-700 text-slate-300 hover:border-rose-500/60";
                return (
                  <label
                    key={s}
                    className={`flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 ${tone}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-side`}
                      value={s}
                      checked={selected}
                      onChange={() => setSide(s)}
                      className="sr-only"
                    />
                    <span className="text-xs font-semibold uppercase">{s}</span>
                    <span className="font-mono text-sm tabular-nums">
                      {price === null ? "—" : formatPrice(price, instrument.digits)}
                    </span>
                  </label>
                );
              })}
            </div>

            <div
              role="radiogroup"
              aria-label="Order type"
              className="flex gap-1 rounded-lg bg-slate-950 p-1"
            >
              {ORDER_TYPES.map(([value, label]) => (
                <label
                  key={value}
                  className={`flex-1 cursor-pointer rounded-md py-1 text-center text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 ${
                    type === value ? "bg-slate-700 text-white" : "text-slate-400 hover:text-white"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                    className="sr-only"
                  />
                  {label}
                </label>
              ))}
            </div>

            <Field
              id={`${id}-volume`}
              label="Volume (lots)"
              hint={`Min ${instrument.lotMin}, step ${instrument.lotStep}`}
              error={shown.volume}
            >
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label="Decrease volume"
                  className={`rounded-md border border-slate-700 px-2.5 text-slate-300 hover:bg-slate-800 ${focusRing}`}
                >
                  −
                </button>
                <input
                  id={`${id}-volume`}
                  inputMode="decimal"
                  value={volumeText}
                  onChange={(e) => {
                    setVolumeText(e.target.value);
                    rejection.edited("volume");
                  }}
                  aria-invalid={volumeError !== null || rejection.at("volume") !== null}
                  aria-describedby={`${id}-volume-hint`}
                  className={inputClass}
                />
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label="Increase volume"
                  className={`rounded-md border border-slate-700 px-2.5 text-slate-300 hover:bg-slate-800 ${focusRing}`}
                >
                  +
                </button>
              </div>
            </Field>

            {type !== "market" && (
              <Field
                id={`${id}-price`}
                label={`${type === "limit" ? "Limit" : "Stop"} price`}
                error={shown.price}
              >
                <input
                  id={`${id}-price`}
                  inputMode="decimal"
                  step={priceStep}
                  value={priceText}
                  placeholder={placeholder}
                  onChange={(e) => {
                    setPriceText(e.target.value);
                    rejection.edited("price");
                  }}
                  aria-invalid={shown.price !== null}
                  className={inputClass}
                />
              </Field>
            )}

            <div className="grid grid-cols-2 gap-2">
              <Field id={`${id}-sl`} label="Stop loss" error={shown.stopLoss}>
                <input
                  id={`${id}-sl`}
                  inputMode="decimal"
                  value={stopLossText}
                  placeholder="optional"
                  onChange={(e) => {
                    setStopLossText(e.target.value);
                    rejection.edited("stopLoss");
                  }}
                  aria-invalid={shown.stopLoss !== null}
                  aria-describedby={`${id}-sl-hint`}
                  className={inputClass}
                />
              </Field>
              <Field id={`${id}-tp`} label="Take profit" error={shown.takeProfit}>
                <input
                  id={`${id}-tp`}
                  inputMode="decimal"
                  value={takeProfitText}
                  placeholder="optional"
                  onChange={(e) => {
                    setTakeProfitText(e.target.value);
                    rejection.edited("takeProfit");
                  }}
                  aria-invalid={shown.takeProfit !== null}
                  aria-describedby={`${id}-tp-hint`}
                  className={inputClass}
                />
              </Field>
            </div>

            {type !== "market" && (
              <label className="flex items-center gap-2 text-xs text-slate-300">
                <input
                  type="checkbox"
                  checked={ocoOn}
                  onChange={(e) => setOcoOn(e.target.checked)}
                  className="accent-brand-400"
                />
                One cancels other
              </label>
            )}
            {oco && (
              <OcoLegFields
                id={id}
                leg={ocoLeg}
                onChange={setOcoLeg}
                error={ocoError}
                placeholder={placeholder}
              />
            )}
            <SizeFromRisk
              instrument={instrument}
              side={side}
              entry={priceKnown ? price : undefined}
              stopLoss={stopLoss}
              rate={rate}
              onApply={(lots, stop) => {
                rejection.edited("volume");
                setVolumeText(lots.toFixed(Math.max(2, decimalsOf(instrument.lotStep))));
                setStopLossText(String(stop));
              }}
            />

            <dl className="space-y-1 rounded-lg bg-slate-950/70 px-3 py-2 text-xs">
              <FigureRow label="Required margin" testId="ticket-margin">
                {margin === null ? "—" : `≈ ${formatUsd(margin)}`}
              </FigureRow>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-400">Risk at stop loss</dt>
                {sideError("stopLoss") ? (
                  <dd className="text-right text-amber-300" data-testid="ticket-risk">
                    stop loss on the wrong side
                  </dd>
                ) : (
                  <dd className="font-mono text-slate-100 tabular-nums" data-testid="ticket-risk">
                    {risk === null ? "no stop loss" : `≈ ${formatUsd(risk)}`}
                  </dd>
                )}
              </div>
              <TicketCosts
                account={account}
                instrument={instrument}
                side={side}
                volume={volumeError === null ? volume : null}
                price={priceKnown ? price : null}
                rate={rate}
              />
              <FigureRow label="Free margin" tone="text-slate-300">
                {formatUsd(account.freeMarginCents)}
              </FigureRow>
              {rate === null && (
                <p className="text-amber-300">
                  Waiting for a {instrument.quoteCurrency}/USD quote to convert to USD.
                </p>
              )}
            </dl>

            {market.kind !== "open" && (
              <MarketStateNotice state={market} onReopen={refreshMarket} />
            )}

            <SelfLimitNotice />

            <RejectionAlert message={rejection.message} />

            <button
              type="submit"
              disabled={blocked}
              className={`w-full rounded-lg py-2.5 text-sm font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${
                side === "buy"
                  ? "bg-emerald-500 text-slate-950 hover:bg-emerald-400"
                  : "bg-rose-500 text-white hover:bg-rose-400"
              }`}
            >
              {sending
                ? "Sending…"
                : `${side === "buy" ? "Buy" : "Sell"} ${Number.isFinite(volume) ? formatLots(volume) : ""} ${instrument.symbol}${type === "market" ? "" : ` ${type}`}${oco ? " + other (OCO)" : ""}`}
            </button>
            <p className="text-center text-[11px] text-slate-500">
              Enter sends · B / S switch side · figures are estimates (≈) from live quotes
            </p>
          </fieldset>
        </form>
      )}
    </section>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-300">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-[11px] text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-hint`} className="mt-1 text-[11px] text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
