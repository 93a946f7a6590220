import type { Indicator } from "@proparena/contracts/arena-tools";

/** "MA 20", "Bollinger 20, 2", "MACD 12, 26, 9". */
export function indicatorTitle(indicator: Indicator): string {
  switch (indicator.kind) {
    case "sma":
      return `MA ${indicator.period}`;
    case "ema":
      return `EMA ${indicator.period}`;
    case "bollinger":
      return `Bollinger ${indicator.period}, ${indicator.stdDev}`;
    case "rsi":
      return `RSI ${indicator.period}`;
    case "macd":
      return `MACD ${indicator.fast}, ${indicator.slow}, ${indicator.signal}`;
  }
}

/** A fresh id for a new indicator of `kind`, unlike the ones in use ("rsi-2"). */
export function newIndicatorId(kind: Indicator["kind"], taken: readonly Indicator[]): string {
  const ids = new Set(taken.map((i) => i.id));
  let n = 1;
  while (ids.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}
