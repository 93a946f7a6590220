// `npm run bench -- mass-breach [--accounts 100000] [--victims 5000] [--sockets 200]
//   [--rate 500] [--before 5] [--after 5] [--timeline] [--cpu-prof <dir>]`
// A mass breach on a real server process (NODE_ENV=test, TEST_MARKET_CONTROL=1) on a
// throwaway PostgreSQL database, `accounts` accounts loaded at boot: `victims` of them hold 10
// BTCUSD lots (bought within $500 of the price) and 1 ETHUSD lot, one owner each, so one
// quote $5,800 below the price breaches exactly them; the rest are a crowd with small
// positions and 200 traders. While a load client in its own process sends market orders on
// the traders' accounts at `rate`/s (open loop), the bench publishes that quote through
// POST /api/test/market/quote and, right behind it, a second quote $10 lower that breaches
// nobody (the next tick). A socket client in a third process holds signed-in sockets of
// `sockets` victim owners (a sample of 200 by default: all 5,000 online saturate two cores
// with their account streams alone) and stamps each rule:breach message.
// The desk journals its inputs: a breach is durable once its tick's journal entry is
// committed, and the server announces only what is durable, so the last rule:breach on the
// sockets is "durable and notified". The burst comes once the boot's evaluation of every holder
// (a restart's first quote reaches all of them) is done and the tables caught up, as in steady
// trading. Measured from the quote's timestamp: that; the next
// tick (from when its request was handed to the kernel, over a connection opened beforehand as a
// feed's is: until the engine applied it, until a market order fills at its price, and until its
// route answers, which waits for the journal); the trading tables written by the materialiser behind the
// journal (the checkpoint row polled until it passes the breaching tick's entry, then every
// victim counted failed; /api/health's journal.lastLagMs); order
// latency before, during and after the burst; and the engine's time on the breaching tick
// when the server logged it (`heavyTick`, at warn from 250 ms). Figures only, printed next to
// the targets; nothing is asserted.
import { Random } from "@proparena/domain/core/random";
import type { Db } from "@proparena/server/db/database";
import pg from "pg";
import { numberArg, stringArg } from "./lib/args";
import { cpuProfileEnv } from "./lib/cpu-profile";
import { watchBreaches } from "./lib/breach-watch";
import { fmt, latencySummary, machineLine, sentBetween, timeline } from "./lib/figures";
import { startOrderLoad } from "./lib/order-load";
import { QuoteFeed } from "./lib/quote-feed";
import { serverHealth, sleep, startRealServer } from "./lib/real-server";
import { insertCrowd, insertHolders, insertTraders, openPosition, sessionsFor } from "./lib/seed";

const SYMBOL = "BTCUSD";
const TRADERS = 200;
/** How far below the seeding price the breaching quote lands ($5,000 breaches 10 lots). */
const DROP = 5_800;
const TARGET_FLATTEN_MS = 100;
const TARGET_P99_MS = 50;
const TARGET_NEXT_TICK_MS = 10;
/** The next tick's move below the breaching quote: it breaches nobody left. */
const NEXT_MOVE = 10;
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

/**
 * Sends a market buy on `trader`'s account, again and again, until one fills nearer `ask` than
 * `previousAsk`: the engine has applied the quote of `ask`. Resolves with the wall-clock time of
 * that answer (null if none within `timeoutMs`).
 */
