import {
  DISCORD_EVENTS,
  type DiscordEvent,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { appSettings, discordDeliveries } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { webhookRefusal } from "./discord-api";
import { writeAuditEntry } from "../audit/write-audit-entry";

const KEY = "discord";

export interface StoredDiscord {
  webhookUrl: string | null;
  events: Record<DiscordEvent, boolean>;
}

const DEFAULTS: StoredDiscord = {
  webhookUrl: null,
  events: { newFundedTrader: true, weeklyPayoutSummary: true, jackpotWinners: true },
};

export async function storedDiscord(db: Db): Promise<StoredDiscord> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const value = (row?.value ?? {}) as Partial<StoredDiscord>;
  return {
    webhookUrl: typeof value.webhookUrl === "string" ? value.webhookUrl : null,
    events: { ...DEFAULTS.events, ...(value.events ?? {}) },
  };
}

/** The webhook URL without its secret token: enough to recognise it, useless to post with. */
export function maskWebhook(url: string): string {
  const parts = url.split("/");
  const token = parts.pop() ?? "";
  return `${parts.join("/")}/${token.slice(0, 4)}…`;
}

export async function discordSettings(db: Db): Promise<DiscordSettings> {
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
      .values({ key: KEY, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: now } });
    const view = (s: StoredDiscord) => ({
      webhookUrl: s.webhookUrl ? maskWebhook(s.webhookUrl) : null,
      events: s.events,
    });
    await writeAuditEntry(tx, {
      actor: admin,
      action: "discord-update",
      details: {
        target: { kind: "setting", id: KEY },
        before: view(before),
        after: view(next),
        ip: input.ip,
      },
      at: now,
    });
  });
  return discordSettings(ctx.db);
}
