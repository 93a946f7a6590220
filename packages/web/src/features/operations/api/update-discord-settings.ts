import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiscordEvent, DiscordSettings } from "@proparena/contracts/admin-settings";
import { apiFetch } from "../../../lib/api-client";
import { discordSettingsKey } from "./get-discord-settings";

/** What PUT /api/admin/discord takes: a new webhook URL (null removes it) and/or the events. */
export interface UpdateDiscordBody {
  webhookUrl?: string | null;
  events?: Partial<Record<DiscordEvent, boolean>>;
}

/**
 * PUT /api/admin/discord -> {discord}. A URL that is not a Discord webhook is a 400
 * VALIDATION_ERROR whose issue names `webhookUrl`; nothing changes then.
 */
export async function updateDiscordSettings(body: UpdateDiscordBody): Promise<DiscordSettings> {
  const { discord } = await apiFetch<{ discord: DiscordSettings }>("/admin/discord", {
    method: "PUT",
    body,
  });
  return discord;
}

export function useUpdateDiscordSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscordSettings,
    onSuccess: (discord) => queryClient.setQueryData(discordSettingsKey, discord),
  });
}
