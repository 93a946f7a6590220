// `npm run bench -- arena`: the arena server against PostgreSQL (DATABASE_URL, default the
// local test server; a throwaway database is created and dropped).
//  1. order throughput over HTTP (closed loop, 64 in flight) in orders/s;
//  2. order latency p50/p99 at a steady 500 orders/s (open loop);
//  3. tick-to-breach with 100,000 open accounts loaded: tick published -> breach persisted ->
//     socket message received by the trader, p50/p99 over 20 breaches.
// Figures only; nothing is asserted.
import { randomUUID } from "node:crypto";
import { createAccount } from "@proparena/domain/engine/account";
import { getInstrument } from "@proparena/domain/market/instruments";
import { requiredMargin } from "@proparena/domain/engine/margin";
import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { openDatabase } from "@proparena/server/db/database";
import { accounts, positions, ruleDecisions, users } from "@proparena/server/db/schema";
import { postgresLeaderLock } from "@proparena/server/cluster/leader-lock";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { createSession } from "@proparena/server/services/auth/sessions";
import { linkMarketToDesk } from "@proparena/server/trading/market-link";
import { accountToRow } from "@proparena/server/trading/record-mappers";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { count } from "drizzle-orm";
import { io as connect } from "socket.io-client";
import { startBenchServer } from "./lib/bench-server";
import { fmt, percentile } from "./lib/figures";
import { throwawayPostgres } from "./lib/throwaway-postgres";
import { startOrderLoad, type LoadJob, type Trader } from "./lib/order-load";

const SYMBOL = "BTCUSD"; // trades around the clock, so the bench runs any day
const BTC = getInstrument(SYMBOL)!;

