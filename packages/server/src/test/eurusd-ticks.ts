import type { TestServer } from "./test-server";

/**
 * Pushes EURUSD quotes through the real pipeline (`server.tick`), each a second after the
 * last from `start`, the ask one pip above the bid. `server` is read at each call, so it can
 * be made before the server starts.
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
