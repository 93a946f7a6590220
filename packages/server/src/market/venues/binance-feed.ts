import { WebSocket, type RawData } from "ws";
import { parsePrice } from "../venue-publisher";
import { LiveVenue, type LiveVenueOptions } from "./live-venue";

export interface BinanceFeedOptions extends LiveVenueOptions {
  /** Base URL: the adapter adds `/stream?streams=btcusdt@bookTicker/...`. */
  url: string;
  /** Binance pair (BTCUSDT) -> catalogue symbol (BTCUSD). */
  pairs: ReadonlyMap<string, string>;
  /** No frame at all (data, ping, pong) for this long: the connection is dead; reconnect. */
  silenceMs?: number;
  /** How often we ping the venue ourselves, so a quiet but live connection answers. */
  pingMs?: number;
  /** Rotate to a fresh connection before the venue's own cut at 24 hours. */
  maxConnectionMs?: number;
}

interface Connection {
  readonly ws: WebSocket;
  /** performance.now() when the last bytes were read off the socket: a message's receipt. */
  readAt: number;
  /** Why it failed, when the ws library said (a refused upgrade: "Unexpected server response: 503"). */
  error?: string;
  lastFrame: number;
  delivered: boolean;
  lifetime?: NodeJS.Timeout;
}

const DAY = 86_400_000;

/**
 * Binance spot `bookTicker` (best bid and ask, pushed in real time) for the mapped pairs, over
 * one combined stream. Documented behaviour handled: combined events `{"stream", "data"}`;
 * control answers `{"result", "id"}` and errors `{"code", "msg"}`; the venue's pings (the ws
 * library answers them with pongs); a connection lives at most 24 hours, and a `serverShutdown`
 * event warns of a cut: both open a new connection first and close the old one once the new
 * one delivers (no gap); update ids (`u`) drop what the old connection sends meanwhile. A
 * dropped or refused connection is retried with backoff; anything malformed is logged and
 * skipped.
 */
export class BinanceFeed extends LiveVenue {
  private readonly lastUpdateId = new Map<string, number>();
  private current: Connection | null = null;
  private next: Connection | null = null;
  private watchdog: NodeJS.Timeout | undefined;
  private readonly silenceMs: number;
  private readonly pingMs: number;

  constructor(private readonly options: BinanceFeedOptions) {
    super("binance", options.pairs.values(), options);
    this.silenceMs = options.silenceMs ?? 60_000;
    this.pingMs = options.pingMs ?? 20_000;
  }

  streamUrl(): string {
    const streams = [...this.options.pairs.keys()].map((p) => `${p.toLowerCase()}@bookTicker`);
    return `${this.options.url.replace(/\/+$/, "")}/stream?streams=${streams.join("/")}`;
  }

  start(): void {
    this.stopped = false;
    this.current = this.open(false);
    const check = Math.min(this.pingMs, Math.max(50, this.silenceMs / 4));
    this.watchdog = setInterval(() => this.checkLiveness(), check);
    this.watchdog.unref();
  }

  /** A new connection; `replacing` keeps the state as it is (the current one still runs). */
  private open(replacing: boolean): Connection {
    this.publisher.opening();
    if (!replacing) this.publisher.setState("connecting", this.now);
    const ws = new WebSocket(this.streamUrl(), { handshakeTimeout: 10_000 });
    const connection: Connection = {
      ws,
      readAt: 0,
      lastFrame: performance.now(),
      delivered: false,
    };
    const alive = () => (connection.lastFrame = performance.now());
    // A message's receipt is when the bytes carrying it were read off the socket, before the
    // ws library parses them: messages read together are all stamped then, so the time one
    // waits for those before it counts in its latency.
    ws.on("upgrade", (response) => {
      response.socket.prependListener("data", () => (connection.readAt = performance.now()));
    });
    ws.on("open", () => {
      alive();
      if (connection === this.current) this.publisher.setState("connected", this.now);
      const lifetime = this.options.maxConnectionMs ?? DAY - 10 * 60_000;
      connection.lifetime = setTimeout(
        () => this.rotate(connection, "the connection is near the venue's 24-hour limit"),
        lifetime,
      );
      connection.lifetime.unref();
    });
    ws.on("message", (data, isBinary) => {
      connection.lastFrame = performance.now();
      this.onMessage(connection, data, isBinary, connection.readAt || connection.lastFrame);
    });
    ws.on("ping", alive);
    ws.on("pong", alive);
    ws.on("error", (error) => {
      if (!this.stopped)
        this.options.log.warn({ venue: this.venue, err: error.message }, "venue connection error");
      connection.error = error.message;
      this.publisher.failed(error.message);
    });
    ws.on("close", (code, reason) => this.onClose(connection, code, reason.toString()));
    return connection;
  }

