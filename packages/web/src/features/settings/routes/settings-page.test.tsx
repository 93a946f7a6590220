import { screen, waitFor, within } from "@testing-library/react";
import type { SessionInfo } from "@proparena/contracts/account-settings";
import { describe, expect, it, vi } from "vitest";
import type { RealtimeConnection } from "../../../lib/socket";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { passwordChangedMessage } from "../components/password-section";
import {
  sampleSession,
  sampleSessions,
  serveAccountSettings,
  WRONG_PASSWORD_MESSAGE,
} from "../testing/sample-account-settings";
import { serveProfile } from "../testing/sample-profile";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "seven orange kites under quiet bridges";

function openSettings({
  sessions,
  realtime = null,
}: { sessions?: SessionInfo[]; realtime?: RealtimeConnection | null } = {}) {
  const api = createFakeApi();
  const server = serveAccountSettings(api, { sessions, password: PASSWORD });
  serveProfile(api);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp("/dashboard/settings", { token, realtime });
  return { api, server, token, ...app };
}

const section = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The text of the element that describes a field (its error, else its hint). */
function description(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

async function fillPasswordForm(
  app: ReturnType<typeof openSettings>,
  { current = PASSWORD, next = NEW_PASSWORD, confirm = NEW_PASSWORD } = {},
) {
  await section("Password");
  await app.user.type(field("Current password"), current);
  await app.user.type(field("New password"), next);
  await app.user.type(field("Confirm new password"), confirm);
  await app.user.click(screen.getByRole("button", { name: "Change password" }));
}

/** The sessions listed, by the device each shows. */
async function listedDevices() {
  const list = await screen.findByRole("list", { name: "Signed-in sessions" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("heading").textContent);
}

describe("settings page: password", () => {
  it("changes the password, says how many other sessions ended, clears the form and refreshes the sessions", async () => {
    const app = openSettings();
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(await listedDevices()).toHaveLength(3);
    expect(field("New password").getAttribute("aria-describedby")).toBeTruthy();
    expect(description(field("New password"))).toMatch(/^At least 10 characters/);

    await fillPasswordForm(app);

    expect(
      await screen.findByText("Password changed. 2 other sessions were signed out."),
    ).toBeTruthy();
    const [call] = app.api.callsTo("POST /account/password");
    expect(call?.body).toEqual({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(call?.token).toBe(app.token);
    expect(app.server.password()).toBe(NEW_PASSWORD);
    for (const label of ["Current password", "New password", "Confirm new password"]) {
      expect(field(label).value).toBe("");
      expect(field(label).getAttribute("aria-invalid")).toBeNull();
    }

    await waitFor(() => expect(app.api.callsTo("GET /account/sessions")).toHaveLength(2));
    await waitFor(async () => expect(await listedDevices()).toEqual(["Chrome on Windows"]));
    expect(screen.getByText("Only this device is signed in to your account.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });

  it("words the outcome for no, one and several other sessions", () => {
    expect(passwordChangedMessage(0)).toBe("Password changed. No other sessions were signed out.");
    expect(passwordChangedMessage(1)).toBe("Password changed. 1 other session was signed out.");
    expect(passwordChangedMessage(4)).toBe("Password changed. 4 other sessions were signed out.");
  });

  it("shows a wrong current password at its field and keeps what was typed", async () => {
    const app = openSettings();
    await fillPasswordForm(app, { current: "not my password" });

    const current = field("Current password");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(description(current)).toBe(WRONG_PASSWORD_MESSAGE);
    expect(current.value).toBe("not my password");
    expect(field("New password").value).toBe(NEW_PASSWORD);
    expect(field("Confirm new password").value).toBe(NEW_PASSWORD);
    expect(field("New password").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/Password changed/)).toBeNull();
    expect(screen.queryByText("Your password was not changed")).toBeNull();
    expect(app.server.password()).toBe(PASSWORD);

    // Typing again clears the server's verdict on that field.
    await app.user.type(current, "!");
    expect(current.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a new password the server refuses under New password", async () => {
    const app = openSettings();
    const message = "This password is too easy to guess. Add more words that are less common.";
    app.api.on("POST /account/password", () => ({
      status: 400,
      body: { message, code: "VALIDATION_ERROR", issues: [{ path: "newPassword", message }] },
    }));
    await fillPasswordForm(app, { next: "qwertyuiop1", confirm: "qwertyuiop1" });

    const next = field("New password");
    await waitFor(() => expect(next.getAttribute("aria-invalid")).toBe("true"));
    expect(description(next)).toBe(message);
    expect(field("Current password").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows other failures (too many tries) above the button", async () => {
    const app = openSettings();
    app.api.on("POST /account/password", () => ({
      status: 429,
      body: { message: "Too many attempts. Try again in a minute.", code: "RATE_LIMITED" },
    }));
    await fillPasswordForm(app);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your password was not changed");
    expect(alert.textContent).toContain("Too many attempts. Try again in a minute.");
    expect(field("Current password").value).toBe(PASSWORD);
  });

  it("does not send a new password whose confirmation differs", async () => {
    const app = openSettings();
    await fillPasswordForm(app, { confirm: `${NEW_PASSWORD}!` });

    const confirm = field("Confirm new password");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(description(confirm)).toBe("Passwords do not match");
    expect(document.activeElement).toBe(confirm);
    expect(app.api.callsTo("POST /account/password")).toHaveLength(0);
  });

  it("shows the pending state while the change is on its way", async () => {
    const app = openSettings();
    const held = deferred<FakeResponse>();
    app.api.on("POST /account/password", () => held.promise);
    await fillPasswordForm(app);

    const button = await screen.findByRole("button", { name: "Changing password…" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    held.resolve({ status: 200, body: { message: "Password changed", endedSessions: 1 } });
    expect(
      await screen.findByText("Password changed. 1 other session was signed out."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change password" })).toBeTruthy();
  });
});

describe("settings page: sessions", () => {
  it("lists each session's device, address, sign-in date and last activity, marking this device", async () => {
    openSettings();
    expect(await listedDevices()).toEqual([
      "Chrome on Windows",
      "Safari on iPhone",
      "Firefox on Linux",
    ]);
    const items = within(screen.getByRole("list", { name: "Signed-in sessions" })).getAllByRole(
      "listitem",
    );
    const [current, phone, laptop] = items.map((item) => within(item));

    expect(current!.getByText("This device")).toBeTruthy();
    expect(phone!.queryByText("This device")).toBeNull();
    expect(laptop!.queryByText("This device")).toBeNull();
    expect(current!.getByText("just now")).toBeTruthy();
    expect(current!.getByRole("button", { name: "Sign out this device" })).toBeTruthy();

    const detail = (item: ReturnType<typeof within>, label: string) =>
      item.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(detail(phone!, "IP address")).toBe("198.51.100.24");
    expect(detail(phone!, "Signed in")).toMatch(/^Jan 6, 2025/);
    expect(detail(phone!, "Last active")).toBe("5 minutes ago");
    expect(detail(laptop!, "IP address")).toBe("Unknown");
    expect(detail(laptop!, "Last active")).toBe("3 days ago");
    expect(phone!.getByRole("button", { name: "Sign out Safari on iPhone" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out all other sessions" })).toBeTruthy();
    expect(screen.queryByText("Only this device is signed in to your account.")).toBeNull();
  });

  it("signs one other session out, showing the pending state, and drops it from the list", async () => {
    const app = openSettings();
    await listedDevices();
    const held = deferred<void>();
    app.api.on("DELETE /account/sessions/ses_phone", async () => {
      await held.promise;
      return app.server.revoke("ses_phone");
    });

    await app.user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    const pending = screen.getByRole("button", { name: "Sign out Safari on iPhone" });
    expect(pending.textContent).toBe("Signing out…");
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    held.resolve();
    expect(
      await screen.findByText("Safari on iPhone (198.51.100.24) was signed out."),
    ).toBeTruthy();
    expect(await listedDevices()).toEqual(["Chrome on Windows", "Firefox on Linux"]);
    const [call] = app.api.callsTo("DELETE /account/sessions/ses_phone");
    expect(call?.token).toBe(app.token);
    expect(window.localStorage.getItem("token")).toBe(app.token);
    expect(app.location().pathname).toBe("/dashboard/settings");
  });

  it("drops a session that had already ended (404) without an error", async () => {
    const app = openSettings();
    await listedDevices();
    app.server.end("ses_laptop");

    await app.user.click(screen.getByRole("button", { name: "Sign out Firefox on Linux" }));
    await waitFor(async () =>
      expect(await listedDevices()).toEqual(["Chrome on Windows", "Safari on iPhone"]),
    );
    expect(app.api.callsTo("DELETE /account/sessions/ses_laptop")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks before signing out every other session, then signs them out", async () => {
    const app = openSettings();
    await listedDevices();
    const sessions = await section("Sessions");

    await app.user.click(sessions.getByRole("button", { name: "Sign out all other sessions" }));
    const question = sessions.getByRole("group", { name: /Sign out 2 other sessions\?/ });
    expect(app.api.callsTo("POST /account/sessions/revoke-others")).toHaveLength(0);
    await app.user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(sessions.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(
      sessions.getByRole("button", { name: "Sign out all other sessions" }),
    );

    await app.user.click(sessions.getByRole("button", { name: "Sign out all other sessions" }));
    await app.user.click(sessions.getByRole("button", { name: "Yes, sign them out" }));

    expect(await sessions.findByText("Signed out 2 other sessions.")).toBeTruthy();
    expect(app.api.callsTo("POST /account/sessions/revoke-others")).toHaveLength(1);
    expect(app.server.live().map((session) => session.id)).toEqual(["ses_current"]);
    expect(await listedDevices()).toEqual(["Chrome on Windows"]);
    expect(sessions.getByText("Only this device is signed in to your account.")).toBeTruthy();
    expect(sessions.queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });

  it("says so when this is the only session", async () => {
    openSettings({ sessions: [sampleSession()] });
    expect(await listedDevices()).toEqual(["Chrome on Windows"]);
    expect(screen.getByText("Only this device is signed in to your account.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });

  it("offers a retry when the sessions fail to load", async () => {
    const app = openSettings();
    let fail = true;
    app.api.on("GET /account/sessions", () =>
      fail
        ? { status: 429, body: { message: "Slow down a little.", code: "RATE_LIMITED" } }
        : { status: 200, body: { sessions: sampleSessions() } },
    );
    const sessions = await section("Sessions");
    const error = await sessions.findByRole("alert");
    expect(error.textContent).toContain("Your sessions could not be loaded");
    expect(error.textContent).toContain("Slow down a little.");

    fail = false;
    await app.user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await listedDevices()).toHaveLength(3);
    expect(sessions.queryByRole("alert")).toBeNull();
  });

  it("signing this device out from the list signs out like the header does", async () => {
    const realtime = { authenticate: vi.fn(), disconnect: vi.fn() };
    const app = openSettings({ realtime });
    await listedDevices();

    await app.user.click(screen.getByRole("button", { name: "Sign out this device" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
    expect(app.api.callsTo("DELETE /account/sessions/ses_current")).toHaveLength(1);
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(app.queryClient.getQueryData(["session", "account-sessions"])).toBeUndefined();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(realtime.disconnect).toHaveBeenCalled();
  });
});
