import type { OwnedEvent, TradingDesk } from "../../trading/desk/trading-desk";
import type { ServiceContext } from "../service-context";
import { noticeDecisions, noticeMissedDecisions, type DecisionKey } from "./decision-notices";

/** Decisions recorded per statement: a mass breach of thousands is a few statements. */
const CHUNK = 500;
/** How long a chunk waits at most for the desk to be idle (a tick gone through in steps). */
const YIELD_MS = 1_000;
/** How far back a starting leader looks for decisions left without a notice. */
export const MISSED_DECISIONS_WITHIN_MS = 60 * 60_000;

export interface DeskNotices {
  /** Resolves when every decision announced so far has its notice (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * On the leader: every breach and pass the desk announces (once durable) becomes a notice and,
 * by the trader's preferences, an e-mail. The desk's listener only queues the decision's key;
 * the notices are written after, a chunk per statement, off the tick's path: a mass breach costs
 * the desk a push per account, each chunk waits for the desk's writes first, and the e-mails go
 * through the outbox a few at a time. A notice is once per decision (its key is the decision's
 * id), so what a crash left is recorded by the next leader (`noticeMissedDecisions`) and nothing
 * is sent twice.
 */
export function attachDeskNotices(
  ctx: ServiceContext,
  desk: TradingDesk,
  onError: (error: unknown) => void,
): DeskNotices {
  const pending: DecisionKey[] = [];
  let draining: Promise<void> | null = null;

  // The desk first: a mass breach's later steps and their writes go before its notices (for a
  // second at most, so that notices are never held up by a busy desk for long).
  const deskFirst = () =>
    Promise.race([
      desk.idle().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, YIELD_MS).unref()),
    ]);
  const drain = async () => {
    while (pending.length > 0) {
      await deskFirst();
      const chunk = pending.splice(0, CHUNK);
      await noticeDecisions(ctx, chunk).catch(onError);
    }
  };
  const start = () => {
    draining ??= drain().finally(() => {
      draining = null;
      if (pending.length > 0) start();
    });
  };

  const onEvents = (events: readonly OwnedEvent[]) => {
    const before = pending.length;
    for (const { event } of events) {
      if (event.type === "accountFailed" || event.type === "accountPassed") {
        pending.push({
          accountId: event.account.id,
          time: event.evidence.time,
          outcome: event.evidence.outcome,
        });
      }
    }
    if (pending.length > before) start();
  };
  desk.on("events", onEvents);

  const idle = async () => {
    while (draining) await draining;
  };
  return {
    idle,
    async stop() {
      desk.off("events", onEvents);
      await idle();
    },
  };
}

/** A starting leader: the notices a stopped process left unwritten (see attachDeskNotices). */
export function noticeDecisionsMissedAtStart(ctx: ServiceContext): Promise<number> {
  return noticeMissedDecisions(ctx, MISSED_DECISIONS_WITHIN_MS);
}
