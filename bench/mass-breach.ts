// `npm run bench -- mass-breach [--accounts 100000] [--victims 5000] [--sockets 5000]
//   [--rate 500] [--before 5] [--after 5] [--timeline]`
// A mass breach on a real server process (NODE_ENV=test, TEST_MARKET_CONTROL=1) on a
// throwaway PostgreSQL database, `accounts` accounts loaded at boot: `victims` of them hold 10
// BTCUSD lots (bought within $500 of the price) and 1 ETHUSD lot, one owner each, so one
// quote $5,800 below the price breaches exactly them; the rest are a crowd with small
// positions and 200 traders. While a load client in its own process sends market orders on
// the traders' accounts at `rate`/s (open loop), the bench publishes that quote through
// POST /api/test/market/quote. A socket client in a third process holds signed-in sockets of
// `sockets` victim owners (a sample of 200 by default: all 5,000 online saturate two cores
// with their account streams alone) and stamps each rule:breach message; the bench polls the
// database until every victim is failed (its positions are closed in the same transaction).
// Measured from the quote's timestamp: last breach message on the sockets (the server only
// announces what is durable), all victims failed in the database; and order latency before,
// during and after the burst; and how long the tick's steps took (the server's log), during
// which later ticks wait. Figures only, printed next to the targets; nothing asserted.
import { Random } from "@proparena/domain/core/random";
import type { Db } from "@proparena/server/db/database";
import pg from "pg";
import { numberArg } from "./lib/args";
import { watchBreaches } from "./lib/breach-watch";
import { fmt, latencySummary, machineLine, sentBetween, timeline } from "./lib/figures";
import { startOrderLoad } from "./lib/order-load";
import { publishTestQuote, sleep, startRealServer } from "./lib/real-server";
import { insertCrowd, insertHolders, insertTraders, openPosition, sessionsFor } from "./lib/seed";

const SYMBOL = "BTCUSD";
const TRADERS = 200;
/** How far below the seeding price the breaching quote lands ($5,000 breaches 10 lots). */
const DROP = 5_800;
const TARGET_FLATTEN_MS = 100;
const TARGET_P99_MS = 50;
const POLL_MS = 5;

async function seed(db: Db, args: string[], mids: Record<string, number>, now: number) {
  const accounts = numberArg(args, "accounts", 100_000);
  const victims = numberArg(args, "victims", 5_000);
  // Every victim's socket is 5,000 traders online, whose account figures the server streams
  // twice a second: on two cores that alone saturates the machine, so a sample by default.
  const sockets = Math.min(victims, numberArg(args, "sockets", 200));
  await insertCrowd(db, accounts - victims - TRADERS, mids, now);
  const traders = await insertTraders(db, TRADERS, now);
  const rnd = new Random("bench-victims");
  const { userIds } = await insertHolders(db, victims, "victim", now, (account) => {
    const price = mids[SYMBOL]! + (rnd.next() - 0.5) * 1_000;
    return [
      openPosition(account, SYMBOL, "buy", 10, price, now),
      openPosition(account, "ETHUSD", "buy", 1, mids.ETHUSD!, now),
    ];
  });
  const tokens = await sessionsFor(db, userIds.slice(0, sockets));
  return { accounts, victims, traders, tokens, price: mids[SYMBOL]! };
}

/** The failed accounts, and the positions still open in them. */
async function failedAndOpen(db: pg.Client): Promise<{ failed: number; open: number }> {
  const result = await db.query<{ failed: number; open: number }>(
    `select (select count(*) from accounts where status = 'failed')::int as failed,
      (select count(*) from positions p join accounts a on a.id = p.account_id
        where a.status = 'failed')::int as open`,
  );
  return result.rows[0]!;
}

/**
 * Polls the database every POLL_MS until `count` accounts are failed; resolves with the
 * wall-clock time it saw them (their positions' closes commit in the same transaction).
 */
async function failedBy(db: pg.Client, count: number, timeoutMs: number): Promise<number | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const result = await db.query<{ n: number }>(
      `select count(*)::int as n from accounts where status = 'failed'`,
    );
    if (result.rows[0]!.n >= count) return Date.now();
    await sleep(POLL_MS);
  }
  return null;
}

