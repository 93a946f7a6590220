/**
 * The instrument catalogue. Prices are plain numbers carrying the instrument's digits
 * (EURUSD 1.08542, USDJPY 151.237, NAS100 18250.25); every price the domain accepts or
 * produces is on the instrument's tick grid and rounded to its digits, so equal prices are
 * equal doubles. Sessions are weekly windows in UTC (see sessions.ts).
 */
export const ASSET_CLASSES = ["fx", "metal", "index", "energy", "crypto"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
export type Currency = "USD" | "JPY" | "GBP" | "CHF" | "EUR";
export type SessionKind = "fx" | "cfd" | "always";

export interface Instrument {
  readonly symbol: string;
  readonly name: string;
  readonly assetClass: AssetClass;
  readonly baseCurrency: string;
  /** P&L is made in this currency and converted to USD at the current rate. */
  readonly quoteCurrency: Currency;
  /** Decimal places of a price. */
  readonly digits: number;
  /** Smallest price change; a multiple of 10^-digits. */
  readonly tickSize: number;
  /** Units of the base per 1 lot: 100,000 EUR, 100 oz of gold, 1 index point x $1, 1 BTC. */
  readonly contractSize: number;
  readonly lotMin: number;
  readonly lotStep: number;
  readonly lotMax: number;
  /** Typical bid/ask spread in ticks, in the busiest hours. */
  readonly typicalSpreadTicks: number;
  readonly sessions: SessionKind;
  /**
   * Simulation parameters (market-model.ts): starting mid price, annualised volatility, ticks
   * per minute at the busiest hour, and unscheduled jumps (how many per 1,440 open minutes, and
   * their size: the sd of the log move, several minutes' worth of volatility).
   */
  readonly startPrice: number;
  readonly annualVolatility: number;
  readonly ticksPerMinute: number;
  readonly jumpsPerDay: number;
  readonly jumpSize: number;
}

/** What traders see of an instrument (the API's instrument fields); no simulation parameters. */
export type InstrumentSpec = Pick<
  Instrument,
  | "symbol"
  | "name"
  | "assetClass"
  | "quoteCurrency"
  | "digits"
  | "tickSize"
  | "contractSize"
  | "lotMin"
  | "lotStep"
  | "lotMax"
>;

export function instrumentSpec(i: Instrument): InstrumentSpec {
  return {
    symbol: i.symbol,
    name: i.name,
    assetClass: i.assetClass,
    quoteCurrency: i.quoteCurrency,
    digits: i.digits,
    tickSize: i.tickSize,
    contractSize: i.contractSize,
    lotMin: i.lotMin,
    lotStep: i.lotStep,
    lotMax: i.lotMax,
  };
}

const fx = (
  symbol: string,
  name: string,
  quoteCurrency: Currency,
  digits: number,
  typicalSpreadTicks: number,
  startPrice: number,
  annualVolatility: number,
): Instrument => ({
  symbol,
  name,
  assetClass: "fx",
  baseCurrency: symbol.slice(0, 3),
  quoteCurrency,
  digits,
  tickSize: 1 / 10 ** digits,
  contractSize: 100_000,
  lotMin: 0.01,
  lotStep: 0.01,
  lotMax: 50,
  typicalSpreadTicks,
  sessions: "fx",
  startPrice,
  annualVolatility,
  ticksPerMinute: 40,
  jumpsPerDay: 0.25,
  jumpSize: roundToDigits(annualVolatility / 90, 5),
});

export const INSTRUMENTS: readonly Instrument[] = [
  fx("EURUSD", "Euro vs US Dollar", "USD", 5, 8, 1.085, 0.07),
  fx("GBPUSD", "British Pound vs US Dollar", "USD", 5, 12, 1.27, 0.08),
  fx("USDJPY", "US Dollar vs Japanese Yen", "JPY", 3, 10, 151.5, 0.09),
  fx("USDCHF", "US Dollar vs Swiss Franc", "CHF", 5, 14, 0.885, 0.07),
  fx("EURJPY", "Euro vs Japanese Yen", "JPY", 3, 18, 164.3, 0.09),
  fx("EURGBP", "Euro vs British Pound", "GBP", 5, 12, 0.855, 0.05),
  {
    symbol: "XAUUSD",
    name: "Gold vs US Dollar",
    assetClass: "metal",
    baseCurrency: "XAU",
    quoteCurrency: "USD",
    digits: 2,
    tickSize: 0.01,
    contractSize: 100,
    lotMin: 0.01,
    lotStep: 0.01,
    lotMax: 50,
    typicalSpreadTicks: 25,
    sessions: "cfd",
    startPrice: 2350,
    annualVolatility: 0.15,
    ticksPerMinute: 50,
    jumpsPerDay: 0.3,
    jumpSize: 0.0017,
  },
  {
    symbol: "US30",
    name: "Dow Jones Industrial Average",
    assetClass: "index",
    baseCurrency: "US30",
    quoteCurrency: "USD",
    digits: 1,
    tickSize: 0.1,
    contractSize: 1,
    lotMin: 0.1,
    lotStep: 0.1,
    lotMax: 100,
    typicalSpreadTicks: 20,
    sessions: "cfd",
    startPrice: 39_000,
    annualVolatility: 0.15,
    ticksPerMinute: 60,
    jumpsPerDay: 0.3,
    jumpSize: 0.0017,
  },
  {
    symbol: "NAS100",
    name: "Nasdaq 100",
    assetClass: "index",
    baseCurrency: "NAS100",
    quoteCurrency: "USD",
    digits: 2,
    tickSize: 0.25,
    contractSize: 1,
    lotMin: 0.1,
    lotStep: 0.1,
    lotMax: 100,
    typicalSpreadTicks: 4,
    sessions: "cfd",
    startPrice: 18_250,
    annualVolatility: 0.2,
    ticksPerMinute: 60,
    jumpsPerDay: 0.3,
    jumpSize: 0.0022,
  },
  {
    symbol: "USOIL",
    name: "WTI Crude Oil",
    assetClass: "energy",
    baseCurrency: "WTI",
    quoteCurrency: "USD",
    digits: 2,
    tickSize: 0.01,
    contractSize: 1_000,
    lotMin: 0.01,
    lotStep: 0.01,
    lotMax: 50,
    typicalSpreadTicks: 3,
    sessions: "cfd",
    startPrice: 78.5,
    annualVolatility: 0.35,
    ticksPerMinute: 40,
    jumpsPerDay: 0.3,
    jumpSize: 0.004,
  },
  {
    symbol: "BTCUSD",
    name: "Bitcoin vs US Dollar",
    assetClass: "crypto",
    baseCurrency: "BTC",
    quoteCurrency: "USD",
    digits: 2,
    tickSize: 0.01,
    contractSize: 1,
    lotMin: 0.01,
    lotStep: 0.01,
    lotMax: 10,
    typicalSpreadTicks: 1_500,
    sessions: "always",
    startPrice: 65_000,
    annualVolatility: 0.6,
    ticksPerMinute: 60,
    jumpsPerDay: 0.5,
    jumpSize: 0.006,
  },
  {
    symbol: "ETHUSD",
    name: "Ether vs US Dollar",
    assetClass: "crypto",
    baseCurrency: "ETH",
    quoteCurrency: "USD",
    digits: 2,
    tickSize: 0.01,
    contractSize: 1,
    lotMin: 0.01,
    lotStep: 0.01,
    lotMax: 100,
    typicalSpreadTicks: 100,
    sessions: "always",
    startPrice: 3_500,
    annualVolatility: 0.75,
    ticksPerMinute: 60,
    jumpsPerDay: 0.5,
    jumpSize: 0.0075,
  },
];

const BY_SYMBOL: ReadonlyMap<string, Instrument> = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));

