import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText("Email"), email);
  await app.user.type(screen.getByLabelText("Password"), password);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in page", () => {
  it("returns to the page first asked for after signing in", async () => {
    const api = createFakeApi().install();
    const trader = api.users[0]!;
    const app = renderApp("/dashboard/metrics?range=week#equity");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(app.location().pathname).toBe("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);

    expect(await screen.findByRole("heading", { level: 1, name: "Metrics" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/dashboard/metrics?range=week#equity");
    expect(window.localStorage.getItem("token")).toBe("token-1");
    expect(api.callsTo("POST /api/auth/signin")[0]?.body).toEqual({
      email: trader.email,
      password: trader.password,
    });
  });

  it("goes to the profile when no page was asked for", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(app.location().pathname).toBe("/dashboard/profile");
  });

  it("ignores a redirect to another site", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin?redirect=%2F%2Fevil.example%2Fsteal");

    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(app.location().pathname).toBe("/dashboard/profile");
  });

  it("validates before calling the server", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin");

    await app.user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(api.callsTo("POST /api/auth/signin")).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials and disables submit while pending", async () => {
    const api = createFakeApi();
    const held = deferred<void>();
    api.on("POST /api/auth/signin", async () => {
      await held.promise;
      return {
        status: 401,
        body: { message: "Email or password is incorrect", code: "INVALID_CREDENTIALS" },
      };
    });
    api.install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "trader@example.com", "wrong password");
    const pending = screen.getByRole("button", { name: "Signing in…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    held.resolve();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Email or password is incorrect",
    );
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("explains an unverified email and links to the verify-email notice", async () => {
    createFakeApi({
      users: [makeUser({ email: "new@example.com", emailVerifiedAt: null })],
    }).install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "New@Example.com", "correct horse battery");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Verify your email before signing in");
    const link = screen.getByRole("link", { name: "Resend the verification email" });
    expect(link.getAttribute("href")).toBe("/auth/verify-email/new%40example.com");
  });

  it("shows the rate-limit message", async () => {
    const api = createFakeApi();
    api.on("POST /api/auth/signin", () => ({
      status: 429,
      body: { message: "Too many attempts. Try again in a minute.", code: "RATE_LIMITED" },
    }));
    api.install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "trader@example.com", "whatever");

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Too many attempts"),
    );
  });
});
