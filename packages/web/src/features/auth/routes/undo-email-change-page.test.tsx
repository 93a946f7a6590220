import { screen, within } from "@testing-library/react";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { restoredNotice } from "./undo-email-change-page";

const TOKEN = "d".repeat(64);
const OLD_EMAIL = "trader@example.com";
const NEW_PASSWORD = "my new long password";

/** Opens the undo link with `answer` as the server's, chooses a password and submits it. */
async function undoWith(answer: FakeResponse, options: { signedIn?: boolean } = {}) {
  const api = createFakeApi();
  api.on("POST /auth/email-change/revert", () => answer);
  api.install();
  const token = options.signedIn ? api.sessionFor(api.users[0]!) : undefined;
  const app = renderApp(`/auth/undo-email-change/${TOKEN}`, { token });
  expect(await screen.findByRole("heading", { name: "Undo the e-mail change" })).toBeTruthy();
  await app.user.type(screen.getByLabelText("New password"), NEW_PASSWORD);
  await app.user.type(screen.getByLabelText("Confirm new password"), NEW_PASSWORD);
  await app.user.click(screen.getByRole("button", { name: "Undo the change and set password" }));
  return { api, app };
}

describe("undo e-mail change link (/auth/undo-email-change/:token)", () => {
  it("moves the account back with a new password, forgets this browser's session and signs in at the old address", async () => {
    const { api, app } = await undoWith(
      {
        status: 200,
        body: {
          message: `Your account uses ${OLD_EMAIL} again. Sign in with your new password.`,
          email: OLD_EMAIL,
        },
      },
      { signedIn: true },
    );

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
    expect(screen.getByRole("status").textContent).toBe(restoredNotice(OLD_EMAIL));
    expect(restoredNotice(OLD_EMAIL)).toContain(OLD_EMAIL);
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(api.callsTo("POST /auth/email-change/revert").map((call) => call.body)).toEqual([
      { token: TOKEN, password: NEW_PASSWORD },
    ]);
  });

  it("explains a link that no longer works: once, for 7 days, then support", async () => {
    const message =
      "This link is invalid, already used or expired. Write to support if you need help.";
    const { app } = await undoWith({
      status: 400,
      body: { message, code: ERROR_CODES.linkInvalid },
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain("works once, and for 7 days after the change");
    expect(within(alert).getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(app.location().pathname).toBe(`/auth/undo-email-change/${TOKEN}`);
  });

  it("explains that another account uses the address now", async () => {
    await undoWith({
      status: 409,
      body: { message: `${OLD_EMAIL} is already used by another account.`, code: "CONFLICT" },
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`${OLD_EMAIL} is already used by another account.`);
    expect(alert.textContent).toContain("Another account uses this address now");
  });

  it("does not send a malformed link", async () => {
    const api = createFakeApi().install();
    renderApp("/auth/undo-email-change/not-a-token");

    expect((await screen.findByRole("alert")).textContent).toContain("This link is malformed");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(api.callsTo("POST /auth/email-change/revert")).toHaveLength(0);
  });
});
