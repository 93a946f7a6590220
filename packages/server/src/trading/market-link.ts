import type { MarketService } from "../market/market-service";
import type { TradingDesk } from "./desk/trading-desk";

/**
 * Sends every market tick through the trading desk (fills, SL/TP, breaches, passes), and
 * rolls the trading day on time even when no tick arrives (weekends).
 */
export function linkMarketToDesk(
  market: MarketService,
  desk: TradingDesk,
  onError: (error: unknown) => void,
  dayCheckMs = 1_000,
): () => void {
  const onQuote = (quote: Parameters<TradingDesk["applyTick"]>[0]) => {
    desk.applyTick(quote).catch(onError);
  };
  market.on("quote", onQuote);
  const timer = setInterval(() => desk.advanceTime().catch(onError), dayCheckMs);
  timer.unref();
  return () => {
    market.off("quote", onQuote);
    clearInterval(timer);
  };
}
