import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { serveAccountSettings } from "../testing/sample-account-settings";
import { serveApiKeys } from "../testing/sample-api-keys";
import { serveProfile } from "../testing/sample-profile";

function openSettings() {
  const api = createFakeApi();
  serveAccountSettings(api);
  serveProfile(api);
  const keys = serveApiKeys(api);
  api.install();
  const app = renderApp("/dashboard/settings", { token: api.sessionFor(api.users[0]!) });
  return { api, keys, ...app };
}

describe("Settings > API keys", () => {
  it("makes a key, shows it once, lists it, and revokes it after a confirmation", async () => {
    const app = openSettings();
    const section = within(
      await screen.findByRole("region", { name: "API keys" }, { timeout: 3_000 }),
    );
    expect(await section.findByText(/No API keys yet/)).toBeTruthy();

    await app.user.type(section.getByLabelText("Name"), "MA bot");
    await app.user.click(section.getByLabelText(/^Trade:/));
    await app.user.click(section.getByRole("button", { name: "Make key" }));

    expect(await section.findByText(`pak_00000001_${"ab".repeat(20)}`)).toBeTruthy();
    expect(section.getByText(/shown only this once/)).toBeTruthy();
    const sent = app.api.callsTo("POST /account/api-keys")[0]!.body;
    expect(sent).toEqual({ name: "MA bot", scopes: ["read", "trade"], accountId: null });

    const list = await section.findByRole("list", { name: "API keys" });
    const row = within(list).getByRole("listitem", { name: "MA bot" });
    expect(within(row).getByText("trade")).toBeTruthy();
    expect(within(row).getByText(/never used/)).toBeTruthy();

    // "I have copied it" hides the key for good.
    await app.user.click(section.getByRole("button", { name: "I have copied it" }));
    expect(section.queryByText(`pak_00000001_${"ab".repeat(20)}`)).toBeNull();

    await app.user.click(within(row).getByRole("button", { name: "Revoke" }));
    await app.user.click(within(row).getByRole("button", { name: "Revoke MA bot now" }));
    expect(await within(row).findByText("Revoked")).toBeTruthy();
    expect(app.keys.keys()[0]!.revokedAt).not.toBeNull();
    expect(within(row).queryByRole("button", { name: "Revoke" })).toBeNull();
  });

  it("will not send a key without a scope", async () => {
    const app = openSettings();
    const section = within(
      await screen.findByRole("region", { name: "API keys" }, { timeout: 3_000 }),
    );
    await section.findByText(/No API keys yet/);
    await app.user.type(section.getByLabelText("Name"), "nothing");
    await app.user.click(section.getByLabelText(/^Read:/));
    expect((section.getByRole("button", { name: "Make key" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(app.api.callsTo("POST /account/api-keys")).toHaveLength(0);
  });

  it("says so when the keys cannot be loaded", async () => {
    const app = openSettings();
    app.api.on("GET /account/api-keys", () => ({
      status: 500,
      body: { message: "Database down", code: "INTERNAL_ERROR" },
    }));
    expect(
      await screen.findByText("Your API keys could not be loaded", {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });
});
