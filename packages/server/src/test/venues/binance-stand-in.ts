import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A local stand-in for Binance's public WebSocket market streams, written from the venue's
 * documentation (binance-spot-api-docs, web-socket-streams.md), for tests and benchmarks:
 *
 * - raw streams at `/ws/<streamName>`, combined streams at `/stream?streams=<a>/<b>`, whose
 *   events are wrapped as `{"stream": "<streamName>", "data": <payload>}`; lowercase symbols;
 * - the `<symbol>@bookTicker` payload `{"u", "s", "b", "B", "a", "A"}` (update id, symbol, best
 *   bid and quantity, best ask and quantity; prices as decimal strings);
 * - the control messages SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS, SET_PROPERTY and
 *   GET_PROPERTY (`combined`), answered `{"result", "id"}`, and the documented error answers
 *   (`{"code": 3, "msg": "Invalid JSON ..."}`, `{"code": 2, "msg": "Invalid request ..."}`);
 * - a ping frame every `pingMs` (the venue: every 20 seconds, every 3 minutes in older docs);
 * - the `serverShutdown` event before a cut, and the cut of every connection after
 *   `connectionLifetimeMs` (the venue: 24 hours).
 *
 * What tests need besides: quotes on demand, garbage, dropped connections, refused
 * connections (an HTTP status instead of the upgrade) and a frozen server (silent, no pongs).
 */
export interface BinanceStandIn {
  /** ws://127.0.0.1:<port>: what BINANCE_WS_URL points at. */
  readonly url: string;
  /** Connections accepted since the start. */
  readonly accepted: number;
  /** Pong frames received in answer to the stand-in's pings. */
  readonly pongs: number;
  /** The open connections' streams, one list per connection. */
  subscriptions(): string[][];
  /** Sends a bookTicker update of `pair` (BTCUSDT) to its subscribers; returns its update id. */
  bookTicker(pair: string, bid: number | string, ask: number | string): number;
  /** Sends text as it is to every open connection. */
  sendRaw(text: string): void;
  /** Sends the `serverShutdown` event to every open connection. */
  serverShutdown(): void;
  /** Cuts every open connection without a close frame (a network failure). */
  dropAll(): void;
  /** Answers new connections with this HTTP status instead of upgrading; null accepts again. */
  refuse(status: number | null): void;
  /** A frozen stand-in sends nothing and answers no ping: a half-open connection. */
  freeze(frozen: boolean): void;
  close(): Promise<void>;
}

interface Client {
  readonly ws: WebSocket;
  readonly streams: Set<string>;
  combined: boolean;
}

const STREAM_NAME = /^[a-z0-9]+@bookTicker$/;

const price = (value: number | string) => (typeof value === "number" ? value.toFixed(8) : value);

