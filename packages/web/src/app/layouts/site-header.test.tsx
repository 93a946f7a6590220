import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, deferred, publicUser } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("site header (spec §2 'Header')", () => {
  it("has the five links of the spec and the openbook, in order, with their destinations", async () => {
    createFakeApi().install();
    renderApp("/leaderboard");

    const links = within(await screen.findByRole("navigation", { name: "Main" })).getAllByRole(
      "link",
    );
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["How It Works", "/#Features"],
      ["Pricing", "/#Pricing"],
      ["Leaderboard", "/leaderboard"],
      ["Openbook", "/openbook"],
      ["Dashboard", "/dashboard/profile"],
      ["Contact", "/contact"],
    ]);
    expect(
      within(mainNav()).getByRole("link", { name: "Leaderboard" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("shows Sign in straight away when there is no token (nothing to check)", async () => {
    const api = createFakeApi().install();
    renderApp("/contact");

    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe(
      "/auth/signin",
    );
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(api.callsTo("GET /auth/check")).toHaveLength(0);
  });

  it("shows a loading state while the token is checked, then Sign out", async () => {
    const api = createFakeApi();
    const token = api.sessionFor(api.users[0]!);
    const held = deferred<void>();
    api.on("GET /auth/check", async () => {
      await held.promise;
      return {
        status: 200,
        body: { message: "Token is valid", user: publicUser(api.users[0]!) },
      };
    });
    api.install();
    renderApp("/contact", { token });

    // (The closed mobile menu holds a second, hidden copy of the auth control.)
    expect((await screen.findAllByText("Checking sign-in…")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();

    held.resolve();
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.queryByText("Checking sign-in…")).toBeNull();
  });

  it("shows Sign in when the stored token is rejected", async () => {
    createFakeApi().install();
    renderApp("/contact", { token: "stale" });

    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("reads Start Trading (to the arena) off the trading route", async () => {
    createFakeApi().install();
    renderApp("/leaderboard");

    const cta = await screen.findByRole("link", { name: "Start Trading" });
    expect(cta.getAttribute("href")).toBe("/trading/arena");
    expect(screen.queryByRole("link", { name: "Go To Dashboard" })).toBeNull();
  });

  it("reads Go To Dashboard (to the profile) on /trading/arena", async () => {
    const api = createFakeApi().install();
    renderApp("/trading/arena", { token: api.sessionFor(api.users[0]!) });

    await screen.findByRole("heading", { name: "Trading Arena" });
    expect(within(mainNav()).queryAllByRole("link", { current: "page" })).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Go To Dashboard" }).getAttribute("href")).toBe(
      "/dashboard/profile",
    );
    expect(screen.queryByRole("link", { name: "Start Trading" })).toBeNull();
  });

  it("signs out: revokes on the server, removes the token, then offers Sign in", async () => {
    const api = createFakeApi().install();
    const token = api.sessionFor(api.users[0]!);
    const app = renderApp("/contact", { token });

    await app.user.click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();
    const signout = api.callsTo("POST /auth/signout");
    expect(signout).toHaveLength(1);
    expect(signout[0]?.token).toBe(token);
  });

  it("removes the token even when the sign-out request fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = createFakeApi();
    const token = api.sessionFor(api.users[0]!);
    api.on("POST /auth/signout", () => ({
      status: 503,
      body: { message: "Unavailable", code: "INTERNAL_ERROR" },
    }));
    api.install();
    const app = renderApp("/contact", { token });

    await app.user.click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Sign-out request failed"),
      expect.anything(),
    );
  });

  it("signing out on a protected page leads to sign-in", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/dashboard/settings", { token: api.sessionFor(api.users[0]!) });

    await app.user.click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(app.location().pathname).toBe("/auth/signin");
  });

  it("opens and closes the mobile menu, which closes itself after navigating", async () => {
    createFakeApi().install();
    const app = renderApp("/contact");

    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe("mobile-menu");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await app.user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toContain("Close menu");
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(
      within(mobile)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "How It Works",
      "Pricing",
      "Leaderboard",
      "Openbook",
      "Dashboard",
      "Contact",
      "Sign in",
      "Start Trading",
    ]);

    await app.user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await app.user.click(toggle);
    await app.user.click(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", {
        name: "Leaderboard",
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Leaderboard" });
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("scrolls to the top on navigation and to the element of a hash link", async () => {
    createFakeApi().install();
    const app = renderApp("/contact");
    await screen.findByRole("heading", { level: 1, name: "Contact us" });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;

    await app.user.click(within(mainNav()).getByRole("link", { name: "Leaderboard" }));
    await screen.findByRole("heading", { level: 1, name: "Leaderboard" });
    // The scroll is a passive effect of the navigation: it may run after the page has rendered.
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(before));

    await app.user.click(within(mainNav()).getByRole("link", { name: "Pricing" }));
    await waitFor(() => expect(app.currentUrl()).toBe("/#Pricing"));
    // The landing page is its own chunk: its sections appear once it has loaded.
    const pricing = await waitFor(() => {
      const element = document.getElementById("Pricing");
      expect(element).not.toBeNull();
      return element;
    });
    await waitFor(() =>
      expect(
        (pricing!.scrollIntoView as unknown as { mock: { contexts: unknown[] } }).mock.contexts,
      ).toContain(pricing),
    );
  });
});
