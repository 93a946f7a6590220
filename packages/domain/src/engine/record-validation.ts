import type { Account } from "./account";
import { ASSET_CLASSES, getInstrument, isOnTick, volumeSteps } from "../market/instruments";
import { isCents } from "../core/money";
import { ORDER_TYPES, SIDES, type Order } from "./orders";
import type { Position } from "./positions";
import { getPhase, type PhaseRules } from "../rules/phases";
import { getPlan } from "../rules/plans";
import { describeInput, ok, reject, type Result } from "../core/result";
import { isTime } from "../core/time-zones";
import type { CostSchedule } from "../rules/trading-costs";

/**
 * Checks records that come back from storage before the engine is rebuilt from them, so a
 * corrupt row is reported (with its id) instead of corrupting the engine.
 */
type Rec = Record<string, unknown>;

const isObj = (v: unknown): v is Rec => typeof v === "object" && v !== null;
const isStr = (v: unknown): v is string => typeof v === "string" && v.length > 0;

const isPriceOrNull = (v: unknown): boolean =>
  v === null || (typeof v === "number" && Number.isFinite(v) && v > 0);

function bad(kind: string, id: unknown, what: string): Result<never> {
  return reject("INVALID_RECORD", `${kind} ${describeInput(id)}: ${what}.`);
}

export function validateAccountRecord(input: unknown): Result<Account> {
  if (!isObj(input)) return bad("Account", null, "not an object");
  const a = input;
  if (!isStr(a.id)) return bad("Account", a.id, "id must be a non-empty string");
  if (!getPlan(a.planId)) return bad("Account", a.id, `unknown plan ${describeInput(a.planId)}`);
  if (!getPhase(a.phase)) return bad("Account", a.id, `unknown phase ${describeInput(a.phase)}`);
  if (!Number.isSafeInteger(a.ruleSetVersion) || (a.ruleSetVersion as number) < 1) {
    return bad("Account", a.id, "ruleSetVersion must be a version number");
  }
  const rulesProblem = phaseRulesProblem(a.rules, a.phase as string);
  if (rulesProblem) return bad("Account", a.id, rulesProblem);
  const costsProblem = costScheduleProblem(a.costs);
  if (costsProblem) return bad("Account", a.id, costsProblem);
  if (
    a.status !== "active" &&
    a.status !== "passed" &&
    a.status !== "failed" &&
    a.status !== "closed"
  ) {
    return bad("Account", a.id, `unknown status ${describeInput(a.status)}`);
  }
  for (const f of ["startingBalance", "balance", "dayStartBalance", "highestEodBalance"] as const) {
    if (!isCents(a[f])) return bad("Account", a.id, `${f} must be an integer number of cents`);
  }
  if (typeof a.leverage !== "number" || !(a.leverage >= 1 && a.leverage <= 1_000)) {
    return bad("Account", a.id, "leverage must be between 1 and 1000");
  }
  if (typeof a.stopOutLevel !== "number" || !(a.stopOutLevel >= 0 && a.stopOutLevel <= 1_000)) {
    return bad("Account", a.id, "stopOutLevel must be a percentage");
  }
  if (!isTime(a.createdAt)) return bad("Account", a.id, "createdAt must be a time");
  if (typeof a.dayKey !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(a.dayKey)) {
    return bad("Account", a.id, "dayKey must look like 2024-03-15");
  }
  if (!Number.isSafeInteger(a.tradingDays) || (a.tradingDays as number) < 0) {
    return bad("Account", a.id, "tradingDays must be a whole number");
  }
  return ok({
    id: a.id,
    ownerId: typeof a.ownerId === "string" ? a.ownerId : null,
    planId: a.planId as Account["planId"],
    phase: a.phase as Account["phase"],
    ruleSetVersion: a.ruleSetVersion as number,
    rules: a.rules as PhaseRules,
    costs: a.costs as CostSchedule,
    status: a.status,
    startingBalance: a.startingBalance as number,
    balance: a.balance as number,
    leverage: a.leverage,
    stopOutLevel: a.stopOutLevel,
    createdAt: a.createdAt,
    dayKey: a.dayKey,
    dayStartBalance: a.dayStartBalance as number,
    highestEodBalance: a.highestEodBalance as number,
    tradingDays: a.tradingDays as number,
    lastTradingDay: typeof a.lastTradingDay === "string" ? a.lastTradingDay : null,
    endedAt: isTime(a.endedAt) ? a.endedAt : null,
    evidence: (isObj(a.evidence) ? a.evidence : null) as Account["evidence"],
    previousAccountId: typeof a.previousAccountId === "string" ? a.previousAccountId : null,
  });
}

