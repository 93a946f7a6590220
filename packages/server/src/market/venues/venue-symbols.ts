/** Binance's public market-data endpoint (no key); BINANCE_WS_URL replaces it. */
export const BINANCE_DEFAULT_URL = "wss://data-stream.binance.vision";

/** OANDA's live streaming host (OANDA_STREAM_URL); practice: https://stream-fxpractice.oanda.com. */
export const OANDA_DEFAULT_URL = "https://stream-fxtrade.oanda.com";

/** The catalogue's crypto and the Binance spot pairs that price them (USDT as the dollar). */
export const BINANCE_SYMBOLS: Readonly<Record<string, string>> = {
  BTCUSD: "BTCUSDT",
  ETHUSD: "ETHUSDT",
};

/** The catalogue's FX, metals, indices and oil as OANDA v20 names its instruments. */
export const OANDA_INSTRUMENTS: Readonly<Record<string, string>> = {
  EURUSD: "EUR_USD",
  GBPUSD: "GBP_USD",
  USDJPY: "USD_JPY",
  USDCHF: "USD_CHF",
  EURJPY: "EUR_JPY",
  EURGBP: "EUR_GBP",
  XAUUSD: "XAU_USD",
  US30: "US30_USD",
  NAS100: "NAS100_USD",
  USOIL: "WTICO_USD",
};
