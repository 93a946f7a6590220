// `npm run bench -- breach-latency [--backend postgres|pglite|both] [--accounts 100000]
//   [--samples 40] [--feed-seconds 60]`
// End-to-end breach latency on a real server process (NODE_ENV=test, TEST_MARKET_CONTROL=1;
// default PostgreSQL, PGlite on request) with `accounts` accounts loaded at boot, 90% of them
// holding a small BTCUSD or ETHUSD position. A socket client in its own process, signed in as
// the victims' owner, stamps each rule:breach message on arrival; the latency runs from the
// breaching quote's timestamp (in the breach evidence; same machine clock) to that stamp:
//  1. test quotes: one quote per sample through POST /api/test/market/quote breaches one
//     10-lot victim (time = the server's clock when the route publishes it);
//  2. the simulated feed's own ticks: victims a few dollars from their daily-loss floor (a
//     position sized from the live spread) breach as the feed's random walk reaches them
//     (time = the tick's due time, so the feed's timer lateness is included).
// Figures only, printed next to the target; nothing is asserted.
import { getInstrument } from "@proparena/domain/market/instruments";
import type { Account } from "@proparena/domain/engine/account";
import type { Position } from "@proparena/domain/engine/positions";
import type { Db } from "@proparena/server/db/database";
import { numberArg, stringArg } from "./lib/args";
import { watchBreaches, type BreachReceipt } from "./lib/breach-watch";
import { fmt, latencySummary, machineLine } from "./lib/figures";
import { QuoteFeed } from "./lib/quote-feed";
import { currentQuote, sleep, startRealServer, type Backend } from "./lib/real-server";
import {
  betaAccount,
  insertBook,
  insertCrowd,
  insertUsers,
  openPosition,
  sessionsFor,
} from "./lib/seed";

const SYMBOL = "BTCUSD";
const BTC = getInstrument(SYMBOL)!;
/** Beta: $1,000,000 and a 5% daily loss limit, so a $50,000 loss breaches. */
const DAILY_LOSS = 50_000;
/** The feed victims' distance to their floor, in dollars, before their position's spread. */
const ROOM = 300;
const FEED_VICTIMS = 30;
const TARGET_P99_MS = 25;
/** Test-quote breaches run first and not counted: the server's code paths get compiled. */
const WARM_UP = 3;

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Seeded {
  token: string;
  /** Breach on test quotes (the first WARM_UP not counted): 10 lots long, victim k bought at
   * P - 200k, so the quote that breaches victim k leaves the later ones alone. */
  quoted: { accountId: string; openPrice: number }[];
  /** Breach on the feed's ticks: $ROOM above the floor, flat until the bench opens a position. */
  fed: string[];
}

async function seed(
  db: Db,
  accounts: number,
  samples: number,
  mids: Record<string, number>,
  now: number,
): Promise<Seeded> {
  await insertCrowd(db, accounts - WARM_UP - samples - FEED_VICTIMS, mids, now);
  const [owner] = await insertUsers(db, 1, "victim");
  const mid = mids[SYMBOL]!;
  const book = { accounts: [] as Account[], positions: [] as Position[] };
  const quoted: Seeded["quoted"] = [];
  for (let k = 0; k < WARM_UP + samples; k++) {
    const account = betaAccount(owner!, now);
    const position = openPosition(account, SYMBOL, "buy", 10, mid - 200 * k, now);
    book.accounts.push(account);
    book.positions.push(position);
    quoted.push({ accountId: account.id, openPrice: position.openPrice });
  }
  const fed: string[] = [];
  for (let j = 0; j < FEED_VICTIMS; j++) {
    // A day's losses so far leave $ROOM to the daily floor (balances are in cents).
    const floor = (1_000_000 - DAILY_LOSS) * 100;
    const account = betaAccount(owner!, now, { balance: floor + ROOM * 100 });
    book.accounts.push(account);
    fed.push(account.id);
  }
  await insertBook(db, book);
  const [token] = await sessionsFor(db, [owner!]);
  return { token: token!, quoted, fed };
}

