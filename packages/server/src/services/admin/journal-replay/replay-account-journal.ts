import type {
  JournalReplayFigures,
  JournalReplayResponse,
} from "@proparena/contracts/journal-replay";
import { asc, eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Db } from "../../../db/database";
import { accounts, deskCheckpoint, ruleDecisions } from "../../../db/schema";
import { canonicalSha256 } from "../../../lib/canonical-hash";
import { notFound } from "../../../lib/http-error";
import { isUuid } from "../../../lib/is-uuid";
import {
  replayAccountFromJournal,
  type AccountReplay,
  type ReplayedDecision,
} from "../../../trading/journal/account-replay";
import { JournalDivergence } from "../../../trading/journal/entry-replay";
import type { ServiceContext } from "../../service-context";
import {
  comparisonMessage,
  differingFigures,
  pairDecisions,
  type DecisionSide,
} from "./compare-replay";
import { REPLAY_LIMITS, replayBudget, type ReplayLimits } from "./replay-budget";

/** The account as the tables hold it, at the journal entry the tables were materialised to. */
interface StoredHistory {
  throughEntry: number;
  figures: JournalReplayFigures;
  decisions: DecisionSide[];
}

/**
 * Reads the checkpoint, the account row and its decisions in one snapshot, so they are the
 * tables as of one journal entry (the materialiser moves the checkpoint in the same transaction
 * as the rows it writes). Null for an unknown account.
 */
async function storedHistory(db: Db, accountId: string): Promise<StoredHistory | null> {
  return db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({
          status: accounts.status,
          balanceCents: accounts.balanceCents,
          dayStartBalanceCents: accounts.dayStartBalanceCents,
          highestEodBalanceCents: accounts.highestEodBalanceCents,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) return null;
      const [checkpoint] = await tx.select({ seq: deskCheckpoint.seq }).from(deskCheckpoint);
      const rows = await tx
        .select({
          rule: ruleDecisions.rule,
          outcome: ruleDecisions.outcome,
          time: ruleDecisions.time,
          evidence: ruleDecisions.evidence,
        })
        .from(ruleDecisions)
        .where(eq(ruleDecisions.accountId, accountId))
        .orderBy(asc(ruleDecisions.time), asc(ruleDecisions.id));
      return {
        throughEntry: checkpoint?.seq ?? 0,
        figures: { ...account, status: account.status as JournalReplayFigures["status"] },
        decisions: rows.map((r) => ({
          time: r.time.getTime(),
          outcome: r.outcome,
          rule: r.rule,
          hash: canonicalSha256(r.evidence),
        })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function replayedSide(decision: ReplayedDecision): DecisionSide {
  return {
    time: decision.time,
    outcome: decision.outcome,
    rule: "act" in decision ? decision.act : decision.rule,
    hash: canonicalSha256(decision),
  };
}

function replayedFigures(replay: AccountReplay, accountId: string): JournalReplayFigures | null {
  const account = replay.engine.getAccount(accountId);
  if (!account) return null;
  return {
    status: account.status,
    balanceCents: account.balance,
    dayStartBalanceCents: account.dayStartBalance,
    highestEodBalanceCents: account.highestEodBalance,
  };
}

/**
 * POST /api/admin/accounts/:id/journal-replay: the account replayed from the journal alone up to
 * the entry the tables hold, its decisions and final figures compared with the stored ones.
 * "notInJournal" when the journal no longer holds its opening (compacted, or opened before the
 * journal), "diverged" when the engine refuses a journaled command on replay. 404 for an unknown
 * account; 409 while another replay runs here or when this one outgrows its budget.
 */
export async function replayAccountJournal(
  ctx: ServiceContext,
  accountId: string,
  limits: ReplayLimits = REPLAY_LIMITS,
): Promise<JournalReplayResponse> {
  if (!isUuid(accountId)) throw notFound("No such account");
  const stored = await storedHistory(ctx.db, accountId);
  if (!stored) throw notFound("No such account");
  const started = performance.now();
  const budget = replayBudget(ctx, limits);
  const answer = (
    fields: Pick<
      JournalReplayResponse,
      "verdict" | "message" | "entries" | "commands" | "decisions"
    > & {
      replayed: JournalReplayFigures | null;
      figuresMatch: boolean;
    },
  ): JournalReplayResponse => ({
    accountId,
    verdict: fields.verdict,
    message: fields.message,
    throughEntry: stored.throughEntry,
    entries: fields.entries,
    commands: fields.commands,
    tookMs: Math.round(performance.now() - started),
    decisions: fields.decisions,
    figures: { stored: stored.figures, replayed: fields.replayed, matches: fields.figuresMatch },
  });
  const storedOnly = pairDecisions(stored.decisions, []);

  let replay: AccountReplay | null;
  try {
    replay = await budget.run(() =>
      replayAccountFromJournal(ctx.db, accountId, {
        timeZone: ctx.settings.resetTimeZone,
        marketHours: ctx.settings.marketHours,
        through: stored.throughEntry,
        afterPage: budget.afterPage,
      }),
    );
  } catch (error) {
    if (!(error instanceof JournalDivergence)) throw error;
    return answer({
      verdict: "diverged",
      message: `The journal does not replay: ${error.message}`,
      entries: budget.progress.entries,
      commands: budget.progress.commands,
      decisions: storedOnly,
      replayed: null,
      figuresMatch: false,
    });
  }
  if (!replay) {
    return answer({
      verdict: "notInJournal",
      message:
        "The journal no longer holds this account's opening (its entries were compacted, or it was opened before the journal): it cannot be replayed.",
      entries: 0,
      commands: 0,
      decisions: storedOnly,
      replayed: null,
      figuresMatch: false,
    });
  }
  const decisions = pairDecisions(stored.decisions, replay.decisions.map(replayedSide));
  const replayed = replayedFigures(replay, accountId);
  const figures = differingFigures(stored.figures, replayed);
  const same = figures.length === 0 && decisions.every((d) => d.matches);
  return answer({
    verdict: same ? "matches" : "differs",
    message: comparisonMessage(decisions, figures, replay.entries),
    entries: replay.entries,
    commands: replay.commands,
    decisions,
    replayed,
    figuresMatch: figures.length === 0,
  });
}
