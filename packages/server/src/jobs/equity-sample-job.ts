import { rowsInsert } from "../db/rows-insert";
import { equitySamples } from "../db/schema";
import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

/** Rows per statement: a few milliseconds of work each, so the event loop is never held long. */
const CHUNK = 2_000;

/**
 * Every 15 minutes: the balance and equity of each active account holding a position, so the
 * equity curve shows floating P&L between trades. Accounts without positions need no sample:
 * their equity is their balance, which the trades already draw.
 */
export const equitySampleJob: JobDefinition = {
  name: "equity-sample",
  description: "Records the balance and equity of every active account holding a position.",
  ...everyMinutes(15),
  async run(ctx, _period, finish) {
    const time = new Date(ctx.desk.now());
    const rows = (await ctx.desk.equityOfAccountsInPlay()).map((a) => ({
      accountId: a.accountId,
      time,
      balanceCents: a.balance,
      equityCents: a.equity,
    }));
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.execute(rowsInsert(equitySamples, rows.slice(i, i + CHUNK), "skip"));
      }
      await finish(tx, { accounts: rows.length });
    });
  },
};
