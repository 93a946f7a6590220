import {
  publishedEvidence,
  type OpenbookBook,
  type OpenbookTraderResponse,
  type PublicPayout,
} from "@proparena/contracts/openbook";
import { accountCurve, thinCurve } from "@proparena/domain/rules/equity-curve";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  equitySamples,
  payoutCredits,
  payoutWeeks,
  positions,
  tradeHistories,
  users,
} from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { tradeFromRow } from "../../trading/record-mappers";
import { wireClosedTradeFacts } from "../../trading/wire-views";
import { decisionsOf } from "../metrics/list-decisions";
import { snapshotsOf } from "../metrics/account-records";
import { faceColumns, publicFace } from "../public/display-name";
import { tradersOnly } from "../public/public-traders";
import type { ServiceContext } from "../service-context";
import { bookHeads, type BookHead } from "./book-heads";
import { entryOf } from "./list-openbook";
import { openbookDelayMs } from "./public-books";
import { publishedEvidenceHash } from "./published-evidence";

/** The newest closed trades a book shows, and the most points of its curve. */
export const PUBLIC_TRADES = 200;
export const PUBLIC_CURVE_POINTS = 500;

const iso = (t: number | Date) => new Date(t).toISOString();

/**
 * GET /api/openbook/:publicId: the trader's public face and each public book: its head, open
 * positions once open for the delay (the younger ones counted), the newest closed trades, the
 * equity curve (points with open P&L only after the delay), the rules' decisions with their published evidence and its
 * hash, and the payouts it received with their on-chain claim. 404 for an unknown id or a
 * trader with no public book. Read from the database only (any instance answers).
 */
export async function readTraderBook(
  ctx: ServiceContext,
  publicId: string,
): Promise<OpenbookTraderResponse> {
  const [user] = /^[0-9a-f]{12}$/.test(publicId)
    ? await ctx.db
        .select({ id: users.id, createdAt: users.createdAt, ...faceColumns })
        .from(users)
        .where(and(eq(users.publicId, publicId), tradersOnly))
    : [];
  if (!user) throw notFound("No public trader has this id");
  const heads = await bookHeads(ctx.db, user.id);
  if (heads.length === 0) throw notFound("No public trader has this id");
  const [copying] = await ctx.db
    .execute(
      sql`
    select count(*)::int as n from copy_subscriptions
    where trader_id = ${user.id}::uuid and status = 'active'`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  const now = ctx.clock.now().getTime();
  const shownBefore = now - openbookDelayMs(ctx);
  return {
    trader: {
      publicId,
      ...publicFace(user),
      since: user.createdAt.toISOString(),
      followers: heads[0]!.followers,
      copiers: copying?.n ?? 0,
    },
    delayMinutes: ctx.settings.openbookDelayMinutes,
    books: await Promise.all(heads.map((head) => bookOf(ctx, head, shownBefore))),
  };
}

async function bookOf(
  ctx: ServiceContext,
  head: BookHead,
  shownBefore: number,
): Promise<OpenbookBook> {
  const id = head.accountId;
  const [open, tradeRows, sampleRows, snapshots, decided, payouts] = await Promise.all([
    ctx.db
      .select()
      .from(positions)
      .where(eq(positions.accountId, id))
      .orderBy(asc(positions.openTime)),
    ctx.db
      .select()
      .from(tradeHistories)
      .where(eq(tradeHistories.accountId, id))
      .orderBy(asc(tradeHistories.closeTime), asc(tradeHistories.id)),
    ctx.db
      .select()
      .from(equitySamples)
      .where(eq(equitySamples.accountId, id))
      .orderBy(asc(equitySamples.time)),
    snapshotsOf(ctx.db, id),
    decisionsOf(ctx, id),
    payoutsOf(ctx, id),
  ]);
  const trades = tradeRows.map(tradeFromRow);
  const shown = open.filter((p) => p.openTime.getTime() <= shownBefore);
  const curve = accountCurve({
    startingBalance: head.startingBalanceCents,
    createdAt: head.openedAt,
    trades,
    openSince: open.map((p) => p.openTime.getTime()),
    samples: [
      ...sampleRows.map((s) => ({
        time: s.time.getTime(),
        balance: s.balanceCents,
        equity: s.equityCents,
      })),
      ...snapshots,
    ],
    now: null,
    // A point younger than the delay that carries open P&L would tell of a hidden position.
  }).filter((p) => p.time <= shownBefore || p.equity === p.balance);
  return {
    ...entryOf(head),
    openPositions: shown.map((p) => ({
      symbol: p.symbol,
      side: p.side as "buy" | "sell",
      volume: p.volume,
      openPrice: p.openPrice,
      openTime: iso(p.openTime),
      stopLoss: p.stopLoss,
      takeProfit: p.takeProfit,
    })),
    hiddenPositions: open.length - shown.length,
    closedTrades: trades
      .slice(-PUBLIC_TRADES)
      .reverse()
      .map((t) => ({ ...wireClosedTradeFacts(t), reason: t.reason })),
    equityCurve: thinCurve(curve, PUBLIC_CURVE_POINTS).map((p) => ({
      time: iso(p.time),
      balanceCents: p.balance,
      equityCents: p.equity,
    })),
    decisions: decided.decisions.flatMap((d) =>
      "evidence" in d
        ? [
            {
              rule: d.rule,
              outcome: d.outcome,
              time: d.time,
              message: d.evidence.message,
              evidence: publishedEvidence(d.evidence),
              evidenceHash: publishedEvidenceHash(d.evidence),
            },
          ]
        : [],
    ),
    payouts,
  };
}

/**
 * What the book received from weekly settlements (payouts and jackpots; a credit integrity kept
 * back is not received), newest first, each with the on-chain claim that paid it when there is
 * one: the first Claimed event of the wallet its week's leaf went to, for that week or a later
 * one (a claim pays the cumulative amount).
 */
async function payoutsOf(ctx: ServiceContext, accountId: string): Promise<PublicPayout[]> {
  const result = await ctx.db.execute(sql`
    select c.week_key, c.amount_cents, w.settled_at,
      (select e.tx_hash from chain_leaves l
         join chain_weeks cw on cw.week_key = l.week_key
         join chain_events e on e.name = 'Claimed' and e.address = l.address
           and e.chain_week >= cw.chain_week
       where l.week_key = c.week_key and l.user_id = c.user_id
       order by e.block_number, e.log_index limit 1) as claim_tx
    from ${payoutCredits} c
    join ${payoutWeeks} w on w.week_key = c.week_key
    where c.account_id = ${accountId}::uuid and c.amount_cents > 0
      and not exists (select 1 from integrity_payout_holds h
        where h.credit_id = c.id and h.status <> 'released')
    order by c.week_key desc, c.kind`);
  const rows = (
    result as unknown as {
      rows: {
        week_key: string;
        amount_cents: string | number;
        settled_at: string | Date;
        claim_tx: string | null;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    weekKey: r.week_key,
    amountCents: Number(r.amount_cents),
    settledAt: iso(new Date(r.settled_at)),
    claimTx: r.claim_tx,
    claimUrl: r.claim_tx ? `/payouts#week-${r.week_key}` : null,
  }));
}
