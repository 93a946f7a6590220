import { screen, waitFor, within } from "@testing-library/react";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { describe, expect, it, vi } from "vitest";
import { stubClipboard } from "../../../testing/clipboard";
import { createFakeApi } from "../../../testing/fake-api";
import { stubObjectUrls } from "../../../testing/object-urls";
import { renderApp } from "../../../testing/render-app";
import { RECOVERY_CODES_FILENAME } from "../components/recovery-codes";
import { groupSecret } from "../components/two-factor-setup";
import {
  SAMPLE_QR_CODE,
  SAMPLE_SECRET,
  sampleRecoveryCodes,
  serveAccountSettings,
  TOTP_CODE,
  TWO_FACTOR_INVALID_MESSAGE,
  twoFactorOn,
  WRONG_PASSWORD_MESSAGE,
} from "../testing/sample-account-settings";
import { serveProfile } from "../testing/sample-profile";

const PASSWORD = "correct horse battery";

function openSettings({ twoFactor }: { twoFactor?: TwoFactorStatus } = {}) {
  const api = createFakeApi();
  const server = serveAccountSettings(api, { password: PASSWORD, twoFactor });
  serveProfile(api);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp("/dashboard/settings", { token });
  return { api, server, token, ...app };
}

const twoFactorSection = async () => {
  const region = await screen.findByRole("region", { name: "Two-factor sign-in" });
  await within(region).findByText(/^(On|Off)$/, {}, { timeout: 3_000 });
  return within(region);
};