export async function main(args: string[] = []): Promise<void> {
  const rate = numberArg(args, "rate", 500);
  const before = numberArg(args, "before", 5);
  const after = numberArg(args, "after", 5);
  console.log(`Mass breach against a real server process on PostgreSQL`);
  console.log(`  ${machineLine()}`);
  const server = await startRealServer("postgres", {
    env: { NODE_ENV: "test", TEST_MARKET_CONTROL: "1" },
    seed: ({ db, mids, now }) => seed(db, args, mids, now),
  });
  const { url, seeded } = server;
  const client = startOrderLoad(url, seeded.traders, SYMBOL);
  let watch: Awaited<ReturnType<typeof watchBreaches>> | undefined;
  const db = new pg.Client({ connectionString: server.databaseUrl! });
  try {
    await db.connect();
    console.log(
      `  ${fmt(seeded.accounts, 0)} accounts loaded, ${fmt(seeded.victims, 0)} set to breach on one quote (seeded in ${fmt(server.seedSeconds, 1)} s, booted with the desk loaded in ${fmt(server.bootSeconds, 1)} s)`,
    );
    console.log(`  ${server.database}`);
    watch = await watchBreaches(url, seeded.tokens);
    console.log(
      `  ${fmt(watch.sockets, 0)} victims' sockets signed in from another process in ${fmt(watch.ms / 1000, 1)} s`,
    );
    await client.run({ mode: "closed", total: 300, concurrency: 16 }); // warm-up
    await client.run({ mode: "open", total: rate, rate }); // warm-up: one second at the rate

    const loading = client.run({ mode: "open", total: rate * (before + after), rate });
    await sleep(before * 1000);
    const bid = Math.round((seeded.price - DROP) * 100) / 100;
    const polled = failedBy(db, seeded.victims, 30_000);
    await publishTestQuote(url, { symbol: SYMBOL, bid, ask: bid + 20 });
    const answeredAt = Date.now(); // the route answers once the tick's writes are durable
    const everyone = await watch.until(() => watch!.receipts.length >= watch!.sockets, 30_000);
    const failedAt = await polled;
    const load = await loading;

    const receipts = watch.receipts;
    const quoteTime = Math.min(...receipts.map((r) => r.quoteTime));
    const arrivals = receipts.map((r) => r.receivedAt - quoteTime);
    const last = quoteTime + Math.max(...arrivals);
    const burstEnd = Math.max(last, failedAt ?? last);
    const { failed, open } = await failedAndOpen(db);
    const allSockets = watch.sockets === seeded.victims;
    console.log(
      `  quote -> last rule:breach on the ${allSockets ? "" : "sampled "}victims' sockets: ${fmt(last - quoteTime, 0)} ms (${fmt(receipts.length, 0)} of ${fmt(watch.sockets, 0)} sockets${everyone ? "" : ", gave up after 30 s"}; target: all ${fmt(seeded.victims, 0)} flattened and notified <= ${TARGET_FLATTEN_MS} ms)`,
    );
    console.log(`    arrivals after the quote: ${latencySummary(arrivals, 0)}`);
    console.log(
      `  quote -> all ${fmt(seeded.victims, 0)} failed in the database (polled every ${POLL_MS} ms): ${failedAt === null ? "not within 30 s" : `${fmt(failedAt - quoteTime, 0)} ms`}; afterwards ${fmt(failed, 0)} accounts failed, ${open} positions still open in them`,
    );
    console.log(
      `  quote -> the quote route's answer (every write queued by then durable): ${fmt(answeredAt - quoteTime, 0)} ms`,
    );
    // The burst's tick, not the first one after boot (which evaluates every holder of the symbol).
    const stepped = server.app.logs.find(
      (l) => l.symbol === SYMBOL && typeof l.steps === "number" && Number(l.time) >= quoteTime,
    );
    console.log(
      `  the tick's work through the engine (later ticks wait for it): ${stepped ? `${fmt(Number(stepped.steps), 0)} steps over ${fmt(Number(stepped.ms), 0)} ms` : "under 250 ms (not logged)"}`,
    );
    console.log(
      `  orders at ${fmt(rate, 0)}/s on ${TRADERS} other accounts (latency from due time):`,
    );
    const rows: [string, number[]][] = [
      [`${before} s before the quote`, sentBetween(load, quoteTime - before * 1000, quoteTime)],
      ["during the burst (until all failed, notified)", sentBetween(load, quoteTime, burstEnd + 1)],
      ["first second after the quote", sentBetween(load, quoteTime, quoteTime + 1000)],
      [`the rest (until ${after} s after)`, sentBetween(load, quoteTime + 1000, Infinity)],
    ];
    for (const [label, latencies] of rows) {
      console.log(`    ${label.padEnd(46)} ${latencySummary(latencies)}`);
    }
    if (args.includes("--timeline")) {
      console.log(`    by due time, relative to the quote:`);
      const lines = timeline(
        load,
        quoteTime - before * 1000,
        quoteTime + after * 1000,
        250,
        quoteTime,
      );
      for (const line of lines) console.log(`      ${line}`);
    }
    console.log(`    target during the burst: p99 <= ${TARGET_P99_MS} ms`);
  } finally {
    await db.end().catch(() => undefined);
    watch?.close();
    client.close();
    await server.stop();
  }
}
