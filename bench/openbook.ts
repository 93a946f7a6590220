// `npm run bench -- openbook [--pglite] [--books=10000]`: the openbook's public answers over a
// database seeded with 10,000 public funded books (each with 50 closed trades, 100 intraday
// equity samples and 30 daily snapshots: 500,000 trades, 1,000,000 samples, 300,000 snapshots)
// and 10,000 breaches in the register. Times, in-process (no HTTP): the list's one statement
// (bookHeads, what a cache miss costs), a list page from the cache, one trader's page, and the
// register's first and 100th page (each with the 12 weeks' totals). Figures only.
import { randomUUID } from "node:crypto";
import { openDatabase, type Database } from "@proparena/server/db/database";
import { ManualClock } from "@proparena/server/lib/clock";
import { bookHeads } from "@proparena/server/services/openbook/book-heads";
import { listOpenbook } from "@proparena/server/services/openbook/list-openbook";
import { readPublicRegister } from "@proparena/server/services/openbook/read-public-register";
import { readTraderBook } from "@proparena/server/services/openbook/read-trader-book";
import type { ServiceContext } from "@proparena/server/services/service-context";
import { openbookQuerySchema, publicRegisterQuerySchema } from "@proparena/contracts/openbook";
import { sql } from "drizzle-orm";
import { fmt, machineLine, percentile } from "./lib/figures";
import { throwawayPostgres } from "./lib/throwaway-postgres";

const NOW = Date.parse("2026-03-04T12:00:00Z");
const DAY = 86_400_000;

async function openBenchDatabase(pglite: boolean) {
  if (pglite) {
    const database = await openDatabase({ kind: "pglite" });
    return { database, label: "PGlite (embedded)", drop: async () => undefined };
  }
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url });
  return { database, label: "PostgreSQL", drop: throwaway.drop };
}

/** A breach's stored evidence (the domain's RuleEvidence), its time set by the statement. */
const evidence = {
  rule: "dailyLoss",
  outcome: "breach",
  threshold: 9_500_000,
  observed: 9_480_000,
  unit: "cents",
  time: NOW,
  quote: { symbol: "EURUSD", bid: 1.0975, ask: 1.0976, time: NOW },
  quotes: [{ symbol: "EURUSD", bid: 1.0975, ask: 1.0976, time: NOW }],
  startingBalance: 10_000_000,
  balance: 10_000_000,
  equity: 9_480_000,
  dayStartBalance: 10_000_000,
  highestEodBalance: 10_000_000,
  usedMargin: 110_000,
  positions: [
    {
      positionId: randomUUID(),
      symbol: "EURUSD",
      side: "buy",
      volume: 1,
      openPrice: 1.1001,
      price: 1.0975,
      conversionRate: 1,
      pnl: -260_00,
      margin: 110_000,
      commission: -700,
      swap: 0,
    },
  ],
  message: "Daily loss limit reached: equity $94,800.00 is below the floor of $95,000.00.",
};

