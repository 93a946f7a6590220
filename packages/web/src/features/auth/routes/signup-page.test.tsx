import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

describe("sign-up page", () => {
  it("shows a clear message per field and sends nothing when the form is empty", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signup");

    await app.user.click(await screen.findByRole("button", { name: "Create account" }));

    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("Repeat your password")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(api.callsTo("POST /auth/signup")).toHaveLength(0);
  });

  it("ties errors to their inputs and clears them as the user fixes the field", async () => {
    createFakeApi().install();
    const app = renderApp("/auth/signup");

    await app.user.type(await screen.findByLabelText("Email"), "not-an-email");
    await app.user.type(screen.getByLabelText("Password"), "short");
    await app.user.type(screen.getByLabelText("Confirm password"), "different");
    await app.user.click(screen.getByRole("button", { name: "Create account" }));

    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Enter a valid email address");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();

    await app.user.clear(email);
    await app.user.type(email, "ok@example.com");
    expect(screen.queryByText("Enter a valid email address")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("answers a taken email like any other: on to the verify-email notice", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signup");

    await app.user.type(await screen.findByLabelText("Name"), "Tess");
    await app.user.type(screen.getByLabelText("Email"), api.users[0]!.email);
    await app.user.type(screen.getByLabelText("Password"), "a long enough password");
    await app.user.type(screen.getByLabelText("Confirm password"), "a long enough password");
    await app.user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText(/already had an account/)).toBeTruthy();
  });

  it("creates the account and moves on to the verify-email notice", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signup");

    await app.user.type(await screen.findByLabelText("Name"), "  Nina New ");
    await app.user.type(screen.getByLabelText("Email"), "Nina@Example.com");
    await app.user.type(screen.getByLabelText("Password"), "a long enough password");
    await app.user.type(screen.getByLabelText("Confirm password"), "a long enough password");
    await app.user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/verify-email/nina%40example.com");
    expect(screen.getByText("nina@example.com")).toBeTruthy();
    expect(api.callsTo("POST /auth/signup")[0]?.body).toEqual({
      name: "Nina New",
      email: "nina@example.com",
      password: "a long enough password",
    });
  });
});
