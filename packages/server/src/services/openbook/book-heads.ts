import type { OpenbookEntry } from "@proparena/contracts/openbook";
import { bookFigures, drawdownPercent } from "@proparena/domain/social/book-figures";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { signalSecret } from "../integrity/signal-hash";
import { publicFace } from "../public/display-name";
import { bookLabel, bookPhaseOf } from "./public-books";
import { bookIdOf } from "./public-books";

/**
 * A public book's head (what the list shows, and the top of its trader's page), with the ids
 * the server keeps to itself.
 */
export interface BookHead extends OpenbookEntry {
  accountId: string;
  userId: string;
  /** Every symbol it traded (`symbols` shows the first 8). */
  traded: string[];
  /** When the account opened (its curve starts there). */
  openedAt: number;
}

interface HeadRow {
  account_id: string;
  user_id: string;
  public_id: string;
  name: string;
  public_profile: boolean;
  avatar_file_id: string | null;
  plan: string;
  phase: string;
  status: string;
  starting: string | number;
  balance: string | number;
  public_since: string;
  trades: number | null;
  wins: number | null;
  symbols: string[] | null;
  followers: number | null;
  copiers: number | null;
  taken: string | number | null;
  drawdown: number | null;
  opened_at: number;
}

/**
 * The heads of the public books (funded, and Beta or challenge ones their traders published;
 * never an admin's), all of them or one trader's (`userId`), in one statement: the trades and
 * wins, the symbols most traded first, the trader's followers and the book's active copiers, the
 * profit weekly settlements took off the balance, and the maximum drawdown.
 *
 * The drawdown is the domain's `maxDrawdownPercent` over the curve with the profit taken added
 * back (`withProfitAddedBack`), computed here by window functions so 10,000 books do not travel
 * to the server point by point: the curve is the start, the intraday equity samples, the daily
 * snapshots, the equity each rule decision saw and the closed balance now; a settlement's profit
 * counts from its time on, before a point at that same time. The tests hold the two to the same
 * figure.
 */
export async function bookHeads(db: Db, userId?: string): Promise<BookHead[]> {
  const ofUser: SQL = userId ? sql`and a.user_id = ${userId}::uuid` : sql``;
  const result = await db.execute(sql`
    with books as (
      select a.id, a.user_id, a.plan, a.phase, a.status, a.starting_balance_cents,
        a.balance_cents, a.created_at, p.published_at
      from accounts a
      join users u on u.id = a.user_id
      left join openbook_publications p on p.account_id = a.id
      where (a.phase = 'funded' or p.account_id is not null) and not u.is_admin ${ofUser}
    ),
    taken as (
      select c.account_id, w.settled_at as time, c.figure as amount
      from payout_credits c
      join payout_weeks w on w.week_key = c.week_key
      join books b on b.id = c.account_id
      where c.kind = 'payout'
    ),
    points as (
      select id as account_id, created_at as time, 1 as ord, starting_balance_cents as equity,
        0::bigint as added
      from books
      union all
      select s.account_id, s.time, 1, s.equity_cents, 0
      from equity_samples s join books b on b.id = s.account_id
      union all
      select d.account_id, d.time, 1, d.equity_cents, 0
      from daily_snapshots d join books b on b.id = d.account_id
      union all
      -- The equity each rule decision saw (a breach's is the curve's low), and the closed
      -- balance now, after every other point.
      select r.account_id, r.time, 1, (r.evidence->>'equity')::bigint, 0
      from rule_decisions r join books b on b.id = r.account_id
      where r.evidence ? 'equity'
      union all
      select id, 'infinity'::timestamptz, 1, balance_cents, 0 from books
      union all
      select account_id, time, 0, null, amount from taken
    ),
    curve as (
      select account_id, time, ord,
        equity + sum(added) over (partition by account_id order by time, ord
          rows unbounded preceding) as equity
      from points
    ),
    peaks as (
      select account_id, equity,
        max(equity) over (partition by account_id order by time, ord
          rows unbounded preceding) as peak
      from curve where equity is not null
    ),
    drawdowns as (
      select account_id,
        max(case when peak > 0 then (peak - equity)::float8 / peak else 0 end) as drawdown
      from peaks group by account_id
    ),
    symbol_counts as (
      select t.account_id, t.symbol, count(*) as n, count(*) filter (where t.pnl_cents > 0) as w
      from trade_histories t join books b on b.id = t.account_id
      group by t.account_id, t.symbol
    ),
    trade_counts as (
      select account_id, sum(n)::int as trades, sum(w)::int as wins,
        array_agg(symbol order by n desc, symbol) as symbols
      from symbol_counts group by account_id
    ),
    followers as (
      select trader_id, count(*)::int as n from follows
      where trader_id in (select user_id from books) group by trader_id
    ),
    copiers as (
      select source_account_id, count(*)::int as n from copy_subscriptions
      where status = 'active' and source_account_id in (select id from books)
      group by source_account_id
    ),
    taken_sums as (select account_id, sum(amount) as taken from taken group by account_id)
    select b.id as account_id, b.user_id, u.public_id, u.name, u.public_profile,
      u.avatar_file_id, b.plan, b.phase, b.status, b.starting_balance_cents as starting,
      b.balance_cents as balance,
      to_char(case when b.phase = 'funded' or b.published_at is null then b.created_at
        else b.published_at end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        as public_since,
      tc.trades, tc.wins, tc.symbols, f.n as followers, c.n as copiers, ts.taken,
      d.drawdown, (extract(epoch from b.created_at) * 1000)::float8 as opened_at
    from books b
    join users u on u.id = b.user_id
    left join trade_counts tc on tc.account_id = b.id
    left join followers f on f.trader_id = b.user_id
    left join copiers c on c.source_account_id = b.id
    left join taken_sums ts on ts.account_id = b.id
    left join drawdowns d on d.account_id = b.id
    order by b.created_at, b.id`);
  const rows = (result as unknown as { rows: HeadRow[] }).rows;
  const secret = await signalSecret(db);
  return rows.map((r) => {
    const trades = r.trades ?? 0;
    const startingBalanceCents = Number(r.starting);
    const balanceCents = Number(r.balance);
    return {
      accountId: r.account_id,
      userId: r.user_id,
      trader: {
        publicId: r.public_id,
        ...publicFace({
          name: r.name,
          publicProfile: r.public_profile,
          avatarFileId: r.avatar_file_id,
        }),
      },
      bookId: bookIdOf(secret, r.account_id),
      label: bookLabel(r.plan, r.phase),
      phase: bookPhaseOf(r.plan, r.phase),
      status: r.status,
      startingBalanceCents,
      balanceCents,
      ...bookFigures({
        startingBalance: startingBalanceCents,
        balance: balanceCents,
        profitTaken: Number(r.taken ?? 0),
        maxDrawdownPercent: drawdownPercent(Number(r.drawdown ?? 0)),
        trades,
        wins: r.wins ?? 0,
      }),
      trades,
      symbols: (r.symbols ?? []).slice(0, 8),
      traded: r.symbols ?? [],
      openedAt: Number(r.opened_at),
      followers: r.followers ?? 0,
      copiers: r.copiers ?? 0,
      publicSince: new Date(r.public_since).toISOString(),
    };
  });
}
