import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { Duplex } from "node:stream";
import {
  API_STREAM_AUTH_TIMEOUT_MS,
  API_STREAM_CLOSE,
  API_STREAM_HEARTBEAT_MS,
  API_STREAM_IDLE_CLOSE_MS,
  API_STREAM_MAX_SUBSCRIPTIONS,
  API_STREAM_PATH,
  apiStreamClientMessageSchema,
  type ApiStreamServerMessage,
} from "@proparena/contracts/api-stream";
import { ERROR_CODES, TOKEN_INVALID_MESSAGE } from "@proparena/contracts/error-codes";
import { getInstrument } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import type { ClusterRole } from "../cluster/cluster-role";
import { bearerTokenOf } from "../lib/bearer-token";
import { hashToken } from "../lib/secret-token";
import type { MarketService } from "../market/market-service";
import { isApiKeyText } from "../services/api-keys/api-key-text";
import { keyForToken, type ApiKeyGrant } from "../services/api-keys/key-for-token";
import type { UserRow } from "../services/auth/public-user";
import {
  onSessionsEnded,
  userForToken,
  type Revocation,
  type SessionContext,
} from "../services/auth/sessions";
import type { OwnedEvent, TradingDesk } from "../trading/desk/trading-desk";
import { accountMessages } from "./account-streams";

/** One open connection: who it is (once authenticated) and what it asked for. */
interface StreamClient {
  ws: WebSocket;
  user: UserRow | null;
  grant: ApiKeyGrant | null;
  tokenHash: string | null;
  quotes: Set<string>;
  accounts: Set<string>;
  lastHeard: number;
}

export interface ApiStreamOptions {
  ctx: SessionContext;
  market: MarketService;
  cluster: ClusterRole;
}

/**
 * The bots' plain WebSocket stream at /api/stream (contracts api-stream.ts is the protocol):
 * quotes to anyone authenticated, account events to the accounts' owner. The instance that runs
 * the desk serves it; a follower passes the connection through to the leader, frame for frame.
 */