async function filledAt(
  url: string,
  trader: { token: string; accountId: string },
  ask: number,
  previousAsk: number,
  timeoutMs: number,
): Promise<number | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${url}/api/accounts/${trader.accountId}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${trader.token}` },
      body: JSON.stringify({ symbol: SYMBOL, side: "buy", type: "market", volume: 0.01 }),
    });
    const body = (await res.json()) as { order?: { fillPrice?: number | null } };
    const price = body.order?.fillPrice;
    if (res.status === 201 && typeof price === "number") {
      if (Math.abs(price - ask) < Math.abs(price - previousAsk)) return Date.now();
    }
  }
  return null;
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

/** The newest journal entry's seq (0 for none). */
async function journalHead(db: pg.Client): Promise<number> {
  const result = await db.query<{ seq: number | null }>(
    `select max(seq)::int as seq from desk_journal`,
  );
  return result.rows[0]!.seq ?? 0;
}

/**
 * Polls the materialiser's checkpoint every POLL_MS (one row: cheap, so the poll does not take
 * a core from the server) and records when it moved, until `done` says the samples suffice.
 */
function watchCheckpoint(db: pg.Client) {
  const samples: { at: number; seq: number }[] = [];
  let stop = false;
  const running = (async () => {
    while (!stop) {
      const result = await db.query<{ seq: number }>(
        `select seq::int as seq from desk_checkpoint where id = 1`,
      );
      const seq = result.rows[0]?.seq ?? 0;
      if (samples.length === 0 || samples[samples.length - 1]!.seq !== seq) {
        samples.push({ at: Date.now(), seq });
      }
      await sleep(POLL_MS);
    }
  })();
  return {
    /** When the checkpoint first reached `seq` (polls until then, at most `timeoutMs`). */
    async reached(seq: number, timeoutMs: number): Promise<number | null> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = samples.find((s) => s.seq >= seq);
        if (hit) return hit.at;
        if (Date.now() > until) return null;
        await sleep(POLL_MS);
      }
    },
    async close() {
      stop = true;
      await running;
    },
  };
}

/** The entry after `after` that journaled the tick of `bid` on `symbol`. */
async function tickEntry(db: pg.Client, after: number, symbol: string, bid: number) {
  const result = await db.query<{ seq: number | null }>(
    `select min(seq)::int as seq from desk_journal where seq > $1 and exists (
       select 1 from json_array_elements(commands) c
       where c->>'k' = 'tick' and c->'q'->>'symbol' = $2 and (c->'q'->>'bid')::numeric = $3)`,
    [after, symbol, bid],
  );
  return result.rows[0]!.seq;
}

/** Polls /api/health until the tables hold every durable entry; the server's uptime then (s). */
async function tablesCaughtUp(url: string): Promise<number> {
  const until = Date.now() + 120_000;
  for (;;) {
    const health = await serverHealth(url);
    if (health.journal?.behindEntries === 0) return health.uptimeSeconds;
    if (Date.now() > until) throw new Error("the tables did not catch up within 120 s");
    await sleep(50);
  }
}

export async function main(args: string[] = []): Promise<void> {
  const rate = numberArg(args, "rate", 500);
  const before = numberArg(args, "before", 5);
  const after = numberArg(args, "after", 5);
  console.log(`Mass breach against a real server process on PostgreSQL`);
  console.log(`  ${machineLine()}`);
  // `--cpu-prof <dir>`: the server process writes a V8 CPU profile there when it stops.
  const profileDir = stringArg(args, "cpu-prof", "");
  const server = await startRealServer("postgres", {
    env: {
      NODE_ENV: "test",
      TEST_MARKET_CONTROL: "1",
      ...cpuProfileEnv(profileDir),
    },
    seed: ({ db, mids, now }) => seed(db, args, mids, now),
  });
  const { url, seeded } = server;
  const client = startOrderLoad(url, seeded.traders, SYMBOL);
  let watch: Awaited<ReturnType<typeof watchBreaches>> | undefined;
  const feed = await QuoteFeed.open(url);
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
    // Warm-up, and the load client's connections opened (as many as it may hold at once: the
    // 200 traders' sessions each keep theirs), so the burst measures orders, not handshakes.
    await client.run({ mode: "closed", total: 1_000, concurrency: 128 });
    await client.run({ mode: "open", total: rate, rate }); // warm-up: one second at the rate
    // A restart evaluates every account holding a symbol at its first quote, in steps: the burst
    // is measured once that work is done (the tables only move after it) and they caught up.
    const settled = await tablesCaughtUp(url);
    console.log(
      `  the boot's evaluation of every holder done and the tables caught up: the server's uptime ${fmt(settled, 0)} s`,
    );

    const loading = client.run({ mode: "open", total: rate * (before + after), rate });
    await sleep(before * 1000);
    const bid = Math.round((seeded.price - DROP) * 100) / 100;
    const next = { symbol: SYMBOL, bid: bid - NEXT_MOVE, ask: bid - NEXT_MOVE + 20 };
    const headBefore = await journalHead(db);
    // Two connections open, as a feed's would be: one per quote, both sent at once.
    await feed.warm(2);
    const checkpoint = watchCheckpoint(db);
    // The route answers once every write queued by then is durable, that is journaled
    // (test-market-routes.ts awaits desk.durable()).
    const first = feed.publish({ symbol: SYMBOL, bid, ask: bid + 20 }).then(() => Date.now());
    // The next tick, sent right behind it on the other connection, and a trader's market orders
    // until one fills at its price.
    let nextSentAt = Date.now();
    let nextAppliedAt = 0;
    const nextAnswered = feed.publish(next).then(({ sentAt, appliedAt }) => {
      nextSentAt = sentAt;
      nextAppliedAt = appliedAt;
      return Date.now();
    });
    const nextFilled = filledAt(url, seeded.traders[0]!, next.ask, bid + 20, 10_000);
    const answeredAt = await first;
    const everyone = await watch.until(() => watch!.receipts.length >= watch!.sockets, 30_000);
    const breachSeq = await tickEntry(db, headBefore, SYMBOL, bid);
    const failedAt = breachSeq === null ? null : await checkpoint.reached(breachSeq, 30_000);
    await checkpoint.close();
    const load = await loading;
    const [nextAnsweredAt, nextFilledAt] = [await nextAnswered, await nextFilled];
    const { journal } = await serverHealth(url);

    const receipts = watch.receipts;
    const quoteTime = Math.min(...receipts.map((r) => r.quoteTime));
    const arrivals = receipts.map((r) => r.receivedAt - quoteTime);
    const last = quoteTime + Math.max(...arrivals);
    const burstEnd = Math.max(last, failedAt ?? last);
    const { failed, open } = await failedAndOpen(db);
    const allSockets = watch.sockets === seeded.victims;
    console.log(
      `  quote -> last rule:breach on the ${allSockets ? "" : "sampled "}victims' sockets: ${fmt(last - quoteTime, 0)} ms (${fmt(receipts.length, 0)} of ${fmt(watch.sockets, 0)} sockets${everyone ? "" : ", gave up after 30 s"}; target: all ${fmt(seeded.victims, 0)} durable (journal entry committed) and notified <= ${TARGET_FLATTEN_MS} ms)`,
    );
    console.log(`    arrivals after the quote: ${latencySummary(arrivals, 0)}`);
    console.log(
      `  next tick ($${NEXT_MOVE} lower, sent right behind the quote) -> applied by the engine: ${fmt(nextAppliedAt - nextSentAt, 0)} ms (target: applied <= ${TARGET_NEXT_TICK_MS} ms; the breaching tick leaves its 5,000 accounts to steps, and this one is applied with that work queued behind it)`,
    );
    console.log(
      `    -> a market order fills at its price: ${nextFilledAt === null ? "not within 10 s" : `${fmt(nextFilledAt - nextSentAt, 0)} ms`} (orders sent one after another from the bench's process, each a round trip and a journal commit during the burst)`,
    );
    console.log(
      `    its route's answer (every write queued by then journaled: the route awaits desk.durable()): ${fmt(nextAnsweredAt - nextSentAt, 0)} ms`,
    );
    console.log(
      `  quote -> the tables hold the breaching tick's entry ${breachSeq ?? "(not found)"} (the materialiser's checkpoint, polled every ${POLL_MS} ms): ${failedAt === null ? "not within 30 s" : `${fmt(failedAt - quoteTime, 0)} ms`}; afterwards ${fmt(failed, 0)} accounts failed, ${open} positions still open in them; /api/health journal: lastLagMs ${journal?.lastLagMs ?? "n/a"}, durable seq ${journal?.durableSeq ?? "n/a"}, materialised seq ${journal?.materialisedSeq ?? "n/a"}`,
    );
    console.log(
      `  quote -> the quote route's answer (every write queued by then journaled): ${fmt(answeredAt - quoteTime, 0)} ms`,
    );
    // The burst's tick (the desk's heavyTick, logged at warn from 250 ms), not the first one
    // after boot (which evaluates every holder of the symbol).
    const heavy = server.app.logs.find(
      (l) =>
        l.symbol === SYMBOL &&
        typeof l.ms === "number" &&
        typeof l.events === "number" &&
        Number(l.time) >= quoteTime,
    );
    console.log(
      `  the breaching tick's own engine work (the quote and the index's answer; its work is done in steps): ${heavy ? `${fmt(Number(heavy.ms), 0)} ms, ${fmt(Number(heavy.events), 0)} events` : "under 250 ms (heavyTick is logged at warn from 250 ms)"}`,
    );
    console.log(
      `  orders at ${fmt(rate, 0)}/s on ${TRADERS} other accounts (latency from due time):`,
    );
    const rows: [string, number, number][] = [
      [`${before} s before the quote`, quoteTime - before * 1000, quoteTime],
      ["during the burst (until all failed, notified)", quoteTime, burstEnd + 1],
      ["first second after the quote", quoteTime, quoteTime + 1000],
      [`the rest (until ${after} s after)`, quoteTime + 1000, Infinity],
    ];
    // The client's figure counts from each order's due time: on two shared cores a starved load
    // client sends late, and that counts; the server's own time (its Server-Timing) does not.
    for (const [label, from, to] of rows) {
      console.log(`    ${label.padEnd(46)} ${latencySummary(sentBetween(load, from, to))}`);
      const server = sentBetween({ ...load, latencies: load.serverMs }, from, to);
      console.log(`      ${"the server's own time on them".padEnd(44)} ${latencySummary(server)}`);
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
    feed.close();
    client.close();
    await server.stop();
  }
}
