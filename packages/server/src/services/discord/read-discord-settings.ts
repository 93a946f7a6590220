import { type DiscordSettings } from "@proparena/contracts/admin-settings";
import { desc } from "drizzle-orm";
import { discordDeliveries } from "../../db/schema";
import { maskWebhook, storedDiscord } from "./stored-discord-settings";
import type { ServiceContext } from "../service-context";

export async function discordSettings({ db }: ServiceContext): Promise<DiscordSettings> {
  const stored = await storedDiscord(db);
  const deliveries = await db
    .select()
    .from(discordDeliveries)
    .orderBy(desc(discordDeliveries.createdAt))
    .limit(20);
  return {
    webhookUrl: stored.webhookUrl ? maskWebhook(stored.webhookUrl) : null,
    events: stored.events,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      event: d.event,
      status: d.status as "pending" | "sent" | "failed",
      attempts: d.attempts,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      sentAt: d.sentAt?.toISOString() ?? null,
    })),
  };
}