async function seed(database: Database, books: number) {
  const db = database.db;
  const start = new Date(NOW - 90 * DAY).toISOString();
  await db.execute(sql`
    insert into users (id, email, name, password_hash, email_verified_at, created_at)
    select gen_random_uuid(), 'bench' || i || '@bench.local', 'Bench Trader ' || i, 'x', now(),
      ${start}::timestamptz
    from generate_series(1, ${books}) i`);
  await db.execute(sql`
    insert into accounts (id, user_id, plan, phase, status, starting_balance_cents,
      balance_cents, created_at)
    select gen_random_uuid(), u.id, '100K', 'funded', 'active', 10000000,
      10000000 + ((hashtext(u.id::text) % 1000000)), ${start}::timestamptz
    from users u`);
  await db.execute(sql`
    insert into trade_histories (id, account_id, order_id, symbol, side, volume, open_price,
      open_time, close_price, close_time, pnl_cents, conversion_rate, reason)
    select gen_random_uuid(), a.id, gen_random_uuid(),
      (array['EURUSD','GBPUSD','USDJPY','XAUUSD','BTCUSD'])[1 + (i % 5)], 'buy', 1, 1.1,
      ${start}::timestamptz + (i * interval '1 day' * 1.7),
      1.1, ${start}::timestamptz + (i * interval '1 day' * 1.7) + interval '1 hour',
      ((hashtext(a.id::text || i) % 40000) - 15000), 1, 'manual'
    from accounts a, generate_series(1, 50) i`);
  await db.execute(sql`
    insert into equity_samples (account_id, time, balance_cents, equity_cents)
    select a.id, ${start}::timestamptz + (i * interval '15 minutes' * 8),
      10000000, 10000000 + (hashtext(a.id::text || i) % 300000)
    from accounts a, generate_series(1, 100) i`);
  await db.execute(sql`
    insert into daily_snapshots (account_id, day_key, time, balance_cents, equity_cents,
      highest_eod_balance_cents)
    select a.id, to_char(${start}::timestamptz + i * interval '1 day', 'YYYY-MM-DD'),
      ${start}::timestamptz + i * interval '1 day', 10000000,
      10000000 + (hashtext(a.id::text || 'd' || i) % 300000), 10000000
    from accounts a, generate_series(1, 30) i`);
  await db.execute(sql`
    insert into rule_decisions (account_id, rule, outcome, evidence, time)
    select a.id, 'dailyLoss', 'breach', ${JSON.stringify(evidence)}::jsonb,
      ${new Date(NOW).toISOString()}::timestamptz - (row_number() over () * interval '10 minutes')
    from accounts a`);
  await db.execute(sql`analyze`);
}

async function timed<T>(runs: number, run: () => Promise<T>) {
  const ms: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), max: ms.at(-1)!, last: last! };
}

export async function main(args: string[]) {
  const pglite = args.includes("--pglite");
  const books = Number(args.find((a) => a.startsWith("--books="))?.slice(8) ?? 10_000);
  const { database, label, drop } = await openBenchDatabase(pglite);
  try {
    await database.migrate();
    const seeding = performance.now();
    await seed(database, books);
    console.log(machineLine());
    console.log(
      `${label}: ${books} public books seeded in ${fmt((performance.now() - seeding) / 1000)} s`,
    );
    const clock = new ManualClock(new Date(NOW));
    const ctx = {
      db: database.db,
      clock,
      settings: { resetTimeZone: "UTC" },
    } as unknown as ServiceContext;

    const heads = await timed(3, () => bookHeads(database.db));
    console.log(
      `the list's statement (a cache miss, ${heads.last.length} heads): p50 ${fmt(heads.p50)} ms, max ${fmt(heads.max)} ms`,
    );
    const query = openbookQuerySchema.parse({ sort: "score", minReturn: 1 });
    await listOpenbook(ctx, query);
    const cachedList = await timed(50, () => listOpenbook(ctx, query));
    console.log(`a list page from the cache: p50 ${fmt(cachedList.p50, 2)} ms`);
    const publicId = cachedList.last.entries[0]!.trader.publicId;
    const page = await timed(10, () => readTraderBook(ctx, publicId));
    console.log(`a trader's page (1 book, 50 trades): p50 ${fmt(page.p50)} ms`);
    const first = await timed(10, () =>
      readPublicRegister(ctx, publicRegisterQuerySchema.parse({})),
    );
    console.log(
      `the register's first page (50 entries, ${books} breaches, 12 weeks' totals): p50 ${fmt(first.p50)} ms`,
    );
    let cursor: string | null = null;
    for (let i = 0; i < 99; i++) {
      const p = await readPublicRegister(
        ctx,
        publicRegisterQuerySchema.parse(cursor ? { cursor } : {}),
      );
      cursor = p.nextCursor;
    }
    const deep = await timed(10, () =>
      readPublicRegister(ctx, publicRegisterQuerySchema.parse(cursor ? { cursor } : {})),
    );
    console.log(`the register's 100th page: p50 ${fmt(deep.p50)} ms`);
  } finally {
    await database.close();
    await drop();
  }
}
