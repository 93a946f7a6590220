// `npm run bench -- integrity-server [--accounts 100000] [--rate 10000] [--minutes 2]`
// Closed trades through the server's path: the trading desk announces each close (its
// "events", as after a commit), the leader's IntegrityRunner queues it off the order path, the
// domain's monitor detects, and the flags are stored (PGlite in memory, migrated; one user row
// per person so flags can be stored). `rate` closes a minute in real time for `minutes` minutes
// across `accounts` accounts (bench/integrity.ts's stream: a hedge leg or a stranger's co-open
// beside every 500th trade, 40 leader-follower pairs copying). Printed: close-to-flag-stored
// latency (p50/p99/max, target p99 <= 50 ms), how far detection lagged behind the closes, the
// flags by kind and the heap. Figures only; nothing asserted.
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import type { Trade } from "@proparena/domain/engine/trades";
import type { IntegrityFlag } from "@proparena/domain/integrity/integrity-flags";
import { openDatabase } from "@proparena/server/db/database";
import { ManualClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { IntegrityRunner } from "@proparena/server/services/integrity/integrity-runner";
import type { OwnedEvent } from "@proparena/server/trading/desk/trading-desk";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { numberArg } from "./lib/args";
import { startBenchServer } from "./lib/bench-server";
import { fmt, machineLine, percentile } from "./lib/figures";
import { insertUsers } from "./lib/seed";
import { stream } from "./integrity";

const TARGET_P99_MS = 50;
const TICK_MS = 5;

export async function main(args: string[]): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const rate = numberArg(args, "rate", 10_000);
  const minutes = numberArg(args, "minutes", 2);
  console.log(machineLine());
  const { closes, people } = stream(accounts, minutes, rate, "integrity-server");
  console.log(
    `${fmt(closes.length, 0)} closed trades over ${minutes} min across ${fmt(accounts, 0)} accounts of ${fmt(people, 0)} people`,
  );

  const mark = performance.now();
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const userIds = await insertUsers(database.db, people, "integrity");
  const person = (id: string) => userIds[Number(id.slice(1))]!;
  const accountIds = new Map<string, string>();
  const account = (id: string) => {
    let uuid = accountIds.get(id);
    if (!uuid) accountIds.set(id, (uuid = randomUUID()));
    return uuid;
  };
  console.log(
    `database migrated, ${fmt(people, 0)} users in ${fmt((performance.now() - mark) / 1000)} s`,
  );

  const streamStart = closes[0]!.type === "close" ? closes[0]!.trade.closeTime : 0;
  const clock = new ManualClock(new Date(streamStart));
  const desk = await TradingDesk.load(
    database.db,
    clock,
    "UTC",
    database.db,
    undefined,
    "always-open",
  );
  const server = await startBenchServer(database, desk, new MarketService());
  /** Wall time each close was announced, by its close time (the flag's time is its trade's). */
  const announced = new Map<number, number>();
  const latencies: number[] = [];
  const byKind = new Map<string, number>();
  let errors = 0;
  const runner = new IntegrityRunner(server.ctx, desk, {
    onError: () => errors++,
    onStored: ({ flags, at }: { flags: IntegrityFlag[]; at: number }) => {
      for (const f of flags) {
        byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
        const sent = announced.get(f.time);
        if (sent !== undefined) latencies.push(at - sent);
      }
    },
  });
  server.ctx.integrity = runner;
  await runner.start();

  // Announce each close when its time comes (real time: `rate` a minute), as the desk does
  // after a commit, a few at a time every TICK_MS.
  const heapBefore = process.memoryUsage().heapUsed;
  const wallStart = performance.now();
  let next = 0;
  let lagMax = 0;
  while (next < closes.length) {
    const due = streamStart + (performance.now() - wallStart);
    clock.set(new Date(due));
    const batch: OwnedEvent[] = [];
    while (next < closes.length) {
      const e = closes[next]!;
      if (e.type !== "close" || e.trade.closeTime > due) break;
      const t = e.trade;
      const trade = {
        ...t,
        accountId: account(t.accountId),
        positionId: t.id,
        orderId: t.id,
        commission: 0,
        swap: 0,
        conversionRate: 1,
        reason: "manual",
      } as unknown as Trade;
      if (!announced.has(t.closeTime)) announced.set(t.closeTime, performance.now());
      batch.push({
        userId: person(t.personId),
        accountId: trade.accountId,
        event: { type: "positionClosed", trade } as unknown as OwnedEvent["event"],
      });
      lagMax = Math.max(lagMax, due - t.closeTime);
      next++;
    }
    if (batch.length > 0) desk.emit("events", batch);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const sentMs = performance.now() - wallStart;
  await runner.flush();
  const drainedMs = performance.now() - wallStart;
  const heapAfter = process.memoryUsage().heapUsed;

  const sorted = Float64Array.from(latencies).sort();
  console.log(
    `\nannounced ${fmt(closes.length, 0)} closes in ${fmt(sentMs / 1000)} s (${fmt(closes.length / (sentMs / 60_000), 0)} a minute); detection caught up ${fmt(drainedMs - sentMs)} ms after the last`,
  );
  console.log(
    `close announced -> flag stored, over ${fmt(latencies.length, 0)} flags: p50 ${fmt(percentile(sorted, 50), 2)} ms, p99 ${fmt(percentile(sorted, 99), 2)} ms, max ${fmt(sorted.at(-1) ?? 0, 2)} ms (target p99 <= ${TARGET_P99_MS} ms)`,
  );
  console.log(
    `flags stored: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}; storage errors ${errors}`,
  );
  console.log(
    `heap ${fmt(heapAfter / 1e6, 0)} MB after (${fmt((heapAfter - heapBefore) / 1e6, 0)} MB more than before the stream)`,
  );
  await runner.stop();
  await server.close();
  await desk.idle();
  await database.close();
}