export async function main(args: string[] = []): Promise<void> {
  const ordersOnly = args.includes("--orders-only");
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 20 });
  let lock: ReturnType<typeof postgresLeaderLock> | undefined;
  try {
    await database.migrate();
    const db = database.db;
    const market = new MarketService();
    // As in production: the desk writes on the leader lock's own session.
    lock = postgresLeaderLock(throwaway.url);
    if (!(await lock.tryAcquire())) throw new Error("another process holds the leader lock");
    const desk = await TradingDesk.load(
      db,
      systemClock,
      "UTC",
      lock.writer,
      undefined,
      "always-open",
    );
    const unlink = linkMarketToDesk(market, desk, (e) => console.error(e));
    const server = await startBenchServer(database, desk, market);
    const base = server.base;
    let price = 100_000;
    const tick = () => {
      market.publish({ symbol: SYMBOL, bid: price, ask: price + 20, time: Date.now() });
      return desk.idle();
    };
    await tick();

    // ---- traders with a Beta account and a session each
    const traders: Trader[] = [];
    for (let i = 0; i < 200; i++) {
      const [user] = await db
        .insert(users)
        .values({
          email: `bench${i}@local`,
          name: `Bench ${i}`,
          passwordHash: "x",
          emailVerifiedAt: new Date(),
        })
        .returning();
      const account = await desk.openAccount(user!.id, "BETA");
      traders.push({
        token: await createSession(db, systemClock, user!.id, 24),
        accountId: account.id,
      });
    }
    const client = startOrderLoad(base, traders, SYMBOL);
    const load = (job: LoadJob) => client.run(job);

    // ---- 1. throughput (the client runs in its own process)
    await load({ mode: "closed", total: 300, concurrency: 16 }); // warm-up
    const total = 8_000;
    const closed = await load({ mode: "closed", total, concurrency: 64 });
    console.log(`Arena over HTTP on PostgreSQL (${SYMBOL} market orders, 200 accounts)`);
    console.log(
      `  throughput, 64 in flight: ${fmt(total / closed.seconds, 0)} orders/s (${total} orders in ${fmt(closed.seconds, 2)} s)`,
    );

    // ---- 2. latency at a steady 500 orders/s
    const rate = 500;
    const count500 = 5_000;
    await load({ mode: "open", total: rate, rate }); // warm-up: one second at the same rate
    const steady = await load({ mode: "open", total: count500, rate });
    client.close();
    const latencies = steady.latencies.sort((a, b) => a - b);
    console.log(
      `  latency at ${rate} orders/s for ${count500 / rate} s: p50 ${fmt(percentile(latencies, 50), 2)} ms  p99 ${fmt(percentile(latencies, 99), 2)} ms  max ${fmt(latencies.at(-1)!, 2)} ms`,
    );

    // ---- 3. tick-to-breach with 100,000 open accounts
    if (ordersOnly) {
      unlink();
      await server.close();
      return;
    }
    const [owner] = await db
      .insert(users)
      .values({ email: "crowd@local", name: "Crowd", passwordHash: "x" })
      .returning();
    const [victimUser] = await db
      .insert(users)
      .values({
        email: "victim@local",
        name: "Victim",
        passwordHash: "x",
        emailVerifiedAt: new Date(),
      })
      .returning();
    const now = Date.now();
    const loadStart = performance.now();
    const CROWD = 100_000;
    const VICTIMS = 20;
    const rows = (userId: string, openPrice: number, volume: number) => {
      const account = createAccount({
        id: randomUUID(),
        planId: "BETA",
        phase: "phase1",
        ownerId: userId,
        time: now,
      });
      if (!account.ok) throw new Error(account.reason);
      return {
        account: accountToRow(account.value),
        position: {
          id: randomUUID(),
          accountId: account.value.id,
          orderId: randomUUID(),
          symbol: SYMBOL,
          side: "buy",
          volume,
          openPrice,
          openTime: new Date(now),
          stopLoss: null,
          takeProfit: null,
          marginCents: requiredMargin(BTC, volume, openPrice, 1, 100),
        },
      };
    };
    for (let i = 0; i < CROWD; i += 2_000) {
      const chunk = Array.from({ length: Math.min(2_000, CROWD - i) }, () =>
        rows(owner!.id, 100_000, 0.01),
      );
      await db.insert(accounts).values(chunk.map((c) => c.account));
      await db.insert(positions).values(chunk.map((c) => c.position));
    }
    // Victim k holds 10 lots bought at 100,000 - 200k: its daily floor ($950,000) breaks
    // when the bid falls below about 95,000 - 200k.
    const victims = Array.from({ length: VICTIMS }, (_, k) =>
      rows(victimUser!.id, 100_000 - 200 * k, 10),
    );
    await db.insert(accounts).values(victims.map((v) => v.account));
    await db.insert(positions).values(victims.map((v) => v.position));
    console.log(
      `  wrote ${fmt(CROWD + VICTIMS, 0)} open accounts with a position each in ${fmt((performance.now() - loadStart) / 1000, 1)} s`,
    );
    // Rebuilding the engine from the database is what an instance taking over the lead does.
    const rebuildStart = performance.now();
    await desk.changeOutside(async () => undefined);
    console.log(
      `  rebuilt the engine from the database (a takeover's cost) in ${fmt((performance.now() - rebuildStart) / 1000, 1)} s (heap ${fmt(process.memoryUsage().heapUsed / 1e6, 0)} MB)`,
    );

    const socket = connect(base, { transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    const victimToken = await createSession(db, systemClock, victimUser!.id, 24);
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token: victimToken });
    const breachTimes: number[] = [];
    price = 99_000;
    await tick();
    for (let k = 0; k < VICTIMS; k++) {
      const received = new Promise<void>((resolve) =>
        socket.once(TRADING_EVENTS.breach, () => resolve()),
      );
      price = 100_000 - 200 * k - 5_000 - 60;
      const started = performance.now();
      market.publish({ symbol: SYMBOL, bid: price, ask: price + 20, time: Date.now() });
      await received;
      breachTimes.push(performance.now() - started);
      await desk.idle();
    }
    socket.disconnect();
    const [stored] = await db.select({ n: count() }).from(ruleDecisions);
    breachTimes.sort((a, b) => a - b);
    console.log(
      `  tick -> breach durable -> socket message: p50 ${fmt(percentile(breachTimes, 50), 2)} ms  p99 ${fmt(percentile(breachTimes, 99), 2)} ms  (${VICTIMS} breaches, ${stored!.n} stored with evidence)`,
    );
    console.log(
      `  targets: >= 2,000 orders/s; p99 <= 20 ms at 500 orders/s; tick-to-breach p99 <= 25 ms`,
    );

    unlink();
    await server.close();
  } finally {
    await lock?.release();
    await database.close();
    await throwaway.drop();
  }
}
