import type { TradingDesk } from "../../trading/desk/trading-desk";
import { queueDeskDecisions, type DecisionQueue } from "../desk-decision-queue";
import type { ServiceContext } from "../service-context";
import { noticeDecisions, noticeMissedDecisions } from "./decision-notices";

/** How long a chunk waits at most for the desk to be idle (a tick gone through in steps). */
const YIELD_MS = 1_000;
/** How far back a starting leader looks for decisions left without a notice. */
export const MISSED_DECISIONS_WITHIN_MS = 60 * 60_000;

/** `idle()` resolves when every decision announced so far has its notice (tests, shutdown). */
export type DeskNotices = DecisionQueue;

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
  // The desk first: a mass breach's later steps and their writes go before its notices (for a
  // second at most, so that notices are never held up by a busy desk for long).
  const deskFirst = () =>
    Promise.race([
      desk.idle().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, YIELD_MS).unref()),
    ]);
  return queueDeskDecisions(
    desk,
    (event) =>
      event.type === "accountFailed" || event.type === "accountPassed"
        ? {
            accountId: event.account.id,
            time: event.evidence.time,
            outcome: event.evidence.outcome,
          }
        : null,
    async (chunk) => {
      await deskFirst();
      await noticeDecisions(ctx, chunk).catch(onError);
    },
  );
}

/** A starting leader: the notices a stopped process left unwritten (see attachDeskNotices). */
export function noticeDecisionsMissedAtStart(ctx: ServiceContext): Promise<number> {
  return noticeMissedDecisions(ctx, MISSED_DECISIONS_WITHIN_MS);
}
