import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_PREFERENCES, type Preferences } from "@proparena/contracts/account-settings";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { SoundToggle } from "../../../components/sound-toggle";
import { TOKEN_STORAGE_KEY } from "../../../lib/auth-token";
import { isSoundEnabled, setSoundEnabled } from "../../../lib/sound";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { serveAccountSettings, WRONG_PASSWORD_MESSAGE } from "../testing/sample-account-settings";
import { serveProfile } from "../testing/sample-profile";

const PASSWORD = "correct horse battery";

function openSettings({
  preferences,
  path = "/dashboard/settings",
}: { preferences?: Preferences; path?: string } = {}) {
  const api = createFakeApi();
  const server = serveAccountSettings(api, { password: PASSWORD, preferences });
  serveProfile(api);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp(path, { token });
  return { api, server, token, ...app };
}

const region = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

/** The text of the elements that describe a field (its error or hint, and its saved note). */
function description(input: HTMLElement): string {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const reducedMotion = () => document.documentElement.getAttribute("data-reduced-motion");

describe("settings page: e-mail address", () => {
  it("shows the current address and sends a confirmation link to the new one", async () => {
    const app = openSettings();
    const section = await region("E-mail address");
    expect(await section.findByText("trader@example.com")).toBeTruthy();

    await app.user.type(section.getByLabelText("New e-mail address"), "Nina@Example.com");
    await app.user.type(section.getByLabelText("Your password"), PASSWORD);
    await app.user.click(section.getByRole("button", { name: "Change e-mail address" }));

    const notice = await section.findByRole("status");
    expect(notice.textContent).toContain("We sent a confirmation link to nina@example.com");
    expect(app.api.callsTo("POST /account/email")[0]?.body).toEqual({
      newEmail: "nina@example.com",
      currentPassword: PASSWORD,
    });
    expect(app.api.callsTo("POST /account/email")[0]?.token).toBe(app.token);
    expect(app.server.pendingEmail()).toBe("nina@example.com");
    expect((section.getByLabelText("New e-mail address") as HTMLInputElement).value).toBe("");
    expect((section.getByLabelText("Your password") as HTMLInputElement).value).toBe("");
    // The address changes only when the link is followed.
    expect(section.getByText("trader@example.com")).toBeTruthy();
  });

  it("shows a wrong password and a taken address at their fields", async () => {
    const app = openSettings();
    const section = await region("E-mail address");
    const password = section.getByLabelText("Your password");
    const newEmail = section.getByLabelText("New e-mail address");

    await app.user.type(newEmail, "nina@example.com");
    await app.user.type(password, "not my password");
    await app.user.click(section.getByRole("button", { name: "Change e-mail address" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(description(password)).toBe(WRONG_PASSWORD_MESSAGE);
    expect(newEmail.getAttribute("aria-invalid")).toBeNull();

    await app.user.clear(password);
    await app.user.type(password, PASSWORD);
    await app.user.clear(newEmail);
    await app.user.type(newEmail, "trader@example.com");
    await app.user.click(section.getByRole("button", { name: "Change e-mail address" }));
    await waitFor(() => expect(newEmail.getAttribute("aria-invalid")).toBe("true"));
    expect(description(newEmail)).toBe("That address is already in use.");
    expect(section.queryByRole("alert")).toBeNull();
    expect(section.queryByText(/We sent a confirmation link/)).toBeNull();
  });

  it("checks the address before sending", async () => {
    const app = openSettings();
    const section = await region("E-mail address");
    await app.user.type(section.getByLabelText("New e-mail address"), "not-an-address");
    await app.user.click(section.getByRole("button", { name: "Change e-mail address" }));
    expect(description(section.getByLabelText("New e-mail address"))).toBe(
      "Enter a valid email address",
    );
    expect(description(section.getByLabelText("Your password"))).toBe(
      "Your current password is required",
    );
    expect(app.api.callsTo("POST /account/email")).toHaveLength(0);
  });
});

describe("settings page: notifications and app", () => {
  it("shows each preference as a labelled switch and saves a change at once", async () => {
    const app = openSettings();
    const section = await region("Notifications and app");
    const sw = (name: string) => section.getByRole("switch", { name }) as HTMLInputElement;
    await section.findByRole("switch", { name: "E-mail me product news" });

    expect(sw("E-mail me when an account breaches a rule").checked).toBe(true);
    expect(sw("E-mail me when I pass a phase and the next account opens").checked).toBe(true);
    expect(sw("E-mail me when support answers a ticket").checked).toBe(true);
    expect(sw("E-mail me product news").checked).toBe(false);
    // Money and security e-mails have no switch; the page says which and why.
    expect(section.queryByRole("switch", { name: /payout/i })).toBeNull();
    const always = within(
      section.getByRole("region", { name: "Always e-mailed (these cannot be switched off)" }),
    );
    expect(always.getByText(/^Payouts: your weekly credits/).textContent).toContain(
      "(money owed to you)",
    );
    expect(always.getByText(/^Our team's acts on your accounts/).textContent).toContain(
      "(a change someone else made to your account)",
    );
    expect(sw("Trading sounds").checked).toBe(true);
    expect(sw("Reduce motion").checked).toBe(false);

    await app.user.click(sw("E-mail me product news"));
    await waitFor(() => expect(description(sw("E-mail me product news"))).toContain("Saved"));
    expect(sw("E-mail me product news").checked).toBe(true);
    expect(app.api.callsTo("PATCH /account/preferences")[0]?.body).toEqual({
      emailProductNews: true,
    });
    expect(app.server.preferences()).toEqual({ ...DEFAULT_PREFERENCES, emailProductNews: true });

    await app.user.click(sw("E-mail me when an account breaches a rule"));
    await waitFor(() =>
      expect(sw("E-mail me when an account breaches a rule").checked).toBe(false),
    );
    expect(app.api.callsTo("PATCH /account/preferences")[1]?.body).toEqual({
      emailBreaches: false,
    });
  });

  it("shows 'Saving…' with the new position, and flips back with the error when refused", async () => {
    const app = openSettings();
    const section = await region("Notifications and app");
    const sw = () =>
      section.getByRole("switch", {
        name: "E-mail me when support answers a ticket",
      }) as HTMLInputElement;
    await waitFor(() => expect(sw().checked).toBe(true));

    const answer = deferred<FakeResponse>();
    app.api.on("PATCH /account/preferences", () => answer.promise);
    await app.user.click(sw());
    expect(sw().checked).toBe(false);
    expect(description(sw())).toContain("Saving…");

    answer.resolve({ status: 503, body: { message: "Down for maintenance", code: "UNAVAILABLE" } });
    const alert = await section.findByRole("alert");
    expect(alert.textContent).toBe("Not saved: Down for maintenance");
    expect(sw().checked).toBe(true);
  });

  it("shows an error with a retry when the preferences cannot be loaded", async () => {
    const api = createFakeApi();
    serveAccountSettings(api);
    serveProfile(api);
    api.on("GET /account/preferences", () => ({
      status: 403,
      body: { message: "Not now", code: "FORBIDDEN" },
    }));
    api.install();
    renderApp("/dashboard/settings", { token: api.sessionFor(api.users[0]!) });
    const section = await region("Notifications and app");
    const alert = await section.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Your preferences could not be loaded");
  });
});

describe("preferences applied to the app", () => {
  it("reduces motion on the whole page while the saved preference says so", async () => {
    const app = openSettings();
    const section = await region("Notifications and app");
    const sw = await section.findByRole("switch", { name: "Reduce motion" });
    expect(reducedMotion()).toBeNull();

    await app.user.click(sw);
    await waitFor(() => expect(reducedMotion()).toBe("true"));
    expect(app.api.callsTo("PATCH /account/preferences")[0]?.body).toEqual({
      reducedMotion: true,
    });

    await app.user.click(sw);
    await waitFor(() => expect(reducedMotion()).toBeNull());
  });

  it("applies saved preferences when signed in, on any page, and drops the motion one on sign-out", async () => {
    setSoundEnabled(true);
    const app = openSettings({
      path: "/dashboard/profile",
      preferences: { ...DEFAULT_PREFERENCES, sound: false, reducedMotion: true },
    });
    await waitFor(() => expect(reducedMotion()).toBe("true"));
    expect(isSoundEnabled()).toBe(false);

    await app.user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(reducedMotion()).toBeNull());
  });

  it("turns the site's sound on and off with the saved preference", async () => {
    setSoundEnabled(true);
    const app = openSettings({ preferences: { ...DEFAULT_PREFERENCES, sound: false } });
    const section = await region("Notifications and app");
    const sw = (await section.findByRole("switch", { name: "Trading sounds" })) as HTMLInputElement;
    await waitFor(() => expect(isSoundEnabled()).toBe(false));
    expect(sw.checked).toBe(false);

    await app.user.click(sw);
    await waitFor(() => expect(isSoundEnabled()).toBe(true));
    expect(window.localStorage.getItem("sound")).toBe("on");
    expect(app.server.preferences().sound).toBe(true);
  });

  it("saves the site's sound switch as the preference when signed in", async () => {
    const api = createFakeApi();
    const server = serveAccountSettings(api);
    api.install();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, api.sessionFor(api.users[0]!));
    setSoundEnabled(true);
    const user = userEvent.setup();
    renderWithProviders(<SoundToggle />);

    await user.click(screen.getByRole("button", { name: /Sound on/ }));
    expect(screen.getByRole("button", { name: /Sound off/ })).toBeTruthy();
    await waitFor(() => expect(server.preferences().sound).toBe(false));
    expect(api.callsTo("PATCH /account/preferences")[0]?.body).toEqual({ sound: false });
  });

  it("leaves the preference alone when signed out", async () => {
    const api = createFakeApi().install();
    setSoundEnabled(true);
    const user = userEvent.setup();
    renderWithProviders(<SoundToggle />);
    await user.click(screen.getByRole("button", { name: /Sound on/ }));
    expect(isSoundEnabled()).toBe(false);
    expect(api.callsTo("PATCH /account/preferences")).toHaveLength(0);
  });
});
