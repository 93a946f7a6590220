import { useQuery } from "@tanstack/react-query";
import type { DiscordSettings } from "@proparena/contracts/admin-settings";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const discordSettingsKey = [...adminKeys.all, "discord"] as const;

/** GET /admin/discord -> the webhook (masked), which events post, and recent deliveries. */
export async function getDiscordSettings(): Promise<DiscordSettings> {
  const { discord } = await api("GET /admin/discord");
  return discord;
}

export function useDiscordSettings() {
  return useQuery({ queryKey: discordSettingsKey, queryFn: getDiscordSettings });
}
