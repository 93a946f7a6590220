import {
  DISCORD_EVENTS,
  type DiscordEvent,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import { appSettings } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { webhookRefusal } from "./discord-api";
import { writeAuditEntry } from "../audit/write-audit-entry";
import {
  DISCORD_SETTINGS_KEY,
  maskWebhook,
  storedDiscord,
  type StoredDiscord,
} from "./stored-discord-settings";
import { discordSettings } from "./read-discord-settings";

export async function updateDiscord(
  ctx: ServiceContext,
  admin: UserRow,
  body: { webhookUrl?: string | null; events?: Partial<Record<DiscordEvent, boolean>> },
  input: { ip: string },
): Promise<DiscordSettings> {
  if (body.webhookUrl) {
    const refused = webhookRefusal(body.webhookUrl);
    if (refused) throw fieldInvalid("webhookUrl", refused);
  }
  const before = await storedDiscord(ctx.db);
  const next: StoredDiscord = {
    webhookUrl: body.webhookUrl !== undefined ? body.webhookUrl : before.webhookUrl,
    events: { ...before.events, ...body.events },
  };
  for (const key of Object.keys(next.events)) {
    if (!DISCORD_EVENTS.includes(key as DiscordEvent)) delete next.events[key as DiscordEvent];
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: DISCORD_SETTINGS_KEY, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: now } });
    const view = (s: StoredDiscord) => ({
      webhookUrl: s.webhookUrl ? maskWebhook(s.webhookUrl) : null,
      events: s.events,
    });
    await writeAuditEntry(tx, {
      actor: admin,
      action: "discord-update",
      details: {
        target: { kind: "setting", id: DISCORD_SETTINGS_KEY },
        before: view(before),
        after: view(next),
        ip: input.ip,
      },
      at: now,
    });
  });
  return discordSettings(ctx);
}
