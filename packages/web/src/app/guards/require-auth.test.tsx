import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, makeUser, publicUser } from "../../testing/fake-api";
import type { FakeResponse } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";

describe("route guard (spec §4)", () => {
  it("sends a visitor without a token to sign-in, remembering the page, without calling the API", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/dashboard/metrics?range=week");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/auth/signin?redirect=%2Fdashboard%2Fmetrics%3Frange%3Dweek");
    expect(api.callsTo("GET /auth/check")).toHaveLength(0);
  });

  it("sends to sign-in when the check answers 401, and forgets the dead token", async () => {
    createFakeApi().install();
    const app = renderApp("/trading/arena", { token: "revoked-token" });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/auth/signin?redirect=%2Ftrading%2Farena");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("treats a 200 without the exact 'Token is valid' message as signed out", async () => {
    const api = createFakeApi();
    api
      .on("GET /auth/check", () => ({
        status: 200,
        body: { message: "ok", user: publicUser(makeUser()) },
      }))
      .install();
    const app = renderApp("/dashboard/profile", { token: "some-token" });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
  });

  it("sends to sign-in when the check fails on the server", async () => {
    const api = createFakeApi();
    api
      .on("GET /auth/check", () => ({
        status: 500,
        body: { message: "Boom", code: "INTERNAL_ERROR" },
      }))
      .install();
    const app = renderApp("/dashboard/rules", { token: "some-token" });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/auth/signin?redirect=%2Fdashboard%2Frules");
  });

  it("shows a loading state while checking, then the page for a valid token (sent as a bearer)", async () => {
    const api = createFakeApi();
    const user = api.users[0]!;
    const token = api.sessionFor(user);
    const held = deferred<void>();
    api
      .on("GET /auth/check", async (request) => {
        await held.promise;
        return request.token === token
          ? {
              status: 200,
              body: { message: "Token is valid", user: publicUser(user) },
            }
          : { status: 401, body: { message: "Token is invalid", code: "TOKEN_INVALID" } };
      })
      .install();
    const app = renderApp("/dashboard/profile", { token });

    expect(await screen.findByText("Checking your session…")).toBeTruthy();
    held.resolve();

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(app.location().pathname).toBe("/dashboard/profile");
    expect(screen.getByText(user.email)).toBeTruthy();
    expect(api.callsTo("GET /auth/check")[0]?.headers.get("Authorization")).toBe(`Bearer ${token}`);
  });

  it("accepts a 201 with the valid message too", async () => {
    const api = createFakeApi();
    const token = "fresh";
    api
      .on("GET /auth/check", (): FakeResponse => ({
        status: 201,
        body: { message: "Token is valid", user: publicUser(makeUser()) },
      }))
      .install();
    renderApp("/trading/arena", { token });

    expect(await screen.findByRole("heading", { name: "Trading Arena" })).toBeTruthy();
  });

  it("announces the token on the realtime socket on every protected navigation", async () => {
    const api = createFakeApi().install();
    const token = api.sessionFor(api.users[0]!);
    const announced: string[] = [];
    const realtime = { authenticate: (t: string) => announced.push(t), disconnect: () => {} };
    const app = renderApp("/dashboard/profile", { token, realtime });

    await screen.findByRole("heading", { level: 1, name: "Profile" });
    await waitFor(() => expect(announced).toEqual([token]));

    await app.user.click(screen.getByRole("link", { name: "Rules" }));
    await screen.findByRole("heading", { level: 1, name: "Rules" });
    await waitFor(() => expect(announced).toEqual([token, token]));
  });
});
