// `npm run bench -- admin-lists`: the admin list API over HTTP on PostgreSQL (DATABASE_URL,
// default the local test server; a throwaway database) seeded with 100,000 users and accounts,
// 1,000,000 orders and 1,000,000 closed trades. For each list query: p50/p99 of the first page
// and of the 1,000th page (50 rows a page, keyset cursor), over 40 requests each, and the ratio
// to GET /api/health measured in the same run. Figures only; nothing is asserted.
import os from "node:os";
import { openDatabase } from "@proparena/server/db/database";
import { users } from "@proparena/server/db/schema";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { createSession } from "@proparena/server/services/auth/sessions";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { eq, sql } from "drizzle-orm";
import { startBenchServer } from "./lib/bench-server";
import { fmt, percentile } from "./lib/figures";
import { throwawayPostgres } from "./lib/throwaway-postgres";

const USERS = 100_000;
const ORDERS = 1_000_000;
const TRADES = 1_000_000;
const PAGE = 50;
const RUNS = 40;

/** The lists and queries an operator uses most, with the ordering each pages by. */
const QUERIES: { label: string; list: string; query: string; order: string; where: string }[] = [
  {
    label: "users, newest",
    list: "users",
    query: "",
    order: "u.created_at desc, u.id desc",
    where: "true",
  },
  {
    label: "users, search e-mail",
    list: "users",
    query: "search=trader1",
    order: "u.created_at desc, u.id desc",
    where: "lower(u.email) like 'trader1%'",
  },
  {
    label: "accounts, active by balance",
    list: "accounts",
    query: "status=active&sort=-balance",
    order: "a.balance_cents desc, a.id desc",
    where: "a.status = 'active'",
  },
  {
    label: "orders, newest",
    list: "orders",
    query: "",
    order: "o.created_at desc, o.id desc",
    where: "true",
  },
  {
    label: "orders, filled EURUSD",
    list: "orders",
    query: "status=filled&symbol=EURUSD",
    order: "o.created_at desc, o.id desc",
    where: "o.status = 'filled' and o.symbol = 'EURUSD'",
  },
  {
    label: "trades, newest",
    list: "tradehistory",
    query: "",
    order: "t.close_time desc, t.id desc",
    where: "true",
  },
  {
    label: "trades, biggest losses",
    list: "tradehistory",
    query: "sort=pnl",
    order: "t.pnl_cents asc, t.id asc",
    where: "true",
  },
  {
    label: "trades, GBPUSD stop-outs",
    list: "tradehistory",
    query: "symbol=GBPUSD&reason=stopLoss",
    order: "t.close_time desc, t.id desc",
    where: "t.symbol = 'GBPUSD' and t.reason = 'stopLoss'",
  },
];

