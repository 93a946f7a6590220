import { accountTotals } from "./account-valuation";
import { usdRate } from "../market/currency-conversion";
import type { AccountState, EngineState } from "./engine-state";
import { badTime } from "./engine-state";
import { CONVERSIONS, formatLots, formatPrice, type Instrument } from "../market/instruments";
import { freeMargin, requiredMargin } from "./margin";
import { formatUsd, type Cents } from "../core/money";
import { checkOrderRequest, checkPendingPriceSide, checkStopsSide } from "./order-validation";
import type { OrderType, Side } from "./orders";
import { entryPrice, exitPrice, pnlCents } from "./pnl";
import type { Quote } from "../market/quotes";
import { describeInput, ok, reject, type Result } from "../core/result";
import { marketClosedReason, sessionState } from "../market/sessions";
import { fillCommission } from "../rules/trading-costs";
import { isTime } from "../core/time-zones";

/**
 * Order preparation: everything checked before a trader's operation changes anything. The
 * account may trade (not failed, passed or closed), the market is open and quoted (with the
 * conversion quote to USD), the request is valid, the price and SL/TP stand on the right side
 * of the market, and the free margin covers the order. The answer is the prepared order, with
 * the fill price and margin of a market order. Also here: the one margin computation of the
 * engine (margin an order needs, its spread cost and the free margin it leaves), used both
 * here and when a pending order fills on a tick.
 */

/** The account, if it exists and may trade at `time`. */
export function tradingAccount(
  s: EngineState,
  accountId: string,
  time: unknown,
): Result<AccountState> {
  if (!isTime(time)) return badTime(time);
  const st = s.accounts.get(accountId);
  if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
  if (st.a.status === "failed") {
    const why = st.a.evidence ? ` ${st.a.evidence.message}` : "";
    return reject("ACCOUNT_FAILED", `Account ${st.a.id} has failed and cannot trade.${why}`);
  }
  if (st.a.status === "passed") {
    return reject(
      "ACCOUNT_PASSED",
      `Account ${st.a.id} has passed this phase and cannot trade; continue on the next phase's account.`,
    );
  }
  if (st.a.status === "closed") {
    return reject("ACCOUNT_CLOSED", `Account ${st.a.id} is closed and cannot trade.`);
  }
  return ok(st);
}

/** The instrument's quote and USD rate, if its market is open at `time` and both are known. */
export function marketCheck(
  s: EngineState,
  instrument: Instrument,
  time: number,
): Result<{ quote: Quote; rate: number }> {
  const session = sessionState(instrument, time, s.marketHours);
  if (!session.open) {
    return reject("MARKET_CLOSED", marketClosedReason(instrument.symbol, time, session.opensAt));
  }
  const quote = s.quotes.get(instrument.symbol);
  if (!quote) return reject("NO_QUOTE", `There is no price for ${instrument.symbol} yet.`);
  const rate = usdRate(instrument, s.lookup);
  if (rate === null) {
    const conv = CONVERSIONS[instrument.quoteCurrency]?.symbol ?? "";
    return reject(
      "NO_QUOTE",
      `There is no price for ${conv} yet to convert ${instrument.quoteCurrency} to USD.`,
    );
  }
  return ok({ quote, rate });
}

interface MarginFigures {
  readonly margin: Cents;
  /** Immediate floating loss from the spread (<= 0) for a fill, 0 for a pending order. */
  readonly spreadCost: Cents;
  /** The commission a fill is charged (<= 0, the round turn; trading-costs.ts). */
  readonly commission: Cents;
  readonly equity: Cents;
  readonly usedMargin: Cents;
  readonly free: Cents;
  /**
   * Free margin once the order holds its margin (and paid its spread and commission): must not
   * be < 0.
   */
  readonly freeAfter: Cents;
}

/**
 * What an order of `volume` at `price` needs from the account at `time`: its margin at the
 * account's leverage and the commission of its fill; when it fills now (`exit` = the price it
 * would close at), the spread it costs.
 */
