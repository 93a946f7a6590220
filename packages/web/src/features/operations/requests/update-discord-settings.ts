import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiscordSettings, UpdateDiscordBody } from "@proparena/contracts/admin-settings";
import { api } from "../../../lib/api";
import { discordSettingsKey } from "./get-discord-settings";

/** The contract's type, for the components that import it from here. */
export type { UpdateDiscordBody };

/**
 * PUT /admin/discord -> {discord}. A URL that is not a Discord webhook is a 400
 * VALIDATION_ERROR whose issue names `webhookUrl`; nothing changes then.
 */
export async function updateDiscordSettings(body: UpdateDiscordBody): Promise<DiscordSettings> {
  const { discord } = await api("PUT /admin/discord", { body });
  return discord;
}

export function useUpdateDiscordSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscordSettings,
    onSuccess: (discord) => queryClient.setQueryData(discordSettingsKey, discord),
  });
}