export class ApiStream {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Set<StreamClient>();
  private readonly bySymbol = new Map<string, Set<StreamClient>>();
  private readonly byAccount = new Map<string, Set<StreamClient>>();
  private desk: TradingDesk | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly options: ApiStreamOptions) {}

  /** Takes the upgrade requests for /api/stream on `server` (socket.io keeps its own path). */
  listen(server: HttpServer): void {
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(request.url ?? "/", "http://x").pathname !== API_STREAM_PATH) return;
      void this.upgrade(request, socket, head);
    };
    server.on("upgrade", onUpgrade);
    const onQuote = (quote: Quote) => this.quote(quote);
    this.options.market.on("quote", onQuote);
    const stopRevocations = onSessionsEnded((revocation) => this.revoked(revocation));
    const heartbeat = setInterval(() => this.heartbeat(), API_STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    this.stops.push(() => {
      server.off("upgrade", onUpgrade);
      this.options.market.off("quote", onQuote);
      stopRevocations();
      clearInterval(heartbeat);
    });
  }

  /** The leader's desk: its durable events go to the subscribed accounts' streams. */
  attachDesk(desk: TradingDesk): () => void {
    this.desk = desk;
    const onEvents = (events: readonly OwnedEvent[]) => {
      if (this.byAccount.size === 0) return;
      const now = desk.now();
      for (const owned of events) {
        const listeners = this.byAccount.get(owned.accountId);
        if (!listeners) continue;
        for (const message of accountMessages(owned, now, desk)) {
          const text = JSON.stringify({ type: message.kind, ...message.payload });
          for (const client of listeners) client.ws.send(text);
        }
      }
    };
    desk.on("events", onEvents);
    return () => {
      desk.off("events", onEvents);
      if (this.desk === desk) this.desk = null;
    };
  }

  /** Closes every connection and stops listening. */
  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    for (const client of this.clients) client.ws.terminate();
    this.wss.close();
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    if (this.options.cluster.leads) {
      this.wss.handleUpgrade(request, socket, head, (ws) => this.connect(ws, request));
      return;
    }
    const leader = await this.options.cluster.leaderUrl();
    if (!leader) {
      socket.end("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 2\r\nConnection: close\r\n\r\n");
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      passThrough(ws, `${leader.replace(/^http/, "ws")}${API_STREAM_PATH}`, request),
    );
  }

  private connect(ws: WebSocket, request: IncomingMessage) {
    const client: StreamClient = {
      ws,
      user: null,
      grant: null,
      tokenHash: null,
      quotes: new Set(),
      accounts: new Set(),
      lastHeard: Date.now(),
    };
    this.clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.user) this.refuse(client, 'Authenticate within 10 s: {"op":"auth","key":...}');
    }, API_STREAM_AUTH_TIMEOUT_MS);
    ws.on("close", () => {
      clearTimeout(authTimer);
      this.drop(client);
    });
    ws.on("pong", () => (client.lastHeard = Date.now()));
    ws.on("message", (data: RawData) => {
      client.lastHeard = Date.now();
      void this.receive(client, data);
    });
    const header = bearerTokenOf(request.headers.authorization);
    if (header) void this.authenticate(client, header);
  }

  private async receive(client: StreamClient, data: RawData) {
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return this.send(client, error(ERROR_CODES.validation, "Send JSON text frames."));
    }
    const parsed = apiStreamClientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.send(
        client,
        error(ERROR_CODES.validation, `${issue?.path.join(".") || "message"}: ${issue?.message}`),
      );
    }
    const message = parsed.data;
    if (message.op === "ping") return this.send(client, { type: "pong", time: Date.now() });
    if (message.op === "pong") return;
    if (message.op === "auth") return this.authenticate(client, message.key);
    if (!client.user) return this.refuse(client, "Authenticate first.");
    const add = message.op === "subscribe";
    for (const symbol of message.quotes) {
      if (!getInstrument(symbol)) {
        return this.send(client, error(ERROR_CODES.notFound, `Unknown symbol ${symbol}`));
      }
    }
    for (const accountId of message.accounts) {
      const refusal = add ? this.accountRefusal(client, accountId) : null;
      if (refusal) return this.send(client, refusal);
    }
    for (const symbol of message.quotes) index(this.bySymbol, symbol, client, add, client.quotes);
    for (const id of message.accounts) index(this.byAccount, id, client, add, client.accounts);
    if (client.quotes.size + client.accounts.size > API_STREAM_MAX_SUBSCRIPTIONS) {
      for (const symbol of message.quotes)
        index(this.bySymbol, symbol, client, false, client.quotes);
      for (const id of message.accounts) index(this.byAccount, id, client, false, client.accounts);
      return this.send(
        client,
        error(ERROR_CODES.badRequest, `At most ${API_STREAM_MAX_SUBSCRIPTIONS} subscriptions.`),
      );
    }
    this.send(client, {
      type: "subscribed",
      quotes: [...client.quotes],
      accounts: [...client.accounts],
    });
    if (add) {
      for (const symbol of message.quotes) {
        const quote = this.options.market.quote(symbol);
        if (quote) this.send(client, { type: "quote", ...quote });
      }
    }
  }

  /**
   * Why the client may not follow an account: not theirs (or not the key's). Either scope may:
   * a `trade` key's account events are the outcome of its own orders.
   */
  private accountRefusal(client: StreamClient, accountId: string) {
    const notFound = error(ERROR_CODES.notFound, "Account not found");
    if (!this.desk || this.desk.ownerOf(accountId) !== client.user?.id) return notFound;
    if (client.grant?.accountId && client.grant.accountId !== accountId) return notFound;
    return null;
  }

  private async authenticate(client: StreamClient, token: string) {
    const found = isApiKeyText(token)
      ? await keyForToken(this.options.ctx, token)
      : await userForToken(this.options.ctx, token).then((user) =>
          user ? { user, grant: null } : null,
        );
    if (!found) return this.refuse(client, TOKEN_INVALID_MESSAGE);
    client.user = found.user;
    client.grant = found.grant;
    client.tokenHash = hashToken(token);
    const own = this.desk?.accountIdsOf(found.user.id) ?? [];
    this.send(client, {
      type: "authenticated",
      accounts: found.grant?.accountId ? own.filter((id) => id === found.grant?.accountId) : own,
      scopes: found.grant ? [...found.grant.scopes] : ["read", "trade"],
    });
  }

  private refuse(client: StreamClient, message: string) {
    this.send(client, error(ERROR_CODES.tokenInvalid, message));
    client.ws.close(API_STREAM_CLOSE.unauthorized, "unauthorized");
  }

  private send(client: StreamClient, message: ApiStreamServerMessage) {
    if (client.ws.readyState === WebSocket.OPEN) client.ws.send(JSON.stringify(message));
  }

  private quote(quote: Quote) {
    const listeners = this.bySymbol.get(quote.symbol);
    if (!listeners) return;
    const text = JSON.stringify({ type: "quote", ...quote });
    for (const client of listeners) client.ws.send(text);
  }

  private revoked(revocation: Revocation) {
    for (const client of this.clients) {
      if (!client.user) continue;
      const ended =
        "all" in revocation ||
        ("tokenHash" in revocation && revocation.tokenHash === client.tokenHash) ||
        ("userId" in revocation && revocation.userId === client.user.id);
      if (ended) this.refuse(client, TOKEN_INVALID_MESSAGE);
    }
  }

  private heartbeat() {
    const now = Date.now();
    for (const client of this.clients) {
      if (now - client.lastHeard > API_STREAM_IDLE_CLOSE_MS) {
        client.ws.terminate();
        continue;
      }
      this.send(client, { type: "ping", time: now });
      client.ws.ping();
    }
  }

  private drop(client: StreamClient) {
    this.clients.delete(client);
    for (const symbol of client.quotes) index(this.bySymbol, symbol, client, false);
    for (const id of client.accounts) index(this.byAccount, id, client, false);
  }
}

const error = (code: string, message: string): ApiStreamServerMessage => ({
  type: "error",
  code,
  message,
});

/** Adds a client to (or takes it from) a key's listeners, and the key to its own set. */
function index(
  map: Map<string, Set<StreamClient>>,
  key: string,
  client: StreamClient,
  add: boolean,
  own?: Set<string>,
) {
  let set = map.get(key);
  if (add) {
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
    own?.add(key);
    return;
  }
  set?.delete(client);
  if (set?.size === 0) map.delete(key);
  own?.delete(key);
}

/** A follower's connection relayed to the leader's stream, both ways, closing together. */
function passThrough(client: WebSocket, target: string, request: IncomingMessage) {
  const authorization = request.headers.authorization;
  const upstream = new WebSocket(target, authorization ? { headers: { authorization } } : {});
  const pending: RawData[] = [];
  client.on("message", (data, binary) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else pending.push(data);
  });
  upstream.on("open", () => {
    for (const data of pending.splice(0)) upstream.send(data.toString());
  });
  upstream.on("message", (data, binary) => client.send(data, { binary }));
  const closeCode = (code: number) => (code >= 4000 || code === 1000 ? code : 1011);
  upstream.on("close", (code, reason) => client.close(closeCode(code), reason));
  upstream.on("error", () => client.close(API_STREAM_CLOSE.leaderMoved, "leader unavailable"));
  client.on("close", () => upstream.close());
}
