import { screen, within } from "@testing-library/react";
import { matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createFakeApi, makeUser } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";
import { createQueryClient } from "../../lib/query-client";
import { createAppRoutes } from "../routes";
import { ADMIN_NAV } from "./admin-sidebar";
import { DASHBOARD_NAV } from "./dashboard-sidebar";
import { HEADER_LINKS } from "./site-header";

const appRoutes = createAppRoutes(createQueryClient());

/** True when `href` lands on a defined route, not the catch-all 404. */
function isRealRoute(href: string) {
  const { pathname } = new URL(href, "http://x");
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route as RouteObject | undefined;
  return leaf !== undefined && leaf.path !== "*";
}

describe("navigation goes somewhere real", () => {
  it("every header, dashboard and admin sidebar item matches a defined route", () => {
    const hrefs = [
      ...HEADER_LINKS.map((item) => item.to),
      ...DASHBOARD_NAV.flatMap((group) => group.items.map((item) => item.to)),
      ...ADMIN_NAV.map((item) => item.to),
    ];
    expect(hrefs.filter((href) => !isRealRoute(href))).toEqual([]);
  });

  it("the dashboard sidebar lists every item of spec §1", () => {
    const labels = DASHBOARD_NAV.flatMap((group) => group.items.map((item) => item.label));
    expect(labels).toEqual([
      "Profile",
      "Settings",
      "Accounts",
      "Metrics",
      "Checkout",
      "Vault",
      "Jackpots",
      "Payouts",
      "Emergency",
      "Expenses",
      "Founders",
      "Phase 1 Challengers",
      "Phase 2 Challengers",
      "Funded",
      "Cumulative",
      "Historical",
      "Openbook",
      "Following",
      "Copying",
      "Ranks",
      "Rules",
      "Agreements",
      "KYC",
      "FAQ",
      "Support",
      "Merch",
    ]);
  });

  it("pool items open the matching pool of the public pools page", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/dashboard/profile", { token: api.sessionFor(api.users[0]!) });
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard" });
    expect(
      within(sidebar).getByRole("link", { name: "Profile" }).getAttribute("aria-current"),
    ).toBe("page");
    const header = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(header).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      within(sidebar)
        .getAllByRole("link")
        .filter((link) => link.getAttribute("href")?.startsWith("/pools"))
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/pools#vault",
      "/pools#jackpots",
      "/pools#payouts",
      "/pools#emergency",
      "/pools#expenses",
      "/pools#founders",
    ]);

    await app.user.click(within(sidebar).getByRole("link", { name: "Emergency" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Pools" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/pools#emergency");
  });

  it("leaderboard items open the matching board", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/dashboard/profile", { token: api.sessionFor(api.users[0]!) });
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard" });

    await app.user.click(within(sidebar).getByRole("link", { name: "Funded" }));

    expect(await screen.findByRole("heading", { name: "Funded leaderboard" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/leaderboard?board=funded");
    const boards = screen.getByRole("navigation", { name: "Leaderboards" });
    expect(within(boards).getByRole("link", { name: "Funded" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("the admin sidebar has the items of spec §2 and marks Users on a user's detail page", async () => {
    const admin = makeUser({ id: "u_admin", isAdmin: true });
    const api = createFakeApi({ users: [admin] }).install();
    renderApp("/admin/user/42/account/7/orders/9", { token: api.sessionFor(admin) });

    expect(await screen.findByRole("heading", { level: 1, name: "Order 9" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Users",
      "Accounts",
      "Orders",
      "Positions",
      "Trade History",
      "Checkout",
      "Cronjob",
      "Avatars",
      "Discord",
    ]);
    expect(within(nav).getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("button", { name: "DeleteAll" })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Account 7" }).getAttribute("href")).toBe(
      "/admin/user/42/account/7",
    );
  });
});