const TABLE: Record<string, string> = {
  users: "users u",
  accounts: "accounts a",
  orders: "orders o",
  tradehistory: "trade_histories t",
};
const SORT_TEXT: Record<string, string> = {
  "u.created_at": `to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  "o.created_at": `to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  "t.close_time": `to_char(t.close_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  "a.balance_cents": "a.balance_cents::text",
  "t.pnl_cents": "t.pnl_cents::text",
};

async function seed(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const symbols = `(array['EURUSD','GBPUSD','USDJPY','XAUUSD','BTCUSD'])[1 + (g % 5)]`;
  await db.execute(
    sql.raw(`
    insert into users (email, name, password_hash, email_verified_at, country, created_at)
    select 'trader' || g || '@example.com', 'Trader ' || g, 'x', now(), 'US',
           now() - (g || ' minutes')::interval
    from generate_series(1, ${USERS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into accounts (user_id, plan, phase, status, starting_balance_cents, balance_cents,
                          day_key, day_start_balance_cents, highest_eod_balance_cents, created_at)
    select id, '100K', 'phase1', case when random() < 0.1 then 'active' else 'failed' end,
           10000000, 10000000 + (random() * 2000000 - 1000000)::bigint,
           to_char(now() at time zone 'UTC', 'YYYY-MM-DD'), 10000000, 10000000, created_at
    from users`),
  );
  await db.execute(
    sql.raw(`create temporary table bench_accounts as
    select row_number() over (order by id) as n, id from accounts`),
  );
  await db.execute(
    sql.raw(`
    insert into orders (id, account_id, symbol, side, type, volume, status, created_at, updated_at, filled_at, fill_price)
    select gen_random_uuid(), ba.id, ${symbols}, case when g % 2 = 0 then 'buy' else 'sell' end,
           'market', 1, case when g % 10 = 0 then 'cancelled' else 'filled' end,
           now() - (g || ' seconds')::interval, now(), now(), 1.1
    from generate_series(1, ${ORDERS}) g join bench_accounts ba on ba.n = 1 + (g % ${USERS})`),
  );
  await db.execute(
    sql.raw(`
    insert into trade_histories (id, account_id, order_id, symbol, side, volume, open_price, open_time,
                                 close_price, close_time, pnl_cents, conversion_rate, reason)
    select gen_random_uuid(), ba.id, gen_random_uuid(), ${symbols}, case when g % 2 = 0 then 'buy' else 'sell' end,
           1, 1.1, now() - ((g + 60) || ' seconds')::interval, 1.1, now() - (g || ' seconds')::interval,
           (random() * 200000 - 100000)::bigint, 1,
           (array['manual','stopLoss','takeProfit'])[1 + (g % 3)]
    from generate_series(1, ${TRADES}) g join bench_accounts ba on ba.n = 1 + (g % ${USERS})`),
  );
  await db.execute(sql.raw("analyze"));
}

export async function main(): Promise<void> {
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url });
  try {
    await database.migrate();
    const db = database.db;
    const seeding = performance.now();
    await seed(db);
    console.log(
      `seeded ${fmt(USERS, 0)} users and accounts, ${fmt(ORDERS, 0)} orders, ${fmt(TRADES, 0)} trades in ${fmt((performance.now() - seeding) / 1000)} s`,
    );
    const [admin] = await db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, "trader1@example.com"))
      .returning();
    const desk = await TradingDesk.load(db, systemClock, "UTC", db, undefined, "always-open");
    const server = await startBenchServer(database, desk, new MarketService());
    const token = await createSession(db, systemClock, admin!.id, 24);
    const time = async (path: string) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 5; i++) {
        const started = performance.now();
        const res = await fetch(server.base + path, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (i >= 5) samples.push(performance.now() - started);
      }
      return samples.sort((a, b) => a - b);
    };
    const health = await time("/api/health");
    console.log(
      `\nadmin lists over HTTP, PostgreSQL, ${os.cpus().length} cores, ${PAGE} rows a page, ${RUNS} requests each (p50 / p99 ms)`,
    );
    console.log(
      `baseline GET /api/health: ${fmt(percentile(health, 50), 2)} / ${fmt(percentile(health, 99), 2)}`,
    );
    for (const q of QUERIES) {
      const [sortColumn] = q.order.split(" ");
      const result = await db.execute(
        sql.raw(`select ${SORT_TEXT[sortColumn!]} as v, ${sortColumn!.split(".")[0]}.id as id
                 from ${TABLE[q.list]} where ${q.where} order by ${q.order}
                 offset ${PAGE * 999 - 1} limit 1`),
      );
      const rows = (result as unknown as { rows: { v: string; id: string }[] }).rows;
      const base = `/api/admin/lists/${q.list}?limit=${PAGE}${q.query ? `&${q.query}` : ""}`;
      const first = await time(base);
      const cursor = rows[0]
        ? Buffer.from(JSON.stringify([rows[0].v, rows[0].id])).toString("base64url")
        : null;
      const deep = cursor ? await time(`${base}&cursor=${cursor}`) : null;
      const p = (s: number[]) => `${fmt(percentile(s, 50), 1)} / ${fmt(percentile(s, 99), 1)}`;
      console.log(
        `${q.label.padEnd(30)} page 1: ${p(first).padEnd(14)} page 1,000: ${deep ? p(deep) : "(fewer rows)"}${deep ? `  (p99 ${fmt(percentile(deep, 99) / percentile(health, 99), 1)}x health)` : ""}`,
      );
    }
    await server.close();
  } finally {
    await database.close();
    await throwaway.drop();
  }
}