/** Why a cost schedule cannot price an account's fills and nights, or null. */
function costScheduleProblem(costs: unknown): string | null {
  if (!isObj(costs) || !isObj(costs.commission) || !isObj(costs.swaps)) {
    return "costs must be a cost schedule (commission per asset class, swaps per symbol)";
  }
  for (const assetClass of ASSET_CLASSES) {
    const rule = costs.commission[assetClass];
    const valid =
      isObj(rule) &&
      ((rule.kind === "perLot" && isCents(rule.centsPerLot) && rule.centsPerLot >= 0) ||
        (rule.kind === "notional" &&
          typeof rule.basisPoints === "number" &&
          Number.isFinite(rule.basisPoints) &&
          rule.basisPoints >= 0));
    if (!valid) return `costs need a commission for ${assetClass}`;
  }
  for (const [symbol, rates] of Object.entries(costs.swaps)) {
    if (!isObj(rates) || !isCents(rates.long) || !isCents(rates.short)) {
      return `costs need whole cents of swap for ${symbol}`;
    }
  }
  return null;
}

const isBpOrNull = (v: unknown): boolean =>
  v === null || (Number.isSafeInteger(v) && (v as number) >= 0);

/** Why an account's phase rules cannot judge it, or null. */
function phaseRulesProblem(rules: unknown, phase: string): string | null {
  if (!isObj(rules)) return "rules must be its phase's rules";
  if (rules.id !== phase) return `rules are those of ${describeInput(rules.id)}, not of its phase`;
  if (
    !isBpOrNull(rules.targetBp) ||
    !isBpOrNull(rules.maxDailyLossBp) ||
    !isBpOrNull(rules.maxLossBp)
  ) {
    return "rules need whole basis points for the target and the loss limits";
  }
  if (rules.maxDailyLossBp === null || rules.maxLossBp === null) {
    return "rules need a daily and an overall loss limit";
  }
  if (rules.drawdown !== "fixed" && rules.drawdown !== "relative") {
    return "rules need a fixed or relative drawdown";
  }
  if (!isBpOrNull(rules.minTradingDays) || !isBpOrNull(rules.timeLimitDays)) {
    return "rules need whole numbers of days";
  }
  return null;
}

