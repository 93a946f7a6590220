import { createHash } from "node:crypto";
import type {
  LeaderboardBoard,
  LeaderboardEntry,
  LeaderboardMetric,
  LeaderboardResponse,
} from "@proparena/contracts/public-site";
import { getPhase, PHASES } from "@proparena/domain/rules/phases";
import { getPlan } from "@proparena/domain/rules/plans";
import { weekKeyOf } from "@proparena/domain/core/weeks";
import { and, desc, eq, inArray, max, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  accounts,
  leaderboardSnapshots,
  payoutCredits,
  payoutWeeks,
  users,
  weekStartBalances,
} from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { faceColumns, publicFace } from "./display-name";
import { tradersOnly } from "./public-traders";

/** A stable public id for a row: a hash, never the account or user id itself. */
const opaqueId = (board: string, key: string) =>
  createHash("sha256").update(`leaderboard:${board}:${key}`).digest("hex").slice(0, 16);

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

const phaseLabel = (phase: string) => {
  const p = getPhase(phase);
  return p ? `Phase ${p.numeral}` : phase;
};

interface AccountRow {
  accountId: string;
  userId: string;
  name: string;
  publicProfile: boolean;
  avatarFileId: string | null;
  plan: string;
  phase: string;
  base: number;
  gain: number;
}

interface Page {
  limit: number;
  offset: number;
  viewerId: string | null;
}

function accountEntries(board: string, rows: AccountRow[], targetBp: number | null, page: Page) {
  return rows.map((r, i): LeaderboardEntry => ({
    rank: page.offset + i + 1,
    mine: r.userId === page.viewerId,
    ...publicFace(r),
    id: opaqueId(board, r.accountId),
    planLabel: getPlan(r.plan)?.label ?? r.plan,
    phase: phaseLabel(r.phase),
    gainPercent: percentOf(r.gain, r.base),
    gainCents: r.gain,
    progressPercent:
      targetBp === null
        ? null
        : Math.round(((r.gain * 10_000) / (r.base * targetBp)) * 10_000) / 100,
    payoutsCents: null,
    previousRank: null,
  }));
}

/**
 * Accounts ranked by their gain (in percent or in dollars) over a base: the starting balance,
 * or (`week` given) the closed balance the week started at. Best first; ties go to the older.
 */
