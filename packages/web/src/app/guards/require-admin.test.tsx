import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, makeUser, publicUser } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";

const admin = makeUser({
  id: "u_admin",
  email: "admin@example.com",
  name: "Ada Admin",
  isAdmin: true,
});
const trader = makeUser({ id: "u_trader", email: "trader@example.com" });

describe("admin guard (spec §4)", () => {
  it("sends a visitor without a token to sign-in with the return path", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/admin/users");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/auth/signin?redirect=%2Fadmin%2Fusers");
    expect(api.calls).toHaveLength(0);
  });

  it("sends a signed-in trader (isAdmin false) home", async () => {
    const api = createFakeApi({ users: [trader] }).install();
    const app = renderApp("/admin/users", { token: api.sessionFor(trader) });

    expect(
      await screen.findByRole("heading", { level: 1, name: "The prop firm that shows its books" }),
    ).toBeTruthy();
    expect(app.location().pathname).toBe("/");
  });

  it("sends a failed check to the error page", async () => {
    const api = createFakeApi({ users: [admin] });
    api.on("GET /auth/admin/check", () => ({
      status: 500,
      body: { message: "Database is down", code: "INTERNAL_ERROR" },
    }));
    api.install();
    const app = renderApp("/admin/cronjob", { token: api.sessionFor(admin) });

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(app.location().pathname).toBe("/error");
    expect(screen.getByText(/Database is down/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/admin/cronjob",
    );
  });

  it("sends an expired token (401) to sign-in rather than the error page", async () => {
    createFakeApi({ users: [admin] }).install();
    const app = renderApp("/admin/orders", { token: "expired" });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/auth/signin?redirect=%2Fadmin%2Forders");
  });

  it("shows a loading state, then the admin page for an admin", async () => {
    const api = createFakeApi({ users: [admin] });
    const token = api.sessionFor(admin);
    const held = deferred<void>();
    api.on("GET /auth/admin/check", async () => {
      await held.promise;
      return { status: 200, body: { user: publicUser(admin) } };
    });
    api.install();
    const app = renderApp("/admin/users", { token });

    expect(await screen.findByText("Checking admin access…")).toBeTruthy();
    held.resolve();
    expect(await screen.findByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    expect(app.location().pathname).toBe("/admin/users");
    // Admin layout: a sidebar and no site header.
    expect(screen.getByRole("navigation", { name: "Admin" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
  });

  it("redirects /admin to /admin/dashboard", async () => {
    const api = createFakeApi({ users: [admin] }).install();
    const app = renderApp("/admin", { token: api.sessionFor(admin) });

    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeTruthy();
    expect(app.location().pathname).toBe("/admin/dashboard");
  });
});
