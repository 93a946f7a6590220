import { screen, waitFor, within } from "@testing-library/react";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const GOOD_TOKEN = "b".repeat(64);
const NEW_EMAIL = "nina@example.com";

/** The server's answer to following the link: the account moves to the new address. */
function confirmsChange(api: FakeApi) {
  return api.on("POST /auth/email-change/confirm", () => {
    const user = api.users[0]!;
    user.email = NEW_EMAIL;
    return {
      status: 200,
      body: { message: `Your account now uses ${NEW_EMAIL}.`, email: NEW_EMAIL },
    };
  });
}

describe("change-email link (/auth/change-email/:token)", () => {
  it("confirms once on load, shows the new address and links to sign-in", async () => {
    const api = confirmsChange(createFakeApi()).install();
    renderApp(`/auth/change-email/${GOOD_TOKEN}`);

    expect(await screen.findByRole("heading", { name: "E-mail address changed" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("status").textContent).toContain(`Your account now uses ${NEW_EMAIL}.`);
    expect(main.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/signin");
    const calls = api.callsTo("POST /auth/email-change/confirm");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: GOOD_TOKEN });
  });

  it("leads a signed-in trader back to the settings and refreshes the session", async () => {
    const api = confirmsChange(createFakeApi());
    api.install();
    const token = api.sessionFor(api.users[0]!);
    renderApp(`/auth/change-email/${GOOD_TOKEN}`, { token });

    await screen.findByRole("heading", { name: "E-mail address changed" });
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Back to settings" }).getAttribute("href")).toBe(
      "/dashboard/settings",
    );
    // The session check is asked again after the change (the header and profile show it).
    await waitFor(() => {
      const checks = api.callsTo("GET /auth/check");
      expect(checks.length).toBeGreaterThan(0);
      const last = api.calls.lastIndexOf(checks.at(-1)!);
      const confirm = api.calls.indexOf(api.callsTo("POST /auth/email-change/confirm")[0]!);
      expect(last).toBeGreaterThan(confirm);
    });
  });

  it("explains an invalid, used or expired link", async () => {
    const api = createFakeApi();
    api.on("POST /auth/email-change/confirm", () => ({
      status: 400,
      body: {
        message:
          "This link is invalid, already used or expired. Ask for a new one in your settings.",
        code: ERROR_CODES.linkInvalid,
      },
    }));
    api.install();
    renderApp(`/auth/change-email/${GOOD_TOKEN}`);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This link is invalid, already used or expired.");
    expect(alert.textContent).toContain("Links work once and expire after 24 hours.");
    expect(screen.getByRole("heading", { name: "We could not change your e-mail" })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("explains an address taken in the meantime", async () => {
    const api = createFakeApi();
    api.on("POST /auth/email-change/confirm", () => ({
      status: 409,
      body: { message: `${NEW_EMAIL} is already used by another account.`, code: "CONFLICT" },
    }));
    api.install();
    renderApp(`/auth/change-email/${GOOD_TOKEN}`);

    expect(
      await screen.findByRole("heading", { name: "That address is already taken" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      `${NEW_EMAIL} is already used by another account.`,
    );
  });

  it("does not send a malformed token to the server", async () => {
    const api = createFakeApi().install();
    renderApp("/auth/change-email/not-a-token");

    expect((await screen.findByRole("alert")).textContent).toContain("This link is malformed");
    expect(api.callsTo("POST /auth/email-change/confirm")).toHaveLength(0);
  });
});