async function rankAccounts(
  db: Db,
  where: SQL | undefined,
  page: Page,
  week: string | null,
  by: "percent" | "cents",
) {
  const base = week
    ? sql<number>`coalesce(${weekStartBalances.balanceCents}, ${accounts.startingBalanceCents})`
    : sql<number>`${accounts.startingBalanceCents}`;
  const gain = sql<number>`${accounts.balanceCents} - ${base}`;
  return db
    .select({
      accountId: accounts.id,
      userId: accounts.userId,
      ...faceColumns,
      plan: accounts.plan,
      phase: accounts.phase,
      base: base.mapWith(Number),
      gain: gain.mapWith(Number),
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(
      weekStartBalances,
      and(eq(weekStartBalances.accountId, accounts.id), eq(weekStartBalances.weekKey, week ?? "")),
    )
    .where(and(where, ne(accounts.startingBalanceCents, 0), tradersOnly))
    .orderBy(
      desc(by === "cents" ? gain : sql`(${gain})::float8 / nullif(${base}, 0)`),
      accounts.createdAt,
      accounts.id,
    )
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** Phase I or II challengers: active accounts of the phase, by progress to the target. */
async function challengers(db: Db, board: "phase-1" | "phase-2", page: Page) {
  const phase = board === "phase-1" ? "phase1" : "phase2";
  const targetBp = PHASES.find((p) => p.id === phase)!.targetBp!;
  // The target is the same share of the starting balance for every account of a phase, so
  // progress to it orders like the percent gain.
  const where = and(eq(accounts.phase, phase), eq(accounts.status, "active"));
  return accountEntries(
    board,
    await rankAccounts(db, where, page, null, "percent"),
    targetBp,
    page,
  );
}

/** Funded traders by this week's profit (closed balance against the week's start). */
async function funded(db: Db, clock: Clock, timeZone: string, page: Page) {
  const week = weekKeyOf(clock.now().getTime(), timeZone);
  const where = and(eq(accounts.phase, "funded"), eq(accounts.status, "active"));
  return accountEntries("funded", await rankAccounts(db, where, page, week, "cents"), null, page);
}

/** Traders by payouts received: all time, or in one settled week. */
async function byPayouts(
  db: Db,
  board: "cumulative" | "historical",
  page: Page,
  week: string | null,
) {
  const total = sql<number>`sum(${payoutCredits.amountCents})`.mapWith(Number);
  const rows = await db
    .select({ userId: payoutCredits.userId, ...faceColumns, total })
    .from(payoutCredits)
    .innerJoin(users, eq(users.id, payoutCredits.userId))
    .where(and(week ? eq(payoutCredits.weekKey, week) : undefined, tradersOnly))
    .groupBy(payoutCredits.userId, users.name, users.publicProfile, users.avatarFileId)
    .orderBy(desc(total), sql`min(${payoutCredits.weekKey})`, payoutCredits.userId)
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map((r, i): LeaderboardEntry => ({
    rank: page.offset + i + 1,
    mine: r.userId === page.viewerId,
    ...publicFace(r),
    id: opaqueId(`${board}:${week ?? ""}`, r.userId ?? ""),
    planLabel: "Funded",
    phase: phaseLabel("funded"),
    gainPercent: 0,
    gainCents: r.total,
    progressPercent: null,
    payoutsCents: r.total,
    previousRank: null,
  }));
}

/** The day of a board's newest snapshot, or null before the first one. */
async function lastSnapshot(db: Db, board: LeaderboardBoard): Promise<string | null> {
  const [row] = await db
    .select({ day: max(leaderboardSnapshots.day) })
    .from(leaderboardSnapshots)
    .where(eq(leaderboardSnapshots.board, board));
  return row?.day ?? null;
}

async function withPreviousRanks(
  db: Db,
  board: LeaderboardBoard,
  day: string,
  entries: LeaderboardEntry[],
): Promise<LeaderboardEntry[]> {
  if (entries.length === 0) return entries;
  const ranks = await db
    .select({ id: leaderboardSnapshots.publicId, rank: leaderboardSnapshots.rank })
    .from(leaderboardSnapshots)
    .where(
      and(
        eq(leaderboardSnapshots.board, board),
        eq(leaderboardSnapshots.day, day),
        inArray(
          leaderboardSnapshots.publicId,
          entries.map((e) => e.id),
        ),
      ),
    );
  const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
  return entries.map((e) => ({ ...e, previousRank: rankOf.get(e.id) ?? null }));
}

const METRIC: Record<LeaderboardBoard, LeaderboardMetric> = {
  "phase-1": "progress",
  "phase-2": "progress",
  funded: "weekProfit",
  cumulative: "payouts",
  historical: "payouts",
};

/**
 * The five public boards (spec §1): phase I and phase II challengers by progress to their
 * target, funded traders by this week's profit, everyone by payouts received (cumulative),
 * and any past week's payouts (historical). Display names only; admins' accounts are not ranked.
 */
export async function leaderboard(
  db: Db,
  clock: Clock,
  board: LeaderboardBoard,
  limit: number,
  options: { timeZone: string; week?: string; offset?: number; viewerId?: string | null },
): Promise<LeaderboardResponse> {
  const page: Page = { limit, offset: options.offset ?? 0, viewerId: options.viewerId ?? null };
  const settled =
    board === "historical"
      ? (
          await db
            .select({ week: payoutWeeks.weekKey })
            .from(payoutWeeks)
            .orderBy(desc(payoutWeeks.weekKey))
            .limit(104)
        ).map((r) => r.week)
      : [];
  const week = board === "historical" ? (options.week ?? settled[0] ?? null) : null;
  const rows =
    board === "phase-1" || board === "phase-2"
      ? await challengers(db, board, page)
      : board === "funded"
        ? await funded(db, clock, options.timeZone, page)
        : board === "cumulative"
          ? await byPayouts(db, board, page, null)
          : week
            ? await byPayouts(db, board, page, week)
            : [];
  const since = board === "historical" ? null : await lastSnapshot(db, board);
  const entries = since
    ? await withPreviousRanks(db, board, since, rows.slice(0, limit))
    : rows.slice(0, limit);
  return {
    board,
    metric: METRIC[board],
    entries,
    week,
    weeks: settled,
    nextOffset: rows.length > limit ? page.offset + limit : null,
    rankedSince: since,
    updatedAt: clock.now().toISOString(),
  };
}
