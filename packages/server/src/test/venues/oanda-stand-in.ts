import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for OANDA's v20 pricing stream, written from the venue's documentation
 * (developer.oanda.com, Pricing Endpoints and Pricing Definitions), for tests and benchmarks:
 *
 * - `GET /v3/accounts/{accountID}/pricing/stream?instruments=EUR_USD,USD_JPY` with
 *   `Authorization: Bearer <token>`; refusals answer `{"errorMessage": "..."}` with 401 (no or
 *   a wrong token), 404 (an unknown account) or 400 (an unknown instrument);
 * - a 200 answer with chunked transfer encoding whose body is JSON objects, one per line: a
 *   `PRICE` (`type`, `instrument`, `time` in RFC 3339 with nanoseconds, `status`, `tradeable`,
 *   `bids` and `asks` as `{price, liquidity}` best first, `closeoutBid`, `closeoutAsk`) for
 *   each instrument when the stream opens (its last price) and on every change, and a
 *   `HEARTBEAT` (`type`, `time`) every 5 seconds (`heartbeatMs`).
 *
 * What tests need besides: prices on demand, garbage lines, streams ended or cut, refused
 * requests (a status) and a silent server (no prices, no heartbeats, the connection open).
 */
export interface OandaStandIn {
  /** http://127.0.0.1:<port>: what OANDA_STREAM_URL points at. */
  readonly url: string;
  /** Stream requests answered 200 since the start. */
  readonly accepted: number;
  /** The open streams' instruments, one list per stream. */
  streams(): string[][];
  /** A price of `instrument` (EUR_USD) to its streams; tradeable unless said otherwise. */
  price(instrument: string, bid: string, ask: string, options?: { tradeable?: boolean }): void;
  /** A heartbeat on every open stream now. */
  heartbeat(): void;
  /** Writes text as it is to every open stream. */
  sendRaw(text: string): void;
  /** Ends every open stream (the chunked body closes normally). */
  endAll(): void;
  /** Cuts every open stream's connection (a network failure). */
  dropAll(): void;
  /** Answers new requests with this status and an errorMessage; null serves again. */
  refuse(status: number | null): void;
  /** A silent stand-in sends nothing on open streams (no prices, no heartbeats). */
  silence(silent: boolean): void;
  /** A stalled stand-in leaves new requests unanswered (no status, no headers). */
  stall(stalled: boolean): void;
  close(): Promise<void>;
}

interface Stream {
  readonly res: ServerResponse;
  readonly instruments: Set<string>;
}

/** RFC 3339 with nanoseconds, as OANDA writes times: 2016-10-27T08:38:43.094548890Z. */
const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/Z$/, "000000Z");

export async function startOandaStandIn(options: {
  token: string;
  accountId: string;
  instruments: readonly string[];
  heartbeatMs?: number;
}): Promise<OandaStandIn> {
  const streams = new Set<Stream>();
  const last = new Map<string, { bid: string; ask: string; tradeable: boolean }>();
  let accepted = 0;
  let refusing: number | null = null;
  let silent = false;
  let stalled = false;

  const priceLine = (instrument: string) => {
    const p = last.get(instrument)!;
    return `${JSON.stringify({
      type: "PRICE",
      time: rfc3339(Date.now()),
      bids: [{ price: p.bid, liquidity: 1_000_000 }],
      asks: [{ price: p.ask, liquidity: 1_000_000 }],
      closeoutBid: p.bid,
      closeoutAsk: p.ask,
      status: p.tradeable ? "tradeable" : "non-tradeable",
      tradeable: p.tradeable,
      instrument,
    })}\n`;
  };
  const heartbeatLine = () =>
    `${JSON.stringify({ type: "HEARTBEAT", time: rfc3339(Date.now()) })}\n`;
  const refuse = (res: ServerResponse, status: number, errorMessage: string) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ errorMessage }));
  };

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const match = /^\/v3\/accounts\/([^/]+)\/pricing\/stream$/.exec(url.pathname);
    if (req.method !== "GET" || !match) return refuse(res, 404, "Not found");
    if (stalled) return;
    if (refusing !== null) return refuse(res, refusing, "The stand-in refuses streams for now");
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return refuse(res, 401, "Insufficient authorization to perform request.");
    if (decodeURIComponent(match[1]!) !== options.accountId)
      return refuse(res, 404, "The Account specified does not exist.");
    const instruments = (url.searchParams.get("instruments") ?? "").split(",").filter(Boolean);
    if (instruments.length === 0 || instruments.some((i) => !options.instruments.includes(i)))
      return refuse(res, 400, "Invalid value specified for 'instruments'");
    accepted++;
    res.writeHead(200, { "Content-Type": "application/octet-stream" });
    const stream: Stream = { res, instruments: new Set(instruments) };
    streams.add(stream);
    res.on("close", () => streams.delete(stream));
    // The stream opens with the current price of each instrument.
    if (!silent) for (const i of instruments) if (last.has(i)) res.write(priceLine(i));
  });

  const heartbeats = setInterval(() => {
    if (silent) return;
    const line = heartbeatLine();
    for (const s of streams) s.res.write(line);
  }, options.heartbeatMs ?? 5_000);

  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const port = (http.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    streams: () => [...streams].map((s) => [...s.instruments]),
    price(instrument, bid, ask, { tradeable = true } = {}) {
      last.set(instrument, { bid, ask, tradeable });
      if (silent) return;
      const line = priceLine(instrument);
      for (const s of streams) if (s.instruments.has(instrument)) s.res.write(line);
    },
    heartbeat() {
      const line = heartbeatLine();
      for (const s of streams) s.res.write(line);
    },
    sendRaw(text) {
      for (const s of streams) s.res.write(text);
    },
    endAll() {
      for (const s of streams) s.res.end();
    },
    dropAll() {
      for (const s of streams) s.res.socket?.destroy();
    },
    refuse(status) {
      refusing = status;
    },
    silence(value) {
      silent = value;
    },
    stall(value) {
      stalled = value;
    },
    async close() {
      clearInterval(heartbeats);
      for (const s of streams) s.res.socket?.destroy();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
