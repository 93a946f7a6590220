import type { TestServer } from "./test-server";

/**
 * Pushes EURUSD quotes through the real pipeline (`server.tick`, the clock follows): each call
 * `ms` after the last quote from `start`, at `bid` (1.1 by default), the ask one pip above.
 * `server` is read at each call, so it can be made before the server starts.
 */
export function eurusdQuotesAfter(server: () => TestServer, start: number) {
  let time = start;
  return (ms: number, bid = 1.1) =>
    server().tick({
      symbol: "EURUSD",
      bid,
      ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
      time: (time += ms),
    });
}

/** EURUSD quotes at `bid`, each a second after the last from `start` (eurusdQuotesAfter). */
export function eurusdTicks(server: () => TestServer, start: number) {
  const after = eurusdQuotesAfter(server, start);
  return (bid: number) => after(1_000, bid);
}

/** A market order on EURUSD over HTTP as `token`; answers the position's id. */
export async function openEurusd(
  server: TestServer,
  token: string,
  accountId: string,
  side: "buy" | "sell",
  volume: number,
): Promise<string> {
  const res = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side, volume },
  });
  if (res.status !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.body.position.id as string;
}

/** Closes a position over HTTP as `token`; answers its trade's id. */
export async function closePosition(
  server: TestServer,
  token: string,
  accountId: string,
  positionId: string,
): Promise<string> {
  const res = await server.request(
    "POST",
    `/api/accounts/${accountId}/positions/${positionId}/close`,
    { token },
  );
  if (res.status !== 200) throw new Error(`close refused: ${JSON.stringify(res.body)}`);
  return res.body.trade?.id ?? positionId;
}
