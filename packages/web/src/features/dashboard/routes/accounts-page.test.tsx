import { screen, within } from "@testing-library/react";
import { accountsResponseSchema } from "@proparena/contracts/trading";
import { describe, expect, it } from "vitest";
import { createFakeTradingApi, makeAccount } from "../../../testing/fake-trading-api";
import { renderApp } from "../../../testing/render-app";

function openAccounts(accounts = sampleAccounts()) {
  const api = createFakeTradingApi({ accounts }).install();
  const view = renderApp("/dashboard/accounts", {
    token: api.base.sessionFor(api.base.users[0]!),
  });
  return { api, ...view };
}

/** An active phase II account (newest) and a failed phase I account, as the server sends them. */
function sampleAccounts() {
  return accountsResponseSchema.parse({
    accounts: [
      makeAccount({
        id: "acc_failed",
        planLabel: "$5,000",
        phaseName: "Phase I",
        status: "failed",
        startingBalanceCents: 500_000,
        balanceCents: 449_000,
        equityCents: 449_000,
        createdAt: "2025-01-02T10:00:00.000Z",
        endedAt: "2025-01-04T15:00:00.000Z",
      }),
      makeAccount({
        id: "acc_active",
        planLabel: "$200,000",
        phase: "phase2",
        phaseName: "Phase II",
        status: "active",
        startingBalanceCents: 20_000_000,
        balanceCents: 20_150_000,
        equityCents: 20_120_000,
        createdAt: "2025-01-05T10:00:00.000Z",
      }),
    ],
  }).accounts;
}

describe("accounts page", () => {
  it("lists every account newest first with its status, money figures and links", async () => {
    openAccounts();
    const table = within(await screen.findByRole("table", { name: "Your accounts" }));
    const rows = table.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);

    const active = within(rows[0]!);
    expect(active.getByRole("rowheader").textContent).toBe("$200,000Phase II");
    expect(active.getByText("Active")).toBeTruthy();
    expect(active.getByText("$201,500.00")).toBeTruthy();
    expect(active.getByText("$201,200.00")).toBeTruthy();
    expect(active.getByText("+$1,500.00")).toBeTruthy(); // total: balance − starting balance
    expect(active.getByText("-$300.00")).toBeTruthy(); // open: equity − balance
    expect(active.getByText("running")).toBeTruthy();
    expect(
      active.getByRole("link", { name: /^Metrics of \$200,000 Phase II/ }).getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_active");
    expect(
      active
        .getByRole("link", { name: /^Open \$200,000 Phase II.* in the arena$/ })
        .getAttribute("href"),
    ).toBe("/trading/arena?account=acc_active");

    const failed = within(rows[1]!);
    expect(failed.getByText("Failed").getAttribute("data-status")).toBe("failed");
    expect(failed.getByText("-$510.00")).toBeTruthy();
    expect(failed.getByText("Jan 2, 2025")).toBeTruthy();
    expect(failed.getByText("ended Jan 4, 2025")).toBeTruthy();
    expect(
      failed.getByRole("link", { name: /^Metrics of \$5,000 Phase I,/ }).getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_failed");
  });

  it("shows the same accounts as cards for phones", async () => {
    openAccounts();
    const cards = within(await screen.findByRole("list", { name: "Your accounts" }));
    const items = cards.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "$200,000",
      "$5,000",
    ]);
    expect(within(items[1]!).getByText("Failed")).toBeTruthy();
    expect(
      within(items[0]!)
        .getByRole("link", { name: /^Metrics of/ })
        .getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_active");
  });

  it("invites a trader with no account to buy a challenge or open the arena", async () => {
    openAccounts([]);
    expect(await screen.findByRole("heading", { name: "No accounts yet" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(
      main.getAllByRole("link", { name: "Buy a challenge" }).map((l) => l.getAttribute("href")),
    ).toContain("/dashboard/checkout");
    expect(main.getByRole("link", { name: "Open the arena" }).getAttribute("href")).toBe(
      "/trading/arena",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the error with a retry that loads the list", async () => {
    const api = createFakeTradingApi({ accounts: sampleAccounts() });
    let fail = true;
    api.on("GET /api/accounts", () =>
      fail ? { status: 403, body: { message: "Accounts are resting", code: "FORBIDDEN" } } : null,
    );
    api.install();
    const { user } = renderApp("/dashboard/accounts", {
      token: api.base.sessionFor(api.base.users[0]!),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your accounts could not be loaded");
    expect(alert.textContent).toContain("Accounts are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your accounts" })).toBeTruthy();
  });
});
