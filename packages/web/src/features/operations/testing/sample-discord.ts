import {
  DISCORD_WEBHOOK_EXAMPLE,
  DISCORD_WEBHOOK_PREFIX,
  discordSettingsSchema,
  updateDiscordBodySchema,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { validationError } from "../../../testing/admin-test-session";

export const MASKED_WEBHOOK = `${DISCORD_WEBHOOK_PREFIX}1234567890/••••••••`;

export function sampleDiscordSettings(overrides: Partial<DiscordSettings> = {}): DiscordSettings {
  return discordSettingsSchema.parse({
    webhookUrl: MASKED_WEBHOOK,
    events: { newFundedTrader: true, weeklyPayoutSummary: true, jackpotWinners: false },
    deliveries: [
      {
        id: "d_2",
        event: "weeklyPayoutSummary",
        status: "failed",
        attempts: 5,
        lastError: "Discord answered 429 Too Many Requests",
        createdAt: "2025-01-06T00:11:00.000Z",
        sentAt: null,
      },
      {
        id: "d_1",
        event: "newFundedTrader",
        status: "sent",
        attempts: 1,
        lastError: null,
        createdAt: "2025-01-05T09:00:00.000Z",
        sentAt: "2025-01-05T09:00:01.000Z",
      },
    ],
    ...overrides,
  });
}

/** "<prefix>1/secret" -> "<prefix>1/••••••••". */
function mask(url: string): string {
  return url.replace(/[^/]+$/, "••••••••");
}

const DISCORD_WEBHOOK = /^https:\/\/(?:\w+\.)?discord(?:app)?\.com\/api\/webhooks\//;

/**
 * Serves GET and PUT /admin/discord (a URL that is not a Discord webhook: 400 on
 * `webhookUrl`; a saved one comes back masked) and POST /admin/discord/test (`testAnswer`).
 */
export function serveDiscord(
  api: FakeApi,
  settings: DiscordSettings = sampleDiscordSettings(),
  testAnswer: () => FakeResponse = () => ({
    status: 200,
    body: { ok: true, status: 204, message: "Message posted" },
  }),
) {
  let saved = settings;
  api.on("GET /admin/discord", () => ({
    status: 200,
    body: { discord: saved },
  }));
  api.on("PUT /admin/discord", ({ body }) => {
    const parsed = updateDiscordBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return validationError(issue.path.join("."), issue.message);
    }
    const { webhookUrl, events } = parsed.data;
    if (webhookUrl && !DISCORD_WEBHOOK.test(webhookUrl)) {
      return validationError(
        "webhookUrl",
        `Use a Discord webhook URL (${DISCORD_WEBHOOK_EXAMPLE})`,
      );
    }
    saved = discordSettingsSchema.parse({
      ...saved,
      webhookUrl: webhookUrl === undefined ? saved.webhookUrl : webhookUrl && mask(webhookUrl),
      events: { ...saved.events, ...events },
    });
    return { status: 200, body: { discord: saved } };
  });
  api.on("POST /admin/discord/test", () => testAnswer());
  return { current: () => saved };
}
