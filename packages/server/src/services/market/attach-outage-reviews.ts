import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { TradingDesk } from "../../trading/desk/trading-desk";
import { queueDeskDecisions, type DecisionQueue } from "../desk-decision-queue";
import type { DecisionKey } from "../notices/decision-notices";
import type { ServiceContext } from "../service-context";
import { flagBreaches, type BreachRow } from "./flag-breaches";

/** The stored breaches behind the desk's announced keys. */
async function breachesOf(db: Db, keys: readonly DecisionKey[]): Promise<BreachRow[]> {
  if (keys.length === 0) return [];
  const rows = keys.map((k) => ({ accountId: k.accountId, time: new Date(k.time).toISOString() }));
  const result = await db.execute(sql`
    select d.id, d.account_id as "accountId", d.time, d.evidence
    from rule_decisions d
    join json_to_recordset(${JSON.stringify(rows)}::json) as k("accountId" uuid, "time" timestamptz)
      on d.account_id = k."accountId" and d.time = k."time"
    where d.outcome = 'breach'`);
  return (result as unknown as { rows: BreachRow[] }).rows.map((r) => ({
    ...r,
    time: new Date(r.time),
  }));
}

/** `idle()` resolves when every breach announced so far has been checked (tests, shutdown). */
export type OutageReviews = DecisionQueue;

/**
 * On the leader: every breach the desk announces (once durable) is checked against the
 * incidents, off the tick's path. `beforeCheck` brings the incidents up to date first (the feed
 * monitor's sweep): a breach at the first fresh price after an outage sees that outage as it is.
 */
export function attachOutageReviews(
  ctx: ServiceContext,
  desk: TradingDesk,
  beforeCheck: () => Promise<void>,
  onError: (error: unknown) => void,
): OutageReviews {
  return queueDeskDecisions(
    desk,
    (event) =>
      event.type === "accountFailed" && event.evidence.outcome === "breach"
        ? { accountId: event.account.id, time: event.evidence.time, outcome: "breach" }
        : null,
    async (chunk) => {
      try {
        await beforeCheck();
        await flagBreaches(ctx.db, await breachesOf(ctx.db, chunk));
      } catch (error) {
        onError(error);
      }
    },
  );
}
