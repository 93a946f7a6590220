import { type DiscordEvent } from "@proparena/contracts/admin-settings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { appSettings } from "../../db/schema";

// The Discord webhook settings as stored in app_settings, and the masked webhook URL.

export const DISCORD_SETTINGS_KEY = "discord";

export interface StoredDiscord {
  webhookUrl: string | null;
  events: Record<DiscordEvent, boolean>;
}

const DEFAULTS: StoredDiscord = {
  webhookUrl: null,
  events: { newFundedTrader: true, weeklyPayoutSummary: true, jackpotWinners: true },
};

export async function storedDiscord(db: Db): Promise<StoredDiscord> {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, DISCORD_SETTINGS_KEY));
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
