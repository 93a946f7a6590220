// The desk's old address, kept for bench/ (which imports `@proparena/server/trading/trading-desk`).
// The desk lives in desk/: the class in desk/trading-desk.ts, writing in desk/write-queue.ts,
// idempotency keys in desk/order-keys.ts. Code in packages/server imports desk/trading-desk.
export {
  KEY_WINDOW_MS,
  TradingDesk,
  type AccountReader,
  type DeskEventMap,
  type OwnedEvent,
  type PlacedOrder,
} from "./desk/trading-desk";