async function post(url: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

async function measure(backend: Backend, args: string[]): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const samples = numberArg(args, "samples", 40);
  const feedSeconds = numberArg(args, "feed-seconds", 60);
  const server = await startRealServer(backend, {
    env: { NODE_ENV: "test", TEST_MARKET_CONTROL: "1" },
    seed: ({ db, mids, now }) => seed(db, accounts, samples, mids, now),
  });
  let watch: Awaited<ReturnType<typeof watchBreaches>> | undefined;
  let feed: QuoteFeed | undefined;
  try {
    const { url, seeded } = server;
    feed = await QuoteFeed.open(url, 1);
    console.log(
      `${server.backend === "postgres" ? "PostgreSQL" : "PGlite"}: real server process, ${fmt(accounts, 0)} accounts loaded (seeded in ${fmt(server.seedSeconds, 1)} s, booted with the desk loaded in ${fmt(server.bootSeconds, 1)} s)`,
    );
    console.log(`  ${server.database}`);
    watch = await watchBreaches(url, [seeded.token]);
    const receiptOf = (accountId: string): BreachReceipt | undefined =>
      watch!.receipts.find((r) => r.accountId === accountId);

    // ---- 1. one test quote per breach
    const quoted: number[] = [];
    const durable: number[] = [];
    for (const [k, victim] of seeded.quoted.entries()) {
      await sleep(100 + Math.random() * 200); // off the feed's and the account stream's rhythm
      const bid = round2(victim.openPrice - DAILY_LOSS / 10 - 60);
      await feed.publish({ symbol: SYMBOL, bid, ask: round2(bid + 20) });
      const answeredAt = Date.now(); // the route answers once the tick's writes are durable
      if (!(await watch.until(() => receiptOf(victim.accountId) !== undefined, 10_000)))
        throw new Error(`no breach message for ${victim.accountId} within 10 s`);
      const receipt = receiptOf(victim.accountId)!;
      if (k < WARM_UP) continue;
      quoted.push(receipt.receivedAt - receipt.quoteTime);
      durable.push(answeredAt - receipt.quoteTime);
    }
    console.log(
      `  test quote -> rule:breach on a socket in another process: ${latencySummary(quoted)}; target p99 <= ${TARGET_P99_MS} ms`,
    );
    console.log(
      `  test quote -> the route's answer in the driving process (breach durable): ${latencySummary(durable)}`,
    );

    // ---- 2. the simulated feed's own ticks
    // Armed from the feed's own quote, not from the last test quote (the feed ticks ~1/s).
    const lastTest = Math.max(...watch.receipts.map((r) => r.quoteTime));
    let live = await currentQuote(url, SYMBOL);
    while (live.time <= lastTest) {
      await sleep(100);
      live = await currentQuote(url, SYMBOL);
    }
    const spread = live.ask - live.bid;
    const placedAt = new Map<string, number>();
    for (const [j, accountId] of seeded.fed.entries()) {
      // Each side gets levels 2, 5, 8, ... dollars away: long victims breach as the bid falls
      // that far, short ones as the ask rises. Immediate loss: the spread on the volume.
      const distance = 2 + 3 * Math.floor(j / 2);
      const lots = Math.min(BTC.lotMax, Math.floor((ROOM / (spread + distance)) * 100) / 100);
      placedAt.set(accountId, Date.now());
      await post(url, seeded.token, `/accounts/${accountId}/orders`, {
        symbol: SYMBOL,
        side: j % 2 ? "sell" : "buy",
        type: "market",
        volume: lots,
      });
    }
    const fed = () =>
      watch!.receipts.filter((r) => {
        const placed = placedAt.get(r.accountId);
        return placed !== undefined && r.quoteTime >= placed;
      });
    const settled = () =>
      watch!.receipts.filter((r) => placedAt.has(r.accountId)).length >= seeded.fed.length;
    await watch.until(settled, feedSeconds * 1000);
    const atFill = watch.receipts.filter(
      (r) => placedAt.has(r.accountId) && r.quoteTime < placedAt.get(r.accountId)!,
    ).length;
    console.log(
      `  feed tick -> rule:breach on a socket: ${latencySummary(fed().map((r) => r.receivedAt - r.quoteTime))}; ${fed().length} of ${seeded.fed.length} armed victims reached in ${feedSeconds} s (${atFill} breached at their fill, not counted; spread at arming $${fmt(spread, 2)})`,
    );
  } finally {
    watch?.close();
    feed?.close();
    await server.stop();
  }
}

export async function main(args: string[] = []): Promise<void> {
  const which = stringArg(args, "backend", "postgres");
  const backends: Backend[] = which === "both" ? ["postgres", "pglite"] : [which as Backend];
  console.log(`Breach latency: quote timestamp -> socket message, against a real server process`);
  console.log(`  ${machineLine()}`);
  for (const backend of backends) await measure(backend, args);
}
