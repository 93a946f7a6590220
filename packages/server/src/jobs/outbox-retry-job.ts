import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

/** Messages one run sends again at most; the rest wait for the next run. */
const BATCH = 200;

/** Every 5 minutes: e-mail that could not be sent (SMTP down, a crash) is sent again. */
export const outboxRetryJob: JobDefinition = {
  name: "outbox-retry",
  description: `Sends again e-mail the SMTP server did not take, up to ${BATCH} per run, 5 tries each.`,
  ...everyMinutes(5),
  async run(ctx, _period, finish) {
    const summary = await ctx.mailer.retryUnsent(BATCH);
    await ctx.db.transaction((tx) => finish(tx, { ...summary }));
  },
};
