import { webhookTarget } from "./discord-api";
import { type DiscordMessage } from "./discord-delivery";

const TIMEOUT_MS = 5_000;

/**
 * Posts one message to a saved webhook, at its path on Discord's API (`apiBase`, from
 * DISCORD_API_BASE); what Discord answered, or why it could not be reached.
 */
export async function postToDiscord(
  webhookUrl: string,
  message: DiscordMessage,
  apiBase: string | undefined,
): Promise<{ ok: boolean; status: number | null; message: string }> {
  try {
    const url = webhookTarget(webhookUrl, apiBase);
    const res = await fetch(`${url}${url.includes("?") ? "&" : "?"}wait=true`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    const detail = res.ok
      ? "Discord accepted the message."
      : `Discord answered HTTP ${res.status}.`;
    return { ok: res.ok, status: res.status, message: detail };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, message: `Could not reach the webhook: ${reason}` };
  }
}
