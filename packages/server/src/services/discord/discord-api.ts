/** Discord's API, where webhook posts go unless DISCORD_API_BASE says otherwise. */
export const DISCORD_API = "https://discord.com";

/** Discord's own hosts of webhook URLs (the web client's, its test builds', the old domain). */
const DISCORD_HOSTS = ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"];

/**
 * Why a webhook URL cannot be saved, or null: it must be one of Discord's over HTTPS, with a
 * webhook path (https://discord.com/api/webhooks/<id>/<token>). The same in every environment,
 * so the server can never be pointed at another machine; tests set DISCORD_API_BASE instead.
 */
export function webhookRefusal(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "Paste the webhook URL from Discord.";
  }
  const ok =
    parsed.protocol === "https:" &&
    DISCORD_HOSTS.includes(parsed.hostname) &&
    parsed.port === "" &&
    parsed.username === "" &&
    parsed.password === "" &&
    /^\/api\/webhooks\/\d+\/[\w-]+\/?$/.test(parsed.pathname);
  return ok ? null : "Use a Discord webhook URL (https://discord.com/api/webhooks/…).";
}

/**
 * Where a post to `webhookUrl` goes: its webhook path on `apiBase` (Discord's API, or the
 * receiver tests configure). The saved URL's host is never contacted as such.
 */
export function webhookTarget(webhookUrl: string, apiBase = DISCORD_API): string {
  const { pathname, search } = new URL(webhookUrl);
  return `${apiBase.replace(/\/+$/, "")}${pathname}${search}`;
}