export function marginFigures(
  s: EngineState,
  st: AccountState,
  instrument: Instrument,
  side: Side,
  volume: number,
  price: number,
  exit: number | null,
  rate: number,
  time: number,
): MarginFigures {
  const v = accountTotals(st.a.balance, st.positions, s.lookup, time);
  const margin = requiredMargin(instrument, volume, price, rate, st.a.leverage);
  const spreadCost = exit === null ? 0 : pnlCents(instrument, side, volume, price, exit, rate);
  const commission = fillCommission(st.a.costs, instrument, volume, price, rate);
  const free = freeMargin(v.equity, v.usedMargin);
  return {
    margin,
    spreadCost,
    commission,
    equity: v.equity,
    usedMargin: v.usedMargin,
    free,
    freeAfter: free - margin + spreadCost + commission,
  };
}

/** " and $7.00 of commission", or nothing for an account without costs. */
export function commissionText(commission: Cents): string {
  return commission === 0 ? "" : ` and ${formatUsd(-commission)} of commission`;
}

/** A checked order, ready to be placed: a market order with its fill, or a pending order. */
export interface PreparedOrder {
  readonly st: AccountState;
  readonly instrument: Instrument;
  readonly side: Side;
  readonly type: OrderType;
  readonly volume: number;
  /** The fill price (market) or the order price (limit, stop). */
  readonly price: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly quote: Quote;
  /** The margin the position holds (market) or will need at its price (limit, stop). */
  readonly margin: Cents;
  /** The commission of the fill (market; a pending order's is charged when it fills). */
  readonly commission: Cents;
}

export function prepareOrder(
  s: EngineState,
  accountId: string,
  request: unknown,
  time: unknown,
): Result<PreparedOrder> {
  const g = tradingAccount(s, accountId, time);
  if (!g.ok) return g;
  const st = g.value;
  const checked = checkOrderRequest(request);
  if (!checked.ok) return checked;
  const { instrument, side, type, volume, stopLoss, takeProfit } = checked.value;
  const m = marketCheck(s, instrument, time as number);
  if (!m.ok) return m;
  const { quote, rate } = m.value;
  const fmt = (p: number): string => formatPrice(p, instrument);
  let price: number;
  let f: MarginFigures;
  if (type === "market") {
    price = entryPrice(side, quote);
    const exit = exitPrice(side, quote);
    const sideErr = checkStopsSide(
      side,
      exit,
      `current ${side === "buy" ? "bid" : "ask"}`,
      stopLoss,
      takeProfit,
      instrument,
    );
    if (sideErr) return sideErr;
    f = marginFigures(s, st, instrument, side, volume, price, exit, rate, time as number);
    if (f.freeAfter < 0) {
      return reject(
        "NOT_ENOUGH_MARGIN",
        `Not enough free margin: ${side} ${formatLots(volume)} ${instrument.symbol} at ${fmt(price)} needs ${formatUsd(f.margin)} of margin and costs ${formatUsd(-f.spreadCost)} of spread${commissionText(f.commission)}, but the free margin is ${formatUsd(f.free)} (equity ${formatUsd(f.equity)}, margin in use ${formatUsd(f.usedMargin)}).`,
      );
    }
  } else {
    price = checked.value.price as number;
    const sideErr =
      checkPendingPriceSide(side, type, price, quote, instrument) ??
      checkStopsSide(side, price, "order price", stopLoss, takeProfit, instrument);
    if (sideErr) return sideErr;
    f = marginFigures(s, st, instrument, side, volume, price, null, rate, time as number);
    if (f.freeAfter - f.commission < 0) {
      return reject(
        "NOT_ENOUGH_MARGIN",
        `Not enough free margin: ${side} ${type} ${formatLots(volume)} ${instrument.symbol} at ${fmt(price)} needs ${formatUsd(f.margin)} of margin, but the free margin is ${formatUsd(f.free)} (equity ${formatUsd(f.equity)}, margin in use ${formatUsd(f.usedMargin)}).`,
      );
    }
  }
  const { margin, commission } = f;
  return ok({
    st,
    instrument,
    side,
    type,
    volume,
    price,
    stopLoss,
    takeProfit,
    quote,
    margin,
    commission,
  });
}