/** The sessions listed, by the device each shows. */
async function listedDevices() {
  const list = await screen.findByRole("list", { name: "Signed-in sessions" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("heading").textContent);
}

/** The server's answer while wrong codes on the account make codes from the app wait. */
const DELAYED_MESSAGE =
  "Too many wrong codes for this account lately. Try again in 8 seconds, or use one of your recovery codes.";
const delayed = () => ({
  status: 429,
  body: { message: DELAYED_MESSAGE, code: ERROR_CODES.twoFactorDelayed, retryAfterSeconds: 8 },
});

/** A Blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The text of the element that describes a field (its error, else its hint). */
function description(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("settings page: turning two-factor sign-in on", () => {
  it("asks for the password, shows the QR code and key, checks the first code, shows the recovery codes once and the sessions it ended", async () => {
    const app = openSettings();
    const section = await twoFactorSection();
    expect(section.getByText(/Two-factor sign-in is off/)).toBeTruthy();

    await app.user.click(section.getByRole("button", { name: "Set up two-factor sign-in" }));
    const password = section.getByLabelText("Your password");
    expect(document.activeElement).toBe(password);

    // A wrong password is shown at its field.
    await app.user.type(password, "not my password");
    await app.user.click(section.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(description(password)).toBe(WRONG_PASSWORD_MESSAGE);

    await app.user.clear(password);
    await app.user.type(password, PASSWORD);
    await app.user.click(section.getByRole("button", { name: "Continue" }));

    const qr = (await section.findByRole("img", {
      name: "QR code to scan with your authenticator app",
    })) as HTMLImageElement;
    expect(qr.getAttribute("src")).toBe(SAMPLE_QR_CODE);
    expect(section.getByText(groupSecret(SAMPLE_SECRET))).toBeTruthy();
    expect(groupSecret(SAMPLE_SECRET)).toBe("JBSW Y3DP EHPK 3PXP");
    expect(app.api.callsTo("POST /account/2fa/setup")[1]?.body).toEqual({
      currentPassword: PASSWORD,
    });

    // The code is checked before sending, then by the server.
    const code = section.getByLabelText("6-digit code from the app");
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await app.user.type(code, "12");
    await app.user.click(section.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(description(code)).toBe("Enter the 6-digit code from your app");
    expect(app.api.callsTo("POST /account/2fa/enable")).toHaveLength(0);

    await app.user.clear(code);
    await app.user.type(code, "000000");
    await app.user.click(section.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await waitFor(() => expect(description(code)).toBe(TWO_FACTOR_INVALID_MESSAGE));
    expect(screen.queryByRole("alert")).toBeNull();

    await app.user.clear(code);
    await app.user.type(code, TOTP_CODE);
    await app.user.click(section.getByRole("button", { name: "Turn on two-factor sign-in" }));

    const list = await section.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(sampleRecoveryCodes(1));
    expect(section.getByRole("heading", { name: /Save your recovery codes/ })).toBeTruthy();
    expect(section.getByText("On")).toBeTruthy();
    // Sessions opened before two-factor sign-in was on end; the list is read again.
    expect(section.getByText("2 other sessions were signed out.")).toBeTruthy();
    expect(app.server.live().map((session) => session.id)).toEqual(["ses_current"]);
    await waitFor(async () => expect(await listedDevices()).toEqual(["Chrome on Windows"]));
    expect(app.api.callsTo("POST /account/2fa/enable").at(-1)?.body).toEqual({
      code: TOTP_CODE,
    });

    await app.user.click(section.getByRole("button", { name: "I saved them" }));
    expect(section.queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(section.getByText("Recovery codes saved. Keep them safe.")).toBeTruthy();
    expect(section.getByText(/Two-factor sign-in is on since January 6, 2025/)).toBeTruthy();
    expect(section.getByText("10 recovery codes left")).toBeTruthy();
    expect(section.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeTruthy();
  });

  it("copies the recovery codes and downloads them as a text file", async () => {
    const app = openSettings();
    const urls = stubObjectUrls();
    const writeText = stubClipboard();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const section = await twoFactorSection();
    await app.user.click(section.getByRole("button", { name: "Set up two-factor sign-in" }));
    await app.user.type(section.getByLabelText("Your password"), PASSWORD);
    await app.user.click(section.getByRole("button", { name: "Continue" }));
    await app.user.type(await section.findByLabelText("6-digit code from the app"), TOTP_CODE);
    await app.user.click(section.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await section.findByRole("list", { name: "Recovery codes" });

    await app.user.click(section.getByRole("button", { name: "Copy codes" }));
    expect(writeText).toHaveBeenCalledWith(sampleRecoveryCodes(1).join("\n"));
    expect(await section.findByText("Recovery codes copied to the clipboard.")).toBeTruthy();

    await app.user.click(section.getByRole("button", { name: "Download as .txt" }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(RECOVERY_CODES_FILENAME);
    expect(RECOVERY_CODES_FILENAME).toBe("proparena-recovery-codes.txt");
    const blob = urls.created.mock.calls[0]![0];
    expect(blob.type).toBe("text/plain");
    const text = await readText(blob);
    for (const code of sampleRecoveryCodes(1)) expect(text).toContain(code);
  });

  it("goes back to the status when the set-up is cancelled", async () => {
    const app = openSettings();
    const section = await twoFactorSection();
    await app.user.click(section.getByRole("button", { name: "Set up two-factor sign-in" }));
    await app.user.click(section.getByRole("button", { name: "Cancel" }));
    expect(section.getByRole("button", { name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(app.api.callsTo("POST /account/2fa/setup")).toHaveLength(0);
  });
});

describe("settings page: two-factor sign-in on", () => {
  it("shows the codes left, warning when few are", async () => {
    openSettings({ twoFactor: twoFactorOn(2) });
    const section = await twoFactorSection();
    expect(section.getByText("On")).toBeTruthy();
    expect(section.getByText(/2 recovery codes left: make new ones/)).toBeTruthy();
  });

  it("turns it off after asking again for the password and a code, and says which sessions ended", async () => {
    const app = openSettings({ twoFactor: twoFactorOn() });
    const section = await twoFactorSection();

    await app.user.click(section.getByRole("button", { name: "Turn off two-factor sign-in" }));
    const question = section.getByRole("form", { name: /Turn off two-factor sign-in\?/ });
    const confirm = within(question);
    expect(document.activeElement).toBe(confirm.getByLabelText("Your password"));

    await app.user.type(confirm.getByLabelText("Your password"), PASSWORD);
    const code = confirm.getByLabelText("Code from your authenticator app");
    await app.user.type(code, "999999");
    await app.user.click(confirm.getByRole("button", { name: "Yes, turn it off" }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(description(code)).toBe(TWO_FACTOR_INVALID_MESSAGE);
    expect(app.server.twoFactor().enabled).toBe(true);

    await app.user.clear(code);
    await app.user.type(code, TOTP_CODE);
    await app.user.click(confirm.getByRole("button", { name: "Yes, turn it off" }));

    expect(
      await section.findByText("Two-factor sign-in is off. 2 other sessions were signed out."),
    ).toBeTruthy();
    await waitFor(async () => expect(await listedDevices()).toEqual(["Chrome on Windows"]));
    expect(section.getByText("Off")).toBeTruthy();
    expect(section.getByRole("button", { name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(app.api.callsTo("POST /account/2fa/disable").at(-1)?.body).toEqual({
      currentPassword: PASSWORD,
      code: TOTP_CODE,
    });
    expect(app.server.twoFactor().enabled).toBe(false);
  });

  it("keeps it on when turning off is cancelled", async () => {
    const app = openSettings({ twoFactor: twoFactorOn() });
    const section = await twoFactorSection();
    await app.user.click(section.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await app.user.click(section.getByRole("button", { name: "Cancel" }));
    expect(section.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeTruthy();
    expect(app.api.callsTo("POST /account/2fa/disable")).toHaveLength(0);
  });

  it("makes new recovery codes with a code and shows them once", async () => {
    const app = openSettings({ twoFactor: twoFactorOn(1) });
    const section = await twoFactorSection();

    await app.user.click(section.getByRole("button", { name: "New recovery codes" }));
    const code = section.getByLabelText("Code from your authenticator app");
    expect(document.activeElement).toBe(code);
    await app.user.type(code, TOTP_CODE);
    await app.user.click(section.getByRole("button", { name: "Make new recovery codes" }));

    const list = await section.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(section.getByRole("heading", { name: "Your new recovery codes" })).toBeTruthy();
    expect(section.getByText("2 other sessions were signed out.")).toBeTruthy();
    await waitFor(async () => expect(await listedDevices()).toEqual(["Chrome on Windows"]));
    expect(app.api.callsTo("POST /account/2fa/recovery-codes")[0]?.body).toEqual({
      code: TOTP_CODE,
    });
    await app.user.click(section.getByRole("button", { name: "I saved them" }));
    expect(section.getByText("10 recovery codes left")).toBeTruthy();
  });

  it("shows the server's wait for codes at the code field, turning off and making new codes", async () => {
    const app = openSettings({ twoFactor: twoFactorOn() });
    app.api.on("POST /account/2fa/disable", delayed);
    app.api.on("POST /account/2fa/recovery-codes", delayed);
    const section = await twoFactorSection();

    await app.user.click(section.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await app.user.type(section.getByLabelText("Your password"), PASSWORD);
    const code = section.getByLabelText("Code from your authenticator app");
    await app.user.type(code, TOTP_CODE);
    await app.user.click(section.getByRole("button", { name: "Yes, turn it off" }));
    await waitFor(() => expect(description(code)).toBe(DELAYED_MESSAGE));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(app.server.twoFactor().enabled).toBe(true);

    await app.user.click(section.getByRole("button", { name: "Cancel" }));
    await app.user.click(section.getByRole("button", { name: "New recovery codes" }));
    const regenerateCode = section.getByLabelText("Code from your authenticator app");
    await app.user.type(regenerateCode, TOTP_CODE);
    await app.user.click(section.getByRole("button", { name: "Make new recovery codes" }));
    await waitFor(() => expect(description(regenerateCode)).toBe(DELAYED_MESSAGE));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(section.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("shows an error with a retry when the status cannot be loaded", async () => {
    const api = createFakeApi();
    serveAccountSettings(api);
    serveProfile(api);
    api.on("GET /account/2fa", () => ({
      status: 403,
      body: { message: "Not now", code: "FORBIDDEN" },
    }));
    api.install();
    renderApp("/dashboard/settings", { token: api.sessionFor(api.users[0]!) });
    const region = await screen.findByRole("region", { name: "Two-factor sign-in" });
    const alert = await within(region).findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Two-factor sign-in could not be loaded");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
