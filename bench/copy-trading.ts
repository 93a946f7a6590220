// `npm run bench -- copy-trading [--copiers 1000] [--fills 20] [--traders 20] [--rate 200]
//   [--pg]`
// Copy trading (issue 31) in process, as the leader runs it: the desk (group commit), the copy
// runner and its database (in-memory PGlite, or a throwaway PostgreSQL with --pg, the desk
// writing on the leader lock's session as in production). One source trader's published Beta
// book has `copiers` copy subscriptions into as many Beta accounts. While `traders` other
// traders send market orders at `rate`/s (open loop), the source opens a 1-lot EURUSD position
// `fills` times (and closes it between fills). Measured: each copy's latency from the source's
// fill to the copy's commit (the desk announces what is durable), and the other traders'
// order latency (placed to durable), against the same load with no copying in the same run.
// Targets (issue 31): copies p99 <= 1 s, other orders p99 <= 50 ms. Figures only.
import { randomUUID } from "node:crypto";
import { openDatabase, type Database } from "@proparena/server/db/database";
import { copySubscriptions, openbookPublications } from "@proparena/server/db/schema";
import { postgresLeaderLock } from "@proparena/server/cluster/leader-lock";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { CopyRunner } from "@proparena/server/services/social/copy-runner";
import { linkMarketToDesk } from "@proparena/server/trading/market-link";
import { TradingDesk, type OwnedEvent } from "@proparena/server/trading/desk/trading-desk";
import { numberArg } from "./lib/args";
import { startBenchServer } from "./lib/bench-server";
import { fmt, latencySummary, machineLine, percentile } from "./lib/figures";
import { sleep } from "./lib/real-server";
import { insertHolders } from "./lib/seed";
import { throwawayPostgres } from "./lib/throwaway-postgres";

const SYMBOL = "EURUSD";
const TARGET_COPY_P99_MS = 1_000;
const TARGET_ORDER_P99_MS = 50;

/** Market orders of the other traders at `rate`/s for `ms`, open loop: their latencies. */
async function orderLoad(
  desk: TradingDesk,
  accounts: readonly string[],
  rate: number,
  ms: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  while (performance.now() - start < ms) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    for (; sent < due; sent++) {
      const accountId = accounts[sent % accounts.length]!;
      const t = performance.now();
      pending.push(
        desk
          .placeOrder(accountId, {
            symbol: SYMBOL,
            side: sent % 2 ? "buy" : "sell",
            type: "market",
            volume: 0.01,
          })
          .then(
            () => void latencies.push(performance.now() - t),
            (e: unknown) => console.error("order refused", e),
          ),
      );
    }
    await sleep(1);
  }
  await Promise.all(pending);
  return latencies;
}

