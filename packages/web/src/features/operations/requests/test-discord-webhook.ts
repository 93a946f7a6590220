import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { discordSettingsKey } from "./get-discord-settings";

/** What Discord answered the test message: ok, its HTTP status (null: no answer) and why. */
export interface DiscordTestResult {
  ok: boolean;
  status: number | null;
  message: string;
}

/** POST /admin/discord/test -> posts a test message to the saved webhook now. */
export function testDiscordWebhook(): Promise<DiscordTestResult> {
  return api("POST /admin/discord/test");
}

/** Sends the test, then refreshes the settings (the delivery log may show it). */
export function useTestDiscordWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testDiscordWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordSettingsKey }),
  });
}
