// `npm run bench -- trading-api [--backend postgres|pglite|both] [--keys 100] [--orders 10000]
//   [--rate 1000] [--seconds 10]`
// Issue 32's throughput target: 100 API keys trading at once, each with an /api/stream
// subscription (its account's events and BTCUSD quotes) and REST market orders sent with the
// key, against a real server process (packages/server/src/main.ts). Printed:
//  1. closed loop, one order in flight per key: orders/s and latency p50/p99, and the same load
//     sent with the traders' browser sessions in the same run (the ratio is what keys cost);
//  2. open loop at `rate` orders/s for `seconds`: latency p50/p99 from each order's due time;
//  3. the streams: order events received for the orders placed, and their delivery lag (from the
//     order's time on the server to the stream message) p50/p99.
// Targets (issue 32): >= 1,000 orders/s on PostgreSQL with p99 <= 100 ms. Nothing is asserted.
import WebSocket from "ws";
import { systemClock } from "@proparena/server/lib/clock";
import { createApiKey } from "@proparena/server/services/api-keys/manage-api-keys";
import { numberArg, stringArg } from "./lib/args";
import { fmt, latencySummary, machineLine } from "./lib/figures";
import { startOrderLoad } from "./lib/order-load";
import { startRealServer, type Backend } from "./lib/real-server";
import { insertTraders } from "./lib/seed";

const SYMBOL = "BTCUSD";
const LABEL: Record<Backend, string> = { postgres: "PostgreSQL", pglite: "PGlite" };

/** One stream per key, subscribed to its account and the symbol; counts order events and lag. */
async function openStreams(url: string, bots: { key: string; accountId: string }[]) {
  const lags: number[] = [];
  let orders = 0;
  let quotes = 0;
  const sockets = await Promise.all(
    bots.map(
      (bot) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/stream`, {
            headers: { authorization: `Bearer ${bot.key}` },
          });
          ws.on("message", (data) => {
            const m = JSON.parse(data.toString()) as {
              type: string;
              order?: { createdAt: string };
            };
            if (m.type === "authenticated") {
              ws.send(
                JSON.stringify({ op: "subscribe", quotes: [SYMBOL], accounts: [bot.accountId] }),
              );
            } else if (m.type === "subscribed") {
              resolve(ws);
            } else if (m.type === "order" && m.order) {
              orders += 1;
              lags.push(Date.now() - Date.parse(m.order.createdAt));
            } else if (m.type === "quote") {
              quotes += 1;
            } else if (m.type === "ping") {
              ws.send(JSON.stringify({ op: "pong" }));
            }
          });
          ws.on("error", reject);
        }),
    ),
  );
  return {
    take() {
      const taken = { orders, quotes, lags: lags.splice(0) };
      orders = 0;
      quotes = 0;
      return taken;
    },
    close: () => sockets.forEach((ws) => ws.close()),
  };
}

async function measure(backend: Backend, args: string[]): Promise<void> {
  const keyCount = numberArg(args, "keys", 100);
  const total = numberArg(args, "orders", 10_000);
  const rate = numberArg(args, "rate", 1_000);
  const seconds = numberArg(args, "seconds", 10);
  const server = await startRealServer(backend, {
    seed: async ({ db, now }) => {
      const traders = await insertTraders(db, keyCount, now, "bot");
      const keys = await Promise.all(
        traders.map((t) =>
          createApiKey({ db, clock: systemClock }, t.userId, {
            name: "bench bot",
            scopes: ["read", "trade"],
            accountId: t.accountId,
          }),
        ),
      );
      return traders.map((t, i) => ({ ...t, key: keys[i]!.key }));
    },
  });
  const bots = server.seeded.map((t) => ({ token: t.key, accountId: t.accountId }));
  const sessions = server.seeded.map((t) => ({ token: t.token, accountId: t.accountId }));
  const withKeys = startOrderLoad(server.url, bots, SYMBOL);
  const withSessions = startOrderLoad(server.url, sessions, SYMBOL);
  const streams = await openStreams(
    server.url,
    server.seeded.map((t) => ({ key: t.key, accountId: t.accountId })),
  );
  try {
    console.log(
      `${LABEL[backend]}: real server process, ${keyCount} API keys (one Beta account each), each with an /api/stream subscription; ${SYMBOL} market orders over REST with the keys`,
    );
    console.log(`  ${server.database}`);
    // Warm-up: both clients' keep-alive connections open, the server's code compiled.
    await withKeys.run({ mode: "closed", total: 1_000, concurrency: keyCount });
    await withSessions.run({ mode: "closed", total: 1_000, concurrency: keyCount });
    streams.take();

    const keyed = await withKeys.run({ mode: "closed", total, concurrency: keyCount });
    const keyedRate = total / keyed.seconds;
    const delivered = streams.take();
    const session = await withSessions.run({ mode: "closed", total, concurrency: keyCount });
    const sessionRate = total / session.seconds;
    streams.take();
    console.log(
      `  closed loop, ${keyCount} in flight (one per key): ${fmt(keyedRate, 0)} orders/s (${fmt(total, 0)} in ${fmt(keyed.seconds, 2)} s; target >= 1,000)`,
    );
    console.log(`    latency ${latencySummary(keyed.latencies)}  (target p99 <= 100 ms)`);
    console.log(
      `    the same with browser sessions: ${fmt(sessionRate, 0)} orders/s, ${latencySummary(session.latencies)}; keys/sessions = ${fmt(keyedRate / sessionRate, 2)}`,
    );
    console.log(
      `    streams: ${fmt(delivered.orders, 0)} order events for ${fmt(total, 0)} orders (one per fill), ${fmt(delivered.quotes, 0)} quotes; delivery lag ${latencySummary(delivered.lags)}`,
    );

    await withKeys.run({ mode: "open", total: rate, rate }); // warm-up: one second at the rate
    streams.take();
    const open = await withKeys.run({ mode: "open", total: rate * seconds, rate });
    const openDelivered = streams.take();
    console.log(
      `  open loop at ${fmt(rate, 0)} orders/s for ${seconds} s with the keys: ${latencySummary(open.latencies)}  (target p99 <= 100 ms)`,
    );
    console.log(
      `    streams: ${fmt(openDelivered.orders, 0)} order events; delivery lag ${latencySummary(openDelivered.lags)}`,
    );
  } finally {
    streams.close();
    withKeys.close();
    withSessions.close();
    await server.stop();
  }
}

export async function main(args: string[] = []): Promise<void> {
  const which = stringArg(args, "backend", "postgres");
  const backends: Backend[] =
    which === "both" ? ["postgres", "pglite"] : [which === "pglite" ? "pglite" : "postgres"];
  console.log(`The trading API: keys, streams and REST orders against a real server process`);
  console.log(`  ${machineLine()}`);
  for (const backend of backends) await measure(backend, args);
}