async function run(database: Database, writer: Database["db"], args: string[]) {
  const copiers = numberArg(args, "copiers", 1_000);
  const fills = numberArg(args, "fills", 20);
  const traders = numberArg(args, "traders", 20);
  const rate = numberArg(args, "rate", 200);
  const db = database.db;
  const now = Date.now();
  const source = await insertHolders(db, 1, "source", now);
  const sourceAccount = source.accounts[0]!;
  const copying = await insertHolders(db, copiers, "copier", now);
  const others = await insertHolders(db, traders, "trader", now);
  await db
    .insert(openbookPublications)
    .values({ accountId: sourceAccount.id, userId: source.userIds[0]! });
  const rows = copying.accounts.map((a, i) => ({
    id: randomUUID(),
    followerId: copying.userIds[i]!,
    traderId: source.userIds[0]!,
    sourceAccountId: sourceAccount.id,
    targetAccountId: a.id,
    riskPerTradePercent: 5,
    dailyLossCapCents: 5_000_000,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(copySubscriptions).values(rows.slice(i, i + 500));
  }

  const market = new MarketService();
  const desk = await TradingDesk.load(db, systemClock, "UTC", writer, undefined, "always-open");
  const unlink = linkMarketToDesk(market, desk, (e) => console.error(e));
  const server = await startBenchServer(database, desk, market);
  market.publish({ symbol: SYMBOL, bid: 1.1, ask: 1.1001, time: Date.now() });
  await desk.idle();
  const runner = new CopyRunner(server.ctx, desk, { onError: (e) => console.error(e) });
  await runner.start();

  // Each copy's commit, against the wall-clock time of the source fill it copies.
  let sourceFilledAt = 0;
  const copyLatencies: number[] = [];
  const onEvents = (events: readonly OwnedEvent[]) => {
    const at = Date.now();
    for (const e of events) {
      if (e.copied && e.event.type === "orderFilled") copyLatencies.push(at - sourceFilledAt);
    }
  };
  desk.on("events", onEvents);
  const otherAccounts = others.accounts.map((a) => a.id);

  // Warm-up, then the order load alone, then with the source's fills copied.
  await orderLoad(desk, otherAccounts, rate, 1_000);
  const loadMs = fills * 2_000;
  const alone = await orderLoad(desk, otherAccounts, rate, loadMs);
  const copied: number[] = [];
  const loading = orderLoad(desk, otherAccounts, rate, loadMs);
  for (let i = 0; i < fills; i++) {
    const before = copyLatencies.length;
    sourceFilledAt = Date.now();
    const placed = await desk.placeOrder(sourceAccount.id, {
      symbol: SYMBOL,
      side: "buy",
      type: "market",
      volume: 1,
    });
    const deadline = Date.now() + 10_000;
    while (copyLatencies.length - before < copiers && Date.now() < deadline) await sleep(2);
    copied.push(copyLatencies.length - before);
    await sleep(500);
    await desk.closePosition(sourceAccount.id, placed.position!.id);
    await runner.idle();
    await sleep(1_000);
  }
  const withCopies = await loading;
  desk.off("events", onEvents);

  const p99 = (xs: number[]) => percentile(Float64Array.from(xs).sort(), 99);
  console.log(
    `  ${fmt(copiers, 0)} copiers of one source, ${fmt(fills, 0)} source fills, ${fmt(traders, 0)} other traders at ${fmt(rate, 0)} orders/s`,
  );
  console.log(
    `  copies placed per fill: min ${fmt(Math.min(...copied), 0)}, max ${fmt(Math.max(...copied), 0)} (of ${fmt(copiers, 0)})`,
  );
  console.log(
    `  copy latency, source fill -> copy committed: ${latencySummary(copyLatencies, 0)} (target p99 <= ${TARGET_COPY_P99_MS} ms)`,
  );
  console.log(`  other orders, no copying:   ${latencySummary(alone)}`);
  console.log(
    `  other orders, with copying: ${latencySummary(withCopies)} (target p99 <= ${TARGET_ORDER_P99_MS} ms)`,
  );
  console.log(
    `  ratio with/without copying: p50 ${fmt(percentile(Float64Array.from(withCopies).sort(), 50) / percentile(Float64Array.from(alone).sort(), 50), 2)}x, p99 ${fmt(p99(withCopies) / p99(alone), 2)}x`,
  );
  await runner.stop();
  unlink();
  await server.close();
  await desk.idle();
}

export async function main(args: string[] = []): Promise<void> {
  const usePg = args.includes("--pg");
  console.log(`Copy trading: one source, many copiers (${usePg ? "PostgreSQL" : "PGlite"})`);
  console.log(`  ${machineLine()}`);
  if (!usePg) {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await database.migrate();
      await run(database, database.db, args);
    } finally {
      await database.close();
    }
    return;
  }
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 20 });
  const lock = postgresLeaderLock(throwaway.url);
  try {
    await database.migrate();
    if (!(await lock.tryAcquire())) throw new Error("another process holds the leader lock");
    await run(database, lock.writer!, args);
  } finally {
    await lock.release();
    await database.close();
    await throwaway.drop();
  }
}
