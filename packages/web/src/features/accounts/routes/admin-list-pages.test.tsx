import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { installAdminListsFake } from "../../../testing/fake-admin-lists";
import type { AdminListRows } from "../../../testing/fake-admin-lists";
import {
  makeAccountRow,
  makeAuditRow,
  makeOrderRow,
  makePositionRow,
  makeTradeRow,
} from "../../../testing/sample-admin-rows";

/** One smoke test per admin list page (the list view itself is tested on the users page). */

const admin = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

function open(path: string, rows: Partial<AdminListRows>) {
  const api = createFakeApi({ users: [admin] });
  installAdminListsFake(api, rows);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(admin) });
  return { api, app };
}

function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, "").trim() ?? "");
}

function hrefOf(scope: HTMLElement, name: string | RegExp): string | null {
  return within(scope).getByRole("link", { name }).getAttribute("href");
}

describe("Admin list pages", () => {
  it("Accounts: plan, phase, status and balances, linking to the account and its owner", async () => {
    const { api } = open("/admin/accounts", {
      accounts: [
        makeAccountRow({ id: "acc_7", userId: "u_42", status: "failed", review: "pending" }),
      ],
    });
    const table = await screen.findByRole("table", { name: "Accounts" });

    expect(screen.getByRole("heading", { level: 1, name: "Accounts" })).toBeTruthy();
    expect(headers(table)).toEqual([
      "Account",
      "Owner",
      "Plan",
      "Phase",
      "Status",
      "Balance",
      "Starting balance",
      "Created",
      "Ended",
      "Outage review",
    ]);
    expect(hrefOf(table, "Account acc_7")).toBe("/admin/user/u_42/account/acc_7");
    // A breach flagged after a price outage, and the filter that finds them.
    expect(within(table).getByText("Pending")).toBeTruthy();
    const review = screen.getByLabelText("Outage review") as HTMLSelectElement;
    expect([...review.options].map((o) => o.value)).toEqual([
      "",
      "pending",
      "upheld",
      "reinstated",
    ]);
    expect(hrefOf(table, "ada@example.com")).toBe("/admin/user/u_42");
    expect(within(table).getByText("Phase I")).toBeTruthy();
    expect(within(table).getByText("Failed")).toBeTruthy();
    expect(within(table).getByText("$51,234.50")).toBeTruthy();
    expect(within(table).getByText("$50,000")).toBeTruthy();
    // The balance column sorts by the list's "balance" sort.
    expect(within(table).getByRole("button", { name: /Balance/ })).toBeTruthy();
    expect((screen.getByLabelText("Phase") as HTMLSelectElement).options.length).toBe(4);
    expect(api.callsTo("GET /admin/lists/accounts")).toHaveLength(1);
  });

  it("Orders: symbol, side, prices and status, linking to the order record", async () => {
    open("/admin/orders", {
      orders: [makeOrderRow({ id: "ord_9", accountId: "acc_7", userId: "u_42" })],
    });
    const table = await screen.findByRole("table", { name: "Orders" });

    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(headers(table)).toEqual([
      "Order",
      "Account",
      "Owner",
      "Symbol",
      "Side",
      "Type",
      "Lots",
      "Price",
      "Fill price",
      "Status",
      "Placed",
    ]);
    expect(hrefOf(table, "Order ord_9")).toBe("/admin/user/u_42/account/acc_7/orders/ord_9");
    expect(hrefOf(table, "Account acc_7")).toBe("/admin/user/u_42/account/acc_7");
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByText("EURUSD")).toBeTruthy();
    expect(within(row).getByText("buy")).toBeTruthy();
    expect(within(row).getByText("1.085")).toBeTruthy();
    expect(within(row).getByText("Pending")).toBeTruthy();
  });

  it("Positions: volume, prices and stops, linking to the position record", async () => {
    open("/admin/positions", {
      positions: [makePositionRow({ id: "pos_3", accountId: "acc_7", userId: "u_42" })],
    });
    const table = await screen.findByRole("table", { name: "Positions" });

    expect(screen.getByRole("heading", { level: 1, name: "Positions" })).toBeTruthy();
    expect(headers(table)).toEqual([
      "Position",
      "Account",
      "Owner",
      "Symbol",
      "Side",
      "Lots",
      "Open price",
      "Stop loss",
      "Take profit",
      "Opened",
    ]);
    expect(hrefOf(table, "Position pos_3")).toBe("/admin/user/u_42/account/acc_7/positions/pos_3");
    expect(within(table).getByText("2345.5")).toBeTruthy();
    expect(within(table).getByText("Jan 5, 2025, 12:00 UTC")).toBeTruthy();
    expect(
      within(table)
        .getByRole("columnheader", { name: /Opened/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
  });

  it("Trade History: close reason and P&L, linking to the trade record", async () => {
    open("/admin/tradehistory", {
      tradehistory: [
        makeTradeRow({ id: "trd_5", accountId: "acc_7", userId: "u_42" }),
        makeTradeRow({ id: "trd_6", pnlCents: -4_000, reason: "stopLoss" }),
      ],
    });
    const table = await screen.findByRole("table", { name: "Trade history" });

    expect(screen.getByRole("heading", { level: 1, name: "Trade History" })).toBeTruthy();
    expect(headers(table)).toContain("P&L");
    expect(headers(table)).toContain("Reason");
    expect(hrefOf(table, "Trade trd_5")).toBe("/admin/user/u_42/account/acc_7/tradehistory/trd_5");
    expect(within(table).getByText("+$1,220.00")).toBeTruthy();
    expect(within(table).getByText("-$40.00")).toBeTruthy();
    expect(within(table).getByText("Take profit")).toBeTruthy();
    const reason = screen.getByLabelText("Reason") as HTMLSelectElement;
    expect(Array.from(reason.options).map((option) => option.textContent)).toContain("Stop loss");
  });

  it("Audit log: actor, action, target, reason, before/after, and the full details on demand", async () => {
    const app = open("/admin/audit", {
      audit: [
        makeAuditRow({ id: "aud_1" }),
        makeAuditRow({
          id: "aud_2",
          actorId: null,
          actorEmail: "",
          action: "coupon.create",
          details: { code: "SAVE20" },
          createdAt: "2025-01-06T10:00:00.000Z",
        }),
      ],
    }).app;
    const table = await screen.findByRole("table", { name: "Audit log" });

    expect(screen.getByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(headers(table)).toEqual([
      "Time",
      "Actor",
      "Action",
      "Target",
      "Reason",
      "Before",
      "After",
      "Details",
    ]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(hrefOf(first!, "admin@example.com")).toBe("/admin/user/u_admin");
    expect(within(first!).getByText("user.suspend")).toBeTruthy();
    expect(within(first!).getByText("ada@example.com")).toBeTruthy();
    expect(within(first!).getByText("Chargeback fraud")).toBeTruthy();
    expect(within(first!).getByText('{"suspendedAt":null}')).toBeTruthy();
    expect(within(second!).getByText("System")).toBeTruthy();

    const toggle = within(first!).getByRole("button", { name: /Show details of user\.suspend/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await app.user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(JSON.parse(details.querySelector("pre")!.textContent!)).toEqual(makeAuditRow().details);
    await app.user.click(toggle);
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toBeNull();
  });
});
