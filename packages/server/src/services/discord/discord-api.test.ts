import { describe, expect, it } from "vitest";
import { DISCORD_API, webhookRefusal, webhookTarget } from "./discord-api";

describe("Discord webhooks", () => {
  it("only Discord's own HTTPS webhook URLs are taken, with no setting to loosen it", () => {
    expect(webhookRefusal.length).toBe(1);
    for (const url of [
      "https://discord.com/api/webhooks/123/abc-DEF_9",
      "https://discordapp.com/api/webhooks/123/abc",
      "https://ptb.discord.com/api/webhooks/123/abc",
    ]) {
      expect(webhookRefusal(url), url).toBeNull();
    }
    for (const url of [
      "http://discord.com/api/webhooks/123/abc",
      "http://127.0.0.1:4000/api/webhooks/123/abc",
      "https://localhost/api/webhooks/123/abc",
      "https://discord.com.example/api/webhooks/123/abc",
      "https://evil.discord.com.example/api/webhooks/123/abc",
      "https://discord.com:444/api/webhooks/123/abc",
      "https://a:b@discord.com/api/webhooks/123/abc",
      "https://discord.com/api/webhooks/123",
      "https://discord.com/api/webhooks/123/abc/slack/../../..",
      "nonsense",
    ]) {
      expect(webhookRefusal(url), url).not.toBeNull();
    }
  });

  it("a post goes to the webhook's path on the configured API", () => {
    const url = "https://discordapp.com/api/webhooks/123/abc?thread_id=9";
    expect(webhookTarget(url)).toBe(`${DISCORD_API}/api/webhooks/123/abc?thread_id=9`);
    expect(webhookTarget(url, "http://127.0.0.1:4000/")).toBe(
      "http://127.0.0.1:4000/api/webhooks/123/abc?thread_id=9",
    );
  });
});
