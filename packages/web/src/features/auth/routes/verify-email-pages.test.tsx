import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PASSWORD_HINT, type VerifyEmailBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { VERIFIED_WITH_PASSWORD_NOTICE } from "./verify-email-link-page";

const GOOD_TOKEN = "a".repeat(64);

describe("verify-email notice (/auth/verify-email/:email)", () => {
  it("resends the link for that address", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/verify-email/nina%40example.com");

    await app.user.click(await screen.findByRole("button", { name: "Resend verification email" }));

    expect((await screen.findByRole("status")).textContent).toContain("a new link is on its way");
    expect(api.callsTo("POST /auth/verify-email/resend")[0]?.body).toEqual({
      email: "nina@example.com",
    });
  });
});

describe("verify link (/auth/verify/email/:token)", () => {
  it("verifies once on load and links to sign-in", async () => {
    const api = createFakeApi();
    api.on("POST /auth/verify-email", () => ({
      status: 200,
      body: { message: "Your email is verified." },
    }));
    api.install();
    renderApp(`/auth/verify/email/${GOOD_TOKEN}`);

    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/auth/signin",
    );
    const calls = api.callsTo("POST /auth/verify-email");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: GOOD_TOKEN });
  });

  it("asks for a password when the link was sent again, then verifies with it", async () => {
    const api = createFakeApi();
    const weak = "This password is too easy to guess. Add more words that are less common.";
    const required = "Choose a password to finish: this link was sent again, so it carries none.";
    /** A 400 that names the password, as the server's for these two. */
    const refused = (code: string, message: string) => ({
      status: 400,
      body: { message, code, issues: [{ path: "password", message }] },
    });
    api.on("POST /auth/verify-email", ({ body }) => {
      const { password } = body as VerifyEmailBody;
      if (password === undefined) return refused(ERROR_CODES.passwordRequired, required);
      if (password === "qwertyuiop1") return refused(ERROR_CODES.validation, weak);
      return { status: 200, body: { message: "Your email is verified. You can sign in now." } };
    });
    api.install();
    const app = renderApp(`/auth/verify/email/${GOOD_TOKEN}`);

    expect(await screen.findByRole("heading", { name: "Choose a password" })).toBeTruthy();
    const password = screen.getByLabelText("New password");
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    // The server's rules hold here too: a refused password is shown at its field.
    await app.user.type(password, "qwertyuiop1");
    await app.user.type(screen.getByLabelText("Confirm new password"), "qwertyuiop1");
    await app.user.click(screen.getByRole("button", { name: "Verify email and set password" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(weak)).toBeTruthy();

    await app.user.clear(password);
    await app.user.type(password, "my new long password");
    await app.user.clear(screen.getByLabelText("Confirm new password"));
    await app.user.type(screen.getByLabelText("Confirm new password"), "my new long password");
    await app.user.click(screen.getByRole("button", { name: "Verify email and set password" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
    expect(screen.getByText(VERIFIED_WITH_PASSWORD_NOTICE)).toBeTruthy();
    expect(api.callsTo("POST /auth/verify-email").map((call) => call.body)).toEqual([
      { token: GOOD_TOKEN },
      { token: GOOD_TOKEN, password: "qwertyuiop1" },
      { token: GOOD_TOKEN, password: "my new long password" },
    ]);
  });

  it("explains an expired or used link and offers a resend", async () => {
    const api = createFakeApi();
    api.on("POST /auth/verify-email", () => ({
      status: 400,
      body: { message: "This link has expired", code: "LINK_INVALID" },
    }));
    api.install();
    const app = renderApp(`/auth/verify/email/${GOOD_TOKEN}`);

    expect((await screen.findByRole("alert")).textContent).toContain("This link has expired");
    await app.user.type(screen.getByLabelText("Email"), "nina@example.com");
    await app.user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
    expect(api.callsTo("POST /auth/verify-email/resend")).toHaveLength(1);
  });

  it("does not send a malformed token to the server", async () => {
    const api = createFakeApi().install();
    renderApp("/auth/verify/email/not-a-token");

    expect((await screen.findByRole("alert")).textContent).toContain("This link is malformed");
    expect(api.callsTo("POST /auth/verify-email")).toHaveLength(0);
  });
});
