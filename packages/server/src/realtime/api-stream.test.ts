import { API_STREAM_CLOSE } from "@proparena/contracts/api-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startTradingTestServer, MARKET_OPEN_TIME, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

/** A test client: every JSON message it got, and a wait for the next one that matches. */
function streamClient(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const seen: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    test: (m: Record<string, unknown>) => boolean;
    done: (m: Record<string, unknown>) => void;
  }> = [];
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    seen.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  return {
    ws,
    seen,
    closed,
    opened: new Promise((resolve) => ws.on("open", resolve)),
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    next(test: (m: Record<string, unknown>) => boolean, ms = 3_000) {
      const found = seen.find(test);
      if (found) return Promise.resolve(found);
      return new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no message in ${ms} ms; got ${JSON.stringify(seen)}`)),
          ms,
        );
        waiters.push({ test, done: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

describe("/api/stream, the bots' plain WebSocket", () => {
  let server: TestServer;
  let token: string;
  let accountId: string;
  let streamUrl: string;
  const makeKey = async (scopes: string[]) =>
    (
      await server.request("POST", "/api/account/api-keys", {
        token,
        body: { name: "bot", scopes },
      })
    ).body as { key: string; apiKey: { id: string } };

  beforeAll(async () => {
    server = await startTradingTestServer();
    token = await signedInTrader(server, "streamer@example.com");
    accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
    streamUrl = `${server.url.replace(/^http/, "ws")}/api/stream`;
  });
  afterAll(() => server.close());

  it("authenticates a key, streams quotes and the account's orders and positions, and heartbeats", async () => {
    const { key } = await makeKey(["read", "trade"]);
    const client = streamClient(streamUrl);
    await client.opened;
    client.send({ op: "auth", key });
    expect(await client.next((m) => m.type === "authenticated")).toEqual({
      type: "authenticated",
      accounts: [accountId],
      scopes: ["read", "trade"],
    });
    client.send({ op: "subscribe", quotes: ["eurusd"], accounts: [accountId] });
    expect(await client.next((m) => m.type === "subscribed")).toEqual({
      type: "subscribed",
      quotes: ["EURUSD"],
      accounts: [accountId],
    });
    // The current quote at once, then each new one.
    await client.next((m) => m.type === "quote" && m.bid === 1.1);
    await server.tick({
      symbol: "EURUSD",
      bid: 1.1002,
      ask: 1.1003,
      time: MARKET_OPEN_TIME + 2_000,
    });
    await client.next((m) => m.type === "quote" && m.bid === 1.1002);

    const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token: key,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 0.2 },
    });
    expect(placed.status).toBe(201);
    const order = await client.next((m) => m.type === "order");
    expect(order).toMatchObject({
      accountId,
      order: { id: placed.body.order.id, status: "filled" },
    });
    const position = await client.next((m) => m.type === "position");
    expect(position).toMatchObject({ accountId, closed: false, position: { volume: 0.2 } });

    client.send({ op: "ping" });
    await client.next((m) => m.type === "pong");
    client.ws.close();
  });

  it("a trade-only key places an order and sees it on the stream", async () => {
    const { key } = await makeKey(["trade"]);
    const client = streamClient(streamUrl, { authorization: `Bearer ${key}` });
    await client.next((m) => m.type === "authenticated");
    client.send({ op: "subscribe", accounts: [accountId] });
    await client.next((m) => m.type === "subscribed");
    const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token: key,
      body: { symbol: "EURUSD", side: "sell", type: "market", volume: 0.1 },
    });
    expect(placed.status).toBe(201);
    expect(
      await client.next(
        (m) => m.type === "order" && (m.order as { id: string }).id === placed.body.order.id,
      ),
    ).toMatchObject({ accountId, order: { side: "sell", status: "filled" } });
    client.ws.close();
  });

  it("refuses garbage, unknown symbols and other people's accounts", async () => {
    const { key } = await makeKey(["trade"]);
    const client = streamClient(streamUrl, { authorization: `Bearer ${key}` });
    await client.next((m) => m.type === "authenticated");
    client.ws.send("not json");
    expect(await client.next((m) => m.type === "error")).toMatchObject({
      code: "VALIDATION_ERROR",
    });
    client.send({ op: "subscribe", quotes: ["NOPE"] });
    await client.next((m) => m.type === "error" && String(m.message).includes("NOPE"));
    const other = await signedInTrader(server, "other-streamer@example.com");
    const theirs = (await server.request("GET", "/api/accounts", { token: other })).body.accounts[0]
      .id;
    const reader = streamClient(streamUrl, {
      authorization: `Bearer ${(await makeKey(["read"])).key}`,
    });
    await reader.next((m) => m.type === "authenticated");
    reader.send({ op: "subscribe", accounts: [theirs] });
    expect(await reader.next((m) => m.type === "error")).toMatchObject({
      code: "NOT_FOUND",
      message: "Account not found",
    });
    client.ws.close();
    reader.ws.close();
  });

  it("closes with 4401 for a bad key, and at once when the key is revoked", async () => {
    const bad = streamClient(streamUrl);
    await bad.opened;
    bad.send({ op: "auth", key: `pak_00000000_${"0".repeat(40)}` });
    expect(await bad.closed).toBe(API_STREAM_CLOSE.unauthorized);

    const { key, apiKey } = await makeKey(["read"]);
    const client = streamClient(streamUrl);
    await client.opened;
    client.send({ op: "auth", key });
    await client.next((m) => m.type === "authenticated");
    await server.request("DELETE", `/api/account/api-keys/${apiKey.id}`, { token });
    expect(await client.closed).toBe(API_STREAM_CLOSE.unauthorized);
  });
});
