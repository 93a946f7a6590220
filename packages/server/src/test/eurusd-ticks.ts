import type { TestServer } from "./test-server";

/**
 * EURUSD quotes through the whole pipeline, one second apart from `start`, each with a
 * one-pip spread: `await tick(1.1)` publishes bid 1.10000 / ask 1.10010 and waits until durable.
 * `server` is read at each tick (a file's server is made in its beforeAll).
 */
export function eurusdTicks(server: () => TestServer, start: number) {
  let time = start;
  return (bid: number) =>
    server().tick({
      symbol: "EURUSD",
      bid,
      ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
      time: (time += 1_000),
    });
}
