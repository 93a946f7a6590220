import { and, asc, eq, lte } from "drizzle-orm";
import { discordDeliveries } from "../../db/schema";
import { storedDiscord } from "./stored-discord-settings";
import { attemptDelivery, type DiscordContext } from "./discord-delivery";

/** The retry pass (leader job): every pending post whose time has come. */
export async function retryDiscordDeliveries({
  db,
  clock,
  settings,
}: DiscordContext): Promise<{ tried: number }> {
  const stored = await storedDiscord(db);
  if (!stored.webhookUrl) return { tried: 0 };
  const due = await db
    .select({ id: discordDeliveries.id })
    .from(discordDeliveries)
    .where(
      and(
        eq(discordDeliveries.status, "pending"),
        lte(discordDeliveries.nextAttemptAt, clock.now()),
      ),
    )
    .orderBy(asc(discordDeliveries.nextAttemptAt))
    .limit(50);
  for (const { id } of due) {
    await attemptDelivery(db, clock, id, stored.webhookUrl, settings.discordApiBase);
  }
  return { tried: due.length };
}
