import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { waitUntil } from "../wait-until";
import { startBinanceStandIn, type BinanceStandIn } from "./binance-stand-in";

let standIn: BinanceStandIn;
let sockets: WebSocket[];

/** A plain client that keeps every text message it receives, parsed. */
async function connect(path: string) {
  const ws = new WebSocket(`${standIn.url}${path}`);
  sockets.push(ws);
  const received: unknown[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const next = async (count: number) => {
    await waitUntil(async () => received.length >= count);
    return received[count - 1];
  };
  return { ws, received, next };
}

beforeEach(async () => {
  standIn = await startBinanceStandIn();
  sockets = [];
});
afterEach(async () => {
  for (const ws of sockets) ws.terminate();
  await standIn.close();
});

describe("the Binance stand-in speaks the documented stream protocol", () => {
  it("raw streams send the bare bookTicker payload; combined streams wrap it with the stream name", async () => {
    const raw = await connect("/ws/btcusdt@bookTicker");
    const combined = await connect("/stream?streams=btcusdt@bookTicker/ethusdt@bookTicker");
    const u = standIn.bookTicker("BTCUSDT", 65000.5, "65000.60000000");
    const payload = {
      u,
      s: "BTCUSDT",
      b: "65000.50000000",
      B: "1.50000000",
      a: "65000.60000000",
      A: "2.25000000",
    };
    expect(await raw.next(1)).toEqual(payload);
    expect(await combined.next(1)).toEqual({ stream: "btcusdt@bookTicker", data: payload });
    standIn.bookTicker("ETHUSDT", 3500, 3500.1);
    expect(await combined.next(2)).toMatchObject({
      stream: "ethusdt@bookTicker",
      data: { s: "ETHUSDT" },
    });
    expect(raw.received).toHaveLength(1);
  });

  it("answers the control messages and their documented errors", async () => {
    const c = await connect("/ws/btcusdt@bookTicker");
    c.ws.send(JSON.stringify({ method: "SUBSCRIBE", params: ["ethusdt@bookTicker"], id: 1 }));
    expect(await c.next(1)).toEqual({ result: null, id: 1 });
    c.ws.send(JSON.stringify({ method: "LIST_SUBSCRIPTIONS", id: 2 }));
    expect(await c.next(2)).toEqual({
      result: ["btcusdt@bookTicker", "ethusdt@bookTicker"],
      id: 2,
    });
    c.ws.send(JSON.stringify({ method: "UNSUBSCRIBE", params: ["btcusdt@bookTicker"], id: 3 }));
    expect(await c.next(3)).toEqual({ result: null, id: 3 });
    c.ws.send(JSON.stringify({ method: "SET_PROPERTY", params: ["combined", true], id: 4 }));
    expect(await c.next(4)).toEqual({ result: null, id: 4 });
    c.ws.send(JSON.stringify({ method: "GET_PROPERTY", params: ["combined"], id: 5 }));
    expect(await c.next(5)).toEqual({ result: true, id: 5 });
    standIn.bookTicker("ETHUSDT", 3500, 3500.1);
    standIn.bookTicker("BTCUSDT", 65000, 65001); // unsubscribed: not sent
    expect(await c.next(6)).toMatchObject({ stream: "ethusdt@bookTicker" });

    c.ws.send("{not json");
    expect(await c.next(7)).toMatchObject({ code: 3 });
    c.ws.send(JSON.stringify({ params: [], id: 8 }));
    expect(await c.next(8)).toMatchObject({
      code: 2,
      msg: expect.stringContaining("missing field `method`"),
    });
    c.ws.send(JSON.stringify({ method: "RESUBSCRIBE", id: 9 }));
    expect(await c.next(9)).toMatchObject({
      code: 2,
      msg: expect.stringContaining("unknown variant"),
    });
    c.ws.send(JSON.stringify({ method: "SET_PROPERTY", params: ["colour", true], id: 10 }));
    expect(await c.next(10)).toEqual({ code: 0, msg: "Unknown property", id: 10 });
    c.ws.send(JSON.stringify({ method: "SET_PROPERTY", params: ["combined", "yes"], id: 11 }));
    expect(await c.next(11)).toMatchObject({ code: 1 });
    c.ws.send(JSON.stringify({ method: "LIST_SUBSCRIPTIONS", id: { x: 1 } }));
    expect(await c.next(12)).toMatchObject({ code: 2, msg: expect.stringContaining("request ID") });
    expect(c.received).toHaveLength(12);
  });

  it("announces a shutdown in each connection's form, cuts connections after their lifetime, and refuses on demand", async () => {
    await standIn.close();
    standIn = await startBinanceStandIn({ connectionLifetimeMs: 200 });
    const raw = await connect("/ws/btcusdt@bookTicker");
    const combined = await connect("/stream?streams=btcusdt@bookTicker");
    standIn.serverShutdown();
    expect(await raw.next(1)).toMatchObject({ e: "serverShutdown", E: expect.any(Number) });
    expect(await combined.next(1)).toMatchObject({
      stream: "!serverShutdown",
      data: { e: "serverShutdown" },
    });
    const code = await new Promise<number>((resolve) => raw.ws.once("close", resolve));
    expect(code).toBe(1001);

    standIn.refuse(503);
    const refused = new WebSocket(`${standIn.url}/stream?streams=btcusdt@bookTicker`);
    sockets.push(refused);
    const error = await new Promise<Error>((resolve) => refused.once("error", resolve));
    expect(error.message).toContain("503");
    const bad = new WebSocket(`${standIn.url}/stream?streams=BTCUSDT`);
    sockets.push(bad);
    standIn.refuse(null);
    expect((await new Promise<Error>((resolve) => bad.once("error", resolve))).message).toContain(
      "400",
    );
  });
});