export async function startBinanceStandIn(
  options: { pingMs?: number; connectionLifetimeMs?: number } = {},
): Promise<BinanceStandIn> {
  const clients = new Set<Client>();
  let accepted = 0;
  let pongs = 0;
  let updateId = 1_000_000;
  let refusing: number | null = null;
  let frozen = false;
  const http = createServer((_req, res) => {
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true, autoPong: false });

  const refuseUpgrade = (socket: Duplex, status: number, body: string) => {
    socket.end(
      `HTTP/1.1 ${status} Refused\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refusing !== null) return refuseUpgrade(socket, refusing, '{"code":-1003,"msg":"refused"}');
    const url = new URL(req.url ?? "/", "http://stand-in");
    let streams: string[];
    let combined: boolean;
    if (url.pathname === "/stream") {
      streams = (url.searchParams.get("streams") ?? "").split("/").filter(Boolean);
      combined = true;
    } else if (url.pathname.startsWith("/ws")) {
      streams = url.pathname.slice(3).split("/").filter(Boolean);
      combined = false;
    } else return refuseUpgrade(socket, 404, '{"code":-1,"msg":"Not found"}');
    if (streams.some((s) => !STREAM_NAME.test(s)))
      return refuseUpgrade(socket, 400, '{"code":-1100,"msg":"Invalid stream name"}');
    wss.handleUpgrade(req, socket, head, (ws) => {
      accepted++;
      const client: Client = { ws, streams: new Set(streams), combined };
      clients.add(client);
      ws.on("close", () => clients.delete(client));
      ws.on("error", () => undefined);
      ws.on("pong", () => pongs++);
      ws.on("ping", (data) => {
        if (!frozen) ws.pong(data);
      });
      ws.on("message", (data) => {
        if (!frozen) control(client, data.toString());
      });
      if (options.connectionLifetimeMs !== undefined) {
        const cut = setTimeout(
          () => ws.close(1001, "connection lifetime"),
          options.connectionLifetimeMs,
        );
        ws.on("close", () => clearTimeout(cut));
      }
    });
  });

  const answer = (client: Client, body: object) => client.ws.send(JSON.stringify(body));

  /** The control messages of "Live Subscribing/Unsubscribing to streams". */
  const control = (client: Client, text: string) => {
    let request: { method?: unknown; params?: unknown; id?: unknown };
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      return answer(client, { code: 3, msg: "Invalid JSON: expected value at line 1 column 1" });
    }
    if (typeof request !== "object" || request === null || request.method === undefined)
      return answer(client, { code: 2, msg: "Invalid request: missing field `method`" });
    const { id } = request;
    const idOk =
      id === null ||
      (typeof id === "number" && Number.isSafeInteger(id)) ||
      (typeof id === "string" && /^[A-Za-z0-9]{1,36}$/.test(id));
    if (!idOk)
      return answer(client, {
        code: 2,
        msg: "Invalid request: request ID must be an unsigned integer",
      });
    const params = Array.isArray(request.params) ? (request.params as unknown[]) : [];
    switch (request.method) {
      case "SUBSCRIBE":
      case "UNSUBSCRIBE": {
        const names = params.filter((p): p is string => typeof p === "string");
        if (names.length !== params.length || names.some((n) => !STREAM_NAME.test(n)))
          return answer(client, { code: 2, msg: "Invalid request: invalid stream name", id });
        for (const n of names)
          if (request.method === "SUBSCRIBE") client.streams.add(n);
          else client.streams.delete(n);
        return answer(client, { result: null, id });
      }
      case "LIST_SUBSCRIPTIONS":
        return answer(client, { result: [...client.streams], id });
      case "SET_PROPERTY":
        if (params[0] !== "combined")
          return answer(client, { code: 0, msg: "Unknown property", id });
        if (typeof params[1] !== "boolean")
          return answer(client, { code: 1, msg: "Invalid value type: expected Boolean" });
        client.combined = params[1];
        return answer(client, { result: null, id });
      case "GET_PROPERTY":
        if (params[0] !== "combined")
          return answer(client, { code: 0, msg: "Unknown property", id });
        return answer(client, { result: client.combined, id });
      default:
        return answer(client, {
          code: 2,
          msg: `Invalid request: unknown variant ${String(request.method)}, expected one of SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS, SET_PROPERTY, GET_PROPERTY`,
        });
    }
  };

  const pinger =
    options.pingMs === undefined
      ? undefined
      : setInterval(() => {
          if (frozen) return;
          for (const c of clients) c.ws.ping(Buffer.from(String(Date.now())));
        }, options.pingMs);

  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const port = (http.address() as AddressInfo).port;

  return {
    url: `ws://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    get pongs() {
      return pongs;
    },
    subscriptions: () => [...clients].map((c) => [...c.streams]),
    bookTicker(pair, bid, ask) {
      const u = ++updateId;
      if (frozen) return u;
      const stream = `${pair.toLowerCase()}@bookTicker`;
      const data = { u, s: pair, b: price(bid), B: "1.50000000", a: price(ask), A: "2.25000000" };
      let raw: string | undefined;
      let wrapped: string | undefined;
      for (const c of clients) {
        if (!c.streams.has(stream)) continue;
        if (c.combined) c.ws.send((wrapped ??= JSON.stringify({ stream, data })));
        else c.ws.send((raw ??= JSON.stringify(data)));
      }
      return u;
    },
    sendRaw(text) {
      for (const c of clients) c.ws.send(text);
    },
    serverShutdown() {
      const data = { e: "serverShutdown", E: Date.now() };
      for (const c of clients)
        c.ws.send(JSON.stringify(c.combined ? { stream: "!serverShutdown", data } : data));
    },
    dropAll() {
      for (const c of clients) c.ws.terminate();
    },
    refuse(status) {
      refusing = status;
    },
    freeze(value) {
      frozen = value;
    },
    async close() {
      clearInterval(pinger);
      for (const c of clients) c.ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