export const SYMBOLS: readonly string[] = INSTRUMENTS.map((i) => i.symbol);

export function getInstrument(symbol: unknown): Instrument | undefined {
  return typeof symbol === "string" ? BY_SYMBOL.get(symbol) : undefined;
}

/**
 * How a quote currency converts to USD: through the mid price of a USD pair, either directly
 * (GBP -> GBPUSD) or inverted (JPY -> 1 / USDJPY).
 */
export interface Conversion {
  readonly symbol: string;
  readonly invert: boolean;
}

export const CONVERSIONS: Readonly<Record<Currency, Conversion | null>> = {
  USD: null,
  JPY: { symbol: "USDJPY", invert: true },
  CHF: { symbol: "USDCHF", invert: true },
  GBP: { symbol: "GBPUSD", invert: false },
  EUR: { symbol: "EURUSD", invert: false },
};

/** The symbol whose quotes convert this instrument's P&L to USD, or null for USD-quoted ones. */
export function conversionSymbol(instrument: Instrument): string | null {
  return CONVERSIONS[instrument.quoteCurrency]?.symbol ?? null;
}

/** Rounds a price to the tick grid and to the instrument's digits. */
export function roundToTick(price: number, instrument: Instrument): number {
  const ticks = Math.round(price / instrument.tickSize);
  return roundToDigits(ticks * instrument.tickSize, instrument.digits);
}

export function roundToDigits(price: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(price * f) / f;
}

/** True when the price is a whole number of ticks (tolerating floating-point noise). */
export function isOnTick(price: number, instrument: Instrument): boolean {
  const ticks = price / instrument.tickSize;
  return Math.abs(ticks - Math.round(ticks)) < 1e-6;
}

/** Price difference in whole ticks: (1.08550 - 1.08500) on EURUSD = 50. */
export function ticksBetween(from: number, to: number, instrument: Instrument): number {
  return Math.round((to - from) / instrument.tickSize);
}

/** Lots as a whole number of lot steps, or null when off the step. */
export function volumeSteps(volume: number, instrument: Instrument): number | null {
  const steps = volume / instrument.lotStep;
  const rounded = Math.round(steps);
  return Math.abs(steps - rounded) < 1e-6 ? rounded : null;
}

/** Canonical volume: a whole number of steps, rounded to the step's decimals. */
export function normaliseVolume(volume: number, instrument: Instrument): number {
  return roundToDigits(Math.round(volume / instrument.lotStep) * instrument.lotStep, 8);
}

export function formatPrice(price: number, instrument: Instrument): string {
  return price.toFixed(instrument.digits);
}

/** Lots as text without floating-point noise: 0.30000000000000004 -> "0.3". */
export function formatLots(volume: number): string {
  return Number.isFinite(volume) ? String(roundToDigits(volume, 8)) : String(volume);
}
