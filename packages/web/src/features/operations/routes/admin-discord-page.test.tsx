import { screen, waitFor, within } from "@testing-library/react";
import {
  DISCORD_EVENT_LABELS,
  discordTestResponseSchema,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import {
  DISCORD_WEBHOOK_EXAMPLE,
  DISCORD_WEBHOOK_PREFIX,
} from "@proparena/contracts/admin-settings";
import { describe, expect, it } from "vitest";
import { deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { createAdminFakeApi, sampleAdmin } from "../../../testing/admin-test-session";
import { MASKED_WEBHOOK, sampleDiscordSettings, serveDiscord } from "../testing/sample-discord";

function openDiscord(settings?: DiscordSettings, testAnswer?: () => FakeResponse) {
  const api = createAdminFakeApi();
  const server = serveDiscord(api, settings, testAnswer);
  api.install();
  const app = renderApp("/admin/discord", { token: api.sessionFor(sampleAdmin) });
  return { api, server, ...app };
}

const region = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));
const toggle = (label: string) => screen.getByRole("switch", { name: label }) as HTMLInputElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save settings" }) as HTMLButtonElement;

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | undefined {
  const ids = element.getAttribute("aria-describedby")?.split(" ");
  return ids?.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("discord page", () => {
  it("shows the saved webhook masked, the event toggles and the recent deliveries", async () => {
    openDiscord();
    const settings = await region("Announcements");
    expect(settings.getByText(MASKED_WEBHOOK)).toBeTruthy();
    expect(input("Replace with a new webhook URL").value).toBe("");
    expect(toggle(DISCORD_EVENT_LABELS.newFundedTrader).checked).toBe(true);
    expect(toggle(DISCORD_EVENT_LABELS.weeklyPayoutSummary).checked).toBe(true);
    expect(toggle(DISCORD_EVENT_LABELS.jackpotWinners).checked).toBe(false);
    expect(saveButton().disabled).toBe(true);

    const deliveries = within((await region("Recent deliveries")).getByRole("table"));
    expect(deliveries.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "EventStatusAttemptsCreatedSentLast error",
      "The weekly payout is settledFailed5Jan 6, 00:11:00 UTC—Discord answered 429 Too Many Requests",
      "A trader's funded account opensSent1Jan 5, 09:00:00 UTCJan 5, 09:00:01 UTC—",
    ]);
    expect(document.body.textContent).not.toMatch(/coming soon|not connected yet/i);
  });

  it("saves a new webhook and the changed events together", async () => {
    const app = openDiscord();
    await region("Announcements");
    await app.user.click(toggle(DISCORD_EVENT_LABELS.jackpotWinners));
    await app.user.type(
      input("Replace with a new webhook URL"),
      `${DISCORD_WEBHOOK_PREFIX}999/new-secret`,
    );
    await app.user.click(saveButton());

    expect(await screen.findByText("Discord settings saved.")).toBeTruthy();
    expect(app.api.callsTo("PUT /admin/discord").map((call) => call.body)).toEqual([
      {
        webhookUrl: `${DISCORD_WEBHOOK_PREFIX}999/new-secret`,
        events: { newFundedTrader: true, weeklyPayoutSummary: true, jackpotWinners: true },
      },
    ]);
    expect(screen.getByText(`${DISCORD_WEBHOOK_PREFIX}999/••••••••`)).toBeTruthy();
    expect(input("Replace with a new webhook URL").value).toBe("");
    expect(toggle(DISCORD_EVENT_LABELS.jackpotWinners).checked).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's refusal of a URL under the field", async () => {
    const app = openDiscord();
    await region("Announcements");
    const field = input("Replace with a new webhook URL");
    await app.user.type(field, "https://example.com/hooks/123");
    await app.user.click(saveButton());

    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(description(field)).toBe(`Use a Discord webhook URL (${DISCORD_WEBHOOK_EXAMPLE})`);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(app.api.callsTo("PUT /admin/discord")).toHaveLength(1);
    expect(screen.getByText(MASKED_WEBHOOK)).toBeTruthy();

    await app.user.type(field, "4");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("checks that a URL is a URL before sending", async () => {
    const app = openDiscord();
    await region("Announcements");
    const field = input("Replace with a new webhook URL");
    await app.user.type(field, "not a url");
    await app.user.click(saveButton());
    expect(description(field)).toBe("Paste the webhook URL from Discord");
    expect(document.activeElement).toBe(field);
    expect(app.api.callsTo("PUT /admin/discord")).toHaveLength(0);
  });

  it("removes the webhook after confirmation", async () => {
    const app = openDiscord();
    const settings = await region("Announcements");
    await app.user.click(settings.getByRole("button", { name: "Remove webhook" }));
    await app.user.click(
      within(screen.getByRole("dialog", { name: "Remove the webhook?" })).getByRole("button", {
        name: "Remove webhook",
      }),
    );
    expect(
      await screen.findByText("Webhook removed: nothing is posted to Discord until you add one."),
    ).toBeTruthy();
    expect(app.api.callsTo("PUT /admin/discord")[0]?.body).toEqual({ webhookUrl: null });
    expect(settings.getByText("No webhook saved: nothing is posted to Discord.")).toBeTruthy();
    expect(input("Webhook URL")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Send test message" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("sends a test message and shows what Discord answered", async () => {
    const held = deferred<void>();
    const app = openDiscord();
    app.api.on("POST /admin/discord/test", async () => {
      await held.promise;
      return {
        status: 200,
        body: discordTestResponseSchema.parse({ ok: true, status: 204, message: "Message posted" }),
      };
    });
    const test = await region("Test message");
    const before = app.api.callsTo("GET /admin/discord").length;
    await app.user.click(test.getByRole("button", { name: "Send test message" }));
    expect((test.getByRole("button", { name: "Sending…" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    held.resolve();

    const result = await test.findByRole("status");
    expect(result.textContent).toBe("Discord accepted the test messageHTTP 204 · Message posted");
    await waitFor(() =>
      expect(app.api.callsTo("GET /admin/discord").length).toBeGreaterThan(before),
    );
  });

  it("shows a test message Discord refused", async () => {
    const app = openDiscord(undefined, () => ({
      status: 200,
      body: discordTestResponseSchema.parse({
        ok: false,
        status: 404,
        message: "Unknown Webhook",
      }),
    }));
    const test = await region("Test message");
    await app.user.click(test.getByRole("button", { name: "Send test message" }));
    expect((await test.findByRole("alert")).textContent).toBe(
      "The test message was not deliveredHTTP 404 · Unknown Webhook",
    );
  });

  it("offers no test without a webhook", async () => {
    openDiscord(sampleDiscordSettings({ webhookUrl: null, deliveries: [] }));
    const test = await region("Test message");
    expect(
      (test.getByRole("button", { name: "Send test message" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(test.getByText("Save a webhook first to send a test.")).toBeTruthy();
    expect(screen.getByText("Nothing has been posted to Discord yet.")).toBeTruthy();
  });

  it("shows an error with a retry when the settings cannot be loaded", async () => {
    const api = createAdminFakeApi();
    serveDiscord(api);
    let fail = true;
    api.on("GET /admin/discord", () =>
      fail
        ? { status: 403, body: { message: "Admins only", code: "FORBIDDEN" } }
        : { status: 200, body: { discord: sampleDiscordSettings() } },
    );
    api.install();
    const { user } = renderApp("/admin/discord", { token: api.sessionFor(sampleAdmin) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The Discord settings could not be loaded");
    expect(alert.textContent).toContain("Admins only");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await region("Announcements");
  });
});
