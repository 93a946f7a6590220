import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const TOKEN = "b".repeat(64);

describe("reset password", () => {
  it("requests a link and says so without revealing whether the account exists", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/reset-password");

    await app.user.type(await screen.findByLabelText("Email"), "someone@example.com");
    await app.user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect((await screen.findByRole("status")).textContent).toContain(
      "If an account exists for someone@example.com, we sent a link",
    );
    expect(api.callsTo("POST /auth/reset-password/request")[0]?.body).toEqual({
      email: "someone@example.com",
    });
  });

  it("sets a new password from the emailed link, then sends the user to sign in with a notice", async () => {
    const api = createFakeApi();
    api.on("POST /auth/reset-password", () => ({
      status: 200,
      body: { message: "Password changed" },
    }));
    api.install();
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);

    await app.user.type(await screen.findByLabelText("New password"), "short");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByText("Password must be at least 10 characters")).toBeTruthy();
    expect(api.callsTo("POST /auth/reset-password")).toHaveLength(0);

    await app.user.clear(screen.getByLabelText("New password"));
    await app.user.type(screen.getByLabelText("New password"), "my new long password");
    await app.user.type(screen.getByLabelText("Confirm new password"), "my new long password");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
    expect(screen.getByText(/Your password has been changed/)).toBeTruthy();
    expect(api.callsTo("POST /auth/reset-password")[0]?.body).toEqual({
      token: TOKEN,
      password: "my new long password",
    });
  });

  it("offers a new link when the reset link is no longer valid", async () => {
    const api = createFakeApi();
    api.on("POST /auth/reset-password", () => ({
      status: 400,
      body: { message: "This link has already been used", code: "LINK_INVALID" },
    }));
    api.install();
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);

    await app.user.type(await screen.findByLabelText("New password"), "my new long password");
    await app.user.type(screen.getByLabelText("Confirm new password"), "my new long password");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "This link has already been used",
    );
    expect(
      screen.getByRole("link", { name: "Ask for a new reset link" }).getAttribute("href"),
    ).toBe("/auth/reset-password");
  });

  it("shows a password the server refuses as too guessable at the field, not as a dead link", async () => {
    const api = createFakeApi();
    const message = "This password is too easy to guess. Add more words that are less common.";
    api.on("POST /auth/reset-password", () => ({
      status: 400,
      body: { message, code: "VALIDATION_ERROR", issues: [{ path: "password", message }] },
    }));
    api.install();
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);

    await app.user.type(await screen.findByLabelText("New password"), "qwertyuiop1");
    await app.user.type(screen.getByLabelText("Confirm new password"), "qwertyuiop1");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));

    const field = screen.getByLabelText("New password");
    await screen.findByText(message);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("link", { name: "Ask for a new reset link" })).toBeNull();
  });
});