  private onMessage(connection: Connection, data: RawData, isBinary: boolean, hr: number): void {
    const text = isBinary ? "" : data.toString();
    const m = this.jsonObject(text);
    if (!m) return;
    if ("result" in m && "id" in m) return; // the answer to a control message
    if ("code" in m && "msg" in m) {
      this.options.log.warn({ venue: this.venue, code: m.code, msg: m.msg }, "venue error");
      return;
    }
    const event = (
      typeof m.stream === "string" && typeof m.data === "object" && m.data !== null ? m.data : m
    ) as Record<string, unknown>;
    if (event.e === "serverShutdown") {
      this.rotate(connection, "the venue announced a server shutdown");
      return;
    }
    const pair = event.s;
    const symbol = typeof pair === "string" ? this.options.pairs.get(pair) : undefined;
    if (!symbol) return this.skipped("no known pair in the message", text);
    const updateId = event.u;
    if (typeof updateId !== "number" || !Number.isSafeInteger(updateId))
      return this.skipped("the update id u is missing", text);
    const bid = parsePrice(event.b);
    const ask = parsePrice(event.a);
    if (Number.isNaN(bid) || Number.isNaN(ask))
      return this.skipped("bid or ask is not a price", text);
    if (!connection.delivered) this.firstDelivery(connection);
    // Old news (the connection being replaced still sends for a moment): already published.
    if (updateId <= (this.lastUpdateId.get(pair as string) ?? -1)) return;
    this.lastUpdateId.set(pair as string, updateId);
    const outcome = this.publisher.publish(symbol, bid, ask, { at: this.now, hr });
    if (outcome !== "published" && outcome !== "unchanged") this.skipped(outcome, text);
  }

  /** The first quote on a connection: it works. A rotation completes: the old one closes. */
  private firstDelivery(connection: Connection): void {
    connection.delivered = true;
    this.reconnector.succeeded();
    if (connection === this.next) {
      const old = this.current;
      this.current = connection;
      this.next = null;
      this.publisher.setState("connected", this.now);
      if (old) this.retire(old);
    }
  }

  /** Opens the next connection now, to replace `connection` once it delivers. */
  private rotate(connection: Connection, why: string): void {
    if (this.stopped || connection !== this.current || this.next) return;
    this.options.log.info({ venue: this.venue, why }, "opening a fresh venue connection");
    this.next = this.open(true);
  }

  private retire(connection: Connection): void {
    clearTimeout(connection.lifetime);
    connection.ws.close(1000, "replaced");
    setTimeout(() => connection.ws.terminate(), 5_000).unref();
  }

  private onClose(connection: Connection, code: number, reason: string): void {
    clearTimeout(connection.lifetime);
    if (this.stopped) return;
    const why = connection.error ?? `closed (${code}${reason ? ` ${reason}` : ""})`;
    if (connection === this.next) {
      // The replacement failed: the current connection goes on, and a later one tries again.
      this.next = null;
      this.publisher.failed(why);
      this.reconnector.schedule(() => {
        if (this.current) this.rotate(this.current, "the last replacement failed");
      });
      return;
    }
    if (connection !== this.current) return; // a retired connection
    if (this.next) {
      // Cut before its replacement delivered: the replacement takes over.
      this.current = this.next;
      this.next = null;
      const open = this.current.ws.readyState === WebSocket.OPEN;
      this.publisher.setState(open ? "connected" : "connecting", this.now, why);
      return;
    }
    this.current = null;
    this.publisher.setState("disconnected", this.now, why);
    const wait = this.reconnector.schedule(() => {
      if (!this.stopped) this.current = this.open(false);
    });
    this.options.log.warn({ venue: this.venue, why, retryInMs: wait }, "venue disconnected");
  }

  /** A connection with no frame for `silenceMs` is dead (a half-open socket): cut it. */
  private checkLiveness(): void {
    const now = performance.now();
    for (const connection of [this.current, this.next]) {
      if (!connection || connection.ws.readyState !== WebSocket.OPEN) continue;
      if (now - connection.lastFrame > this.silenceMs) {
        this.options.log.warn(
          { venue: this.venue, silentMs: Math.round(now - connection.lastFrame) },
          "venue connection silent; reconnecting",
        );
        connection.ws.terminate();
      } else if (now - connection.lastFrame > this.pingMs) connection.ws.ping();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reconnector.cancel();
    clearInterval(this.watchdog);
    const open = [this.current, this.next].filter((c): c is Connection => c !== null);
    this.current = this.next = null;
    await Promise.all(
      open.map(
        (c) =>
          new Promise<void>((resolve) => {
            clearTimeout(c.lifetime);
            if (c.ws.readyState === WebSocket.CLOSED) return resolve();
            c.ws.once("close", () => resolve());
            if (c.ws.readyState === WebSocket.CONNECTING) c.ws.terminate();
            else c.ws.close(1000, "stopping");
            setTimeout(() => c.ws.terminate(), 1_000).unref();
          }),
      ),
    );
    this.publisher.setState("stopped", this.now);
  }
}