export function validatePositionRecord(input: unknown): Result<Position> {
  if (!isObj(input)) return bad("Position", null, "not an object");
  const p = input;
  if (!isStr(p.id) || !isStr(p.accountId) || !isStr(p.orderId)) {
    return bad("Position", p.id, "id, accountId and orderId must be strings");
  }
  const instrument = getInstrument(p.symbol);
  if (!instrument) return bad("Position", p.id, `unknown symbol ${describeInput(p.symbol)}`);
  if (!SIDES.includes(p.side as Position["side"]))
    return bad("Position", p.id, "side must be buy or sell");
  if (
    typeof p.volume !== "number" ||
    !(p.volume > 0) ||
    volumeSteps(p.volume, instrument) === null
  ) {
    return bad("Position", p.id, "volume must be a positive multiple of the lot step");
  }
  if (typeof p.openPrice !== "number" || !(p.openPrice > 0) || !isOnTick(p.openPrice, instrument)) {
    return bad("Position", p.id, "openPrice must be a positive price on the tick grid");
  }
  if (!isTime(p.openTime)) return bad("Position", p.id, "openTime must be a time");
  if (!isPriceOrNull(p.stopLoss ?? null) || !isPriceOrNull(p.takeProfit ?? null)) {
    return bad("Position", p.id, "stopLoss and takeProfit must be prices or null");
  }
  if (!isCents(p.margin) || (p.margin as number) < 0)
    return bad("Position", p.id, "margin must be cents");
  const commission = p.commission ?? 0;
  if (!isCents(commission) || commission > 0) {
    return bad("Position", p.id, "commission must be cents charged (zero or less)");
  }
  const swapPerNight = p.swapPerNight ?? 0;
  if (!isCents(swapPerNight)) return bad("Position", p.id, "swapPerNight must be cents");
  const trailingDistance = p.trailingDistance ?? null;
  if (!isPriceOrNull(trailingDistance)) {
    return bad("Position", p.id, "trailingDistance must be a price distance or null");
  }
  return ok({
    id: p.id,
    accountId: p.accountId,
    orderId: p.orderId,
    symbol: instrument.symbol,
    side: p.side as Position["side"],
    volume: p.volume,
    openPrice: p.openPrice,
    openTime: p.openTime,
    stopLoss: (p.stopLoss ?? null) as number | null,
    takeProfit: (p.takeProfit ?? null) as number | null,
    margin: p.margin as number,
    commission,
    swapPerNight,
    trailingDistance: trailingDistance as number | null,
  });
}

export function validateOrderRecord(input: unknown): Result<Order> {
  if (!isObj(input)) return bad("Order", null, "not an object");
  const o = input;
  if (!isStr(o.id) || !isStr(o.accountId))
    return bad("Order", o.id, "id and accountId must be strings");
  const instrument = getInstrument(o.symbol);
  if (!instrument) return bad("Order", o.id, `unknown symbol ${describeInput(o.symbol)}`);
  if (!SIDES.includes(o.side as Order["side"]))
    return bad("Order", o.id, "side must be buy or sell");
  if (!ORDER_TYPES.includes(o.type as Order["type"]) || o.type === "market") {
    return bad("Order", o.id, "a stored pending order must be a limit or stop order");
  }
  if (o.status !== "pending")
    return bad("Order", o.id, "only pending orders are loaded into the engine");
  if (
    typeof o.volume !== "number" ||
    !(o.volume > 0) ||
    volumeSteps(o.volume, instrument) === null
  ) {
    return bad("Order", o.id, "volume must be a positive multiple of the lot step");
  }
  if (typeof o.price !== "number" || !(o.price > 0) || !isOnTick(o.price, instrument)) {
    return bad("Order", o.id, "price must be a positive price on the tick grid");
  }
  if (!isPriceOrNull(o.stopLoss ?? null) || !isPriceOrNull(o.takeProfit ?? null)) {
    return bad("Order", o.id, "stopLoss and takeProfit must be prices or null");
  }
  if (!isTime(o.createdAt)) return bad("Order", o.id, "createdAt must be a time");
  const ocoWith = o.ocoWith ?? null;
  if (ocoWith !== null && !isStr(ocoWith)) {
    return bad("Order", o.id, "ocoWith must be an order id or null");
  }
  return ok({
    id: o.id,
    accountId: o.accountId,
    symbol: instrument.symbol,
    side: o.side as Order["side"],
    type: o.type as Order["type"],
    volume: o.volume,
    price: o.price,
    stopLoss: (o.stopLoss ?? null) as number | null,
    takeProfit: (o.takeProfit ?? null) as number | null,
    status: "pending",
    createdAt: o.createdAt,
    updatedAt: isTime(o.updatedAt) ? o.updatedAt : o.createdAt,
    filledAt: null,
    fillPrice: null,
    positionId: null,
    cancelledAt: null,
    cancelReason: null,
    ocoWith,
  });
}
