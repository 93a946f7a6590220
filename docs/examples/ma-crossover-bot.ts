// A complete trading bot for the PropArena trading API (docs/trading-api.md): a moving-average
// crossover on one symbol, trading your Beta account. It needs Node 20+ and the `ws` package
// (`npm install ws`); nothing else. Run it with a key that has the `read` and `trade` scopes:
//
//   PROPARENA_URL=http://localhost:3000 PROPARENA_KEY=pak_... npx tsx ma-crossover-bot.ts
//
// It listens to quotes on /api/stream, keeps the mid prices, and when the fast average crosses
// the slow one it closes the opposite position and opens one in the crossing's direction.
import WebSocket from "ws";

export interface BotOptions {
  /** The server, e.g. "http://localhost:3000". */
  baseUrl: string;
  /** A personal API key ("pak_..."), made in Settings > API keys. */
  key: string;
  symbol?: string;
  /** Quotes in the fast and the slow average. */
  fast?: number;
  slow?: number;
  /** Lots per order. */
  volume?: number;
  /** Stop after this many orders (default: run until stopped). */
  maxOrders?: number;
  /** Stops the bot when aborted. */
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface BotResult {
  accountId: string;
  /** The orders the bot placed: their ids, sides and fill prices. */
  orders: { id: string; side: "buy" | "sell"; fillPrice: number | null }[];
}

interface Account {
  id: string;
  planId: string;
  status: string;
}
interface Position {
  id: string;
  side: "buy" | "sell";
  symbol: string;
}

/** The average of the last `n` values, or null while there are fewer. */
function average(values: readonly number[], n: number): number | null {
  if (values.length < n) return null;
  let sum = 0;
  for (let i = values.length - n; i < values.length; i++) sum += values[i]!;
  return sum / n;
}

export async function runBot(options: BotOptions): Promise<BotResult> {
  const { baseUrl, key, symbol = "EURUSD", fast = 5, slow = 20, volume = 0.1 } = options;
  const log = options.log ?? ((line: string) => console.log(line));

  /** One REST call with the key; throws with the server's message on an error answer. */
  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (;;) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 429) {
        // Over the key's rate limit: wait as long as the server says, then try again.
        const seconds = Number(response.headers.get("retry-after") ?? "1");
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      const answer = (await response.json()) as T & { message?: string };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer;
    }
  }

  const { accounts } = await api<{ accounts: Account[] }>("GET", "/accounts");
  const beta = accounts.find((a) => a.planId === "BETA" && a.status === "active");
  if (!beta) throw new Error("No active Beta account: sign in to the arena once to open it.");
  const result: BotResult = { accountId: beta.id, orders: [] };

  const mids: number[] = [];
  let lastSign = 0;
  let busy = false;
  let orderSeq = 0;
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/stream`);

  /** Closes any position against the signal and opens one with it. */
  async function follow(side: "buy" | "sell") {
    const { items } = await api<{ items: Position[] }>("GET", `/accounts/${beta!.id}/positions`);
    for (const p of items) {
      if (p.symbol === symbol && p.side !== side) {
        await api("POST", `/accounts/${beta!.id}/positions/${p.id}/close`);
        log(`closed ${p.side} ${p.id}`);
      }
    }
    if (items.some((p) => p.symbol === symbol && p.side === side)) return;
    // A clientOrderId makes a resend (after a timeout) safe: the server answers the first order.
    const clientOrderId = `ma-${beta!.id.slice(0, 8)}-${Date.now()}-${orderSeq++}`;
    const { order } = await api<{ order: { id: string; fillPrice: number | null } }>(
      "POST",
      `/accounts/${beta!.id}/orders`,
      { symbol, side, type: "market", volume, clientOrderId },
    );
    result.orders.push({ id: order.id, side, fillPrice: order.fillPrice });
    log(`${side} ${volume} ${symbol} at ${order.fillPrice}`);
  }

  return new Promise<BotResult>((resolve, reject) => {
    const stop = () => ws.close(1000, "done");
    options.signal?.addEventListener("abort", stop, { once: true });
    ws.on("open", () => ws.send(JSON.stringify({ op: "auth", key })));
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        bid?: number;
        ask?: number;
        message?: string;
      };
      if (message.type === "authenticated") {
        ws.send(JSON.stringify({ op: "subscribe", quotes: [symbol], accounts: [beta.id] }));
      } else if (message.type === "ping") {
        ws.send(JSON.stringify({ op: "pong" }));
      } else if (message.type === "error") {
        log(`server: ${message.message}`);
      } else if (message.type === "quote" && message.bid && message.ask) {
        mids.push((message.bid + message.ask) / 2);
        if (mids.length > slow * 4) mids.splice(0, mids.length - slow * 4);
        const f = average(mids, fast);
        const s = average(mids, slow);
        if (f === null || s === null || f === s) return;
        const sign = f > s ? 1 : -1;
        const crossed = lastSign !== 0 && sign !== lastSign;
        lastSign = sign;
        if (!crossed || busy) return;
        busy = true;
        follow(sign > 0 ? "buy" : "sell")
          .then(() => {
            if (options.maxOrders && result.orders.length >= options.maxOrders) stop();
          })
          .catch((error: unknown) => log(`order failed: ${String(error)}`))
          .finally(() => (busy = false));
      }
    });
    ws.on("close", (code) => {
      options.signal?.removeEventListener("abort", stop);
      if (code === 4401) reject(new Error("The key was refused (revoked or wrong)."));
      else resolve(result);
    });
    ws.on("error", reject);
  });
}

// Run from the command line: the key and server from the environment.
if (process.argv[1]?.endsWith("ma-crossover-bot.ts") && process.env.PROPARENA_KEY) {
  const controller = new AbortController();
  process.on("SIGINT", () => controller.abort());
  runBot({
    baseUrl: process.env.PROPARENA_URL ?? "http://localhost:3000",
    key: process.env.PROPARENA_KEY,
    signal: controller.signal,
  }).then(
    (done) => console.log(`stopped after ${done.orders.length} orders`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
