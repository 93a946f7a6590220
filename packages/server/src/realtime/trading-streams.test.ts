import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

const T0 = MARKET_OPEN_TIME;
let server: TestServer;
let token: string;
let accountId: string;
let t = T0;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: new Date(T0).toISOString() });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: (t += 1000) });
  token = await signedInTrader(server, "streams@example.com");
  accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
});
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(() => server.close());

async function open(): Promise<Socket> {
  const socket = connect(server.url, { transports: ["websocket"], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  return socket;
}

const next = <T>(socket: Socket, event: string, match: (x: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });

describe("arena streams", () => {
  it("streams quotes of subscribed symbols to anyone, not others", async () => {
    const socket = await open();
    const ack = await socket.emitWithAck(TRADING_EVENTS.subscribeQuotes, {
      symbols: ["EURUSD", "NOPE"],
    });
    expect(ack.symbols).toEqual(["EURUSD"]);
    const seen: string[] = [];
    socket.on(TRADING_EVENTS.quotes, (qs: { symbol: string }[]) =>
      seen.push(...qs.map((q) => q.symbol)),
    );
    const quotes = next<{ symbol: string; bid: number }[]>(socket, TRADING_EVENTS.quotes);
    await server.tick({ symbol: "GBPUSD", bid: 1.27, ask: 1.2701, time: (t += 1000) });
    await server.tick({ symbol: "EURUSD", bid: 1.1002, ask: 1.1003, time: (t += 1000) });
    expect(await quotes).toEqual([{ symbol: "EURUSD", bid: 1.1002, ask: 1.1003, time: t }]);
    expect(seen).not.toContain("GBPUSD");
  });

  it("an authenticated trader gets order, position and account updates, and a breach notice with evidence", async () => {
    const socket = await open();
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token });
    const fill = next<{ accountId: string; position: { volume: number }; closed: boolean }>(
      socket,
      TRADING_EVENTS.position,
    );
    const accountUpdate = next<{ id: string; usedMarginCents: number }>(
      socket,
      TRADING_EVENTS.account,
      (a) => a.usedMarginCents > 0,
    );
    const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 50 },
    });
    expect(placed.status).toBe(201);
    expect(await fill).toMatchObject({ accountId, position: { volume: 50 }, closed: false });
    expect((await accountUpdate).id).toBe(accountId);

    // The breach closes the position in the same tick: its owner hears of the breach first.
    const order: string[] = [];
    socket.on(TRADING_EVENTS.breach, () => order.push("breach"));
    socket.on(TRADING_EVENTS.position, (p: { closed: boolean }) => {
      if (p.closed) order.push("closed");
    });
    const breach = next<{ accountId: string; evidence: { rule: string; message: string } }>(
      socket,
      TRADING_EVENTS.breach,
    );
    const closed = next<{ closed: boolean }>(socket, TRADING_EVENTS.position, (p) => p.closed);
    await server.tick({ symbol: "EURUSD", bid: 1.085, ask: 1.0851, time: (t += 1000) });
    expect(await breach).toMatchObject({ accountId, evidence: { rule: "dailyLoss" } });
    await closed;
    expect(order).toEqual(["breach", "closed"]);
  });

  it("a socket that never authenticates gets no account events", async () => {
    const socket = await open();
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    const other = await signedInTrader(server, "quiet@example.com");
    const id = (await server.request("GET", "/api/accounts", { token: other })).body.accounts[0].id;
    // The owner's own socket proves the events went out (the account update comes last).
    const owner = await open();
    await owner.emitWithAck(SOCKET_EVENTS.authenticate, { token: other });
    const ownerSaw = next<{ id: string }>(owner, TRADING_EVENTS.account, (a) => a.id === id);
    await server.request("POST", `/api/accounts/${id}/orders`, {
      token: other,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
    });
    await ownerSaw;
    // A round trip on the quiet socket: anything sent to it before has arrived by its answer.
    await socket.emitWithAck(TRADING_EVENTS.subscribeQuotes, { symbols: [] });
    expect(received).toEqual([]);
  });
});
