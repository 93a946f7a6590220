import { retryDiscordDeliveries } from "../services/discord/retry-discord-deliveries";
import type { JobDefinition } from "./job-runner";
import { everyMinutes } from "./periods";

/** Every 5 minutes: Discord posts that failed are tried again, with backoff, 5 tries each. */
export const discordRetryJob: JobDefinition = {
  name: "discord-retry",
  description: "Posts again the Discord announcements the webhook did not take (5 tries each).",
  ...everyMinutes(5),
  async run(ctx, _period, finish) {
    const summary = await retryDiscordDeliveries(ctx);
    await ctx.db.transaction((tx) => finish(tx, { ...summary }));
  },
};
