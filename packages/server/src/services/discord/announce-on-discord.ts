import type { DiscordEvent } from "@proparena/contracts/admin-settings";
import { discordDeliveries } from "../../db/schema";
import { storedDiscord } from "./stored-discord-settings";
import { attemptDelivery, type DiscordContext, type DiscordMessage } from "./discord-delivery";

/**
 * Announces an event on Discord when a webhook is set and the event is switched on: the post is
 * recorded first (so a failure is retried, not lost) and tried at once without holding up the
 * caller.
 */
export async function announce(
  { db, clock, settings }: DiscordContext,
  event: DiscordEvent,
  message: DiscordMessage,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  const stored = await storedDiscord(db);
  if (!stored.webhookUrl || !stored.events[event]) return;
  const [row] = await db
    .insert(discordDeliveries)
    .values({
      event,
      payload: message,
      status: "pending",
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
    })
    .returning({ id: discordDeliveries.id });
  void attemptDelivery(db, clock, row!.id, stored.webhookUrl, settings.discordApiBase).catch(
    onError,
  );
}
