import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { installAdminCheckoutFake } from "../../../testing/fake-admin-checkout";
import { installAdminListsFake } from "../../../testing/fake-admin-lists";
import { makeMerchOrderRow } from "../../../testing/sample-admin-rows";
import { sampleMerchCatalogue, serveAdminMerch } from "../testing/sample-merch-admin";

const admin = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

const paid = makeMerchOrderRow({ id: "ord_1", receiptNumber: "PA-MERCH001" });
const shipped = makeMerchOrderRow({
  id: "ord_2",
  receiptNumber: "PA-MERCH002",
  email: "bo@example.com",
  status: "shipped",
  carrier: "UPS",
  trackingNumber: "1Z999",
  shipCountry: "CA",
  createdAt: "2025-01-02T08:55:00.000Z",
});

function openOrders(path = "/admin/merch?tab=orders") {
  const api = createFakeApi({ users: [admin] });
  serveAdminMerch(api, sampleMerchCatalogue());
  const lists = installAdminListsFake(api, { merchorders: [paid, shipped] });
  const checkout = installAdminCheckoutFake(api, lists);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(admin) });
  return { api, app, lists, checkout };
}

const table = async () =>
  within(await screen.findByRole("table", { name: "Merch orders" }, { timeout: 3_000 }));

describe("admin merch orders", () => {
  it("lists the orders with buyer, address, status and tracking, filtered through the URL", async () => {
    const { app } = openOrders();
    const rows = await table();
    expect(screen.getByRole("tab", { name: "Orders" }).getAttribute("aria-selected")).toBe("true");
    const first = within(rows.getByText("PA-MERCH001").closest("tr")!);
    expect(first.getByText("2 × Trader cap")).toBeTruthy();
    expect(first.getByText("$51")).toBeTruthy();
    expect(first.getByText("Ada Lovelace")).toBeTruthy();
    expect(first.getByRole("button", { name: "Mark PA-MERCH001 shipped" })).toBeTruthy();
    const second = within(rows.getByText("PA-MERCH002").closest("tr")!);
    expect(second.getByText("1Z999")).toBeTruthy();
    expect(second.getByRole("button", { name: "Mark PA-MERCH002 delivered" })).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText("Status"), "shipped");
    await waitFor(() => expect(rows.queryByText("PA-MERCH001")).toBeNull());
    expect(new URLSearchParams(app.location().search).get("status")).toBe("shipped");
    expect(rows.getByText("PA-MERCH002")).toBeTruthy();
  });

  it("marks a paid order shipped with its tracking number, checked first", async () => {
    const { app, checkout } = openOrders();
    const rows = await table();
    await app.user.click(rows.getByRole("button", { name: "Mark PA-MERCH001 shipped" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ship PA-MERCH001" }));
    await app.user.click(dialog.getByRole("button", { name: "Mark shipped" }));
    expect(dialog.getByText("Name the carrier")).toBeTruthy();
    expect(checkout.state.advanced).toEqual([]);
    await app.user.type(dialog.getByLabelText("Carrier"), "DHL");
    await app.user.type(dialog.getByLabelText("Tracking number"), "JD0146 0000 1234");
    await app.user.click(dialog.getByRole("button", { name: "Mark shipped" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(checkout.state.advanced).toEqual([
      { id: "ord_1", status: "shipped", carrier: "DHL", trackingNumber: "JD0146 0000 1234" },
    ]);
    const row = within((await rows.findByText("JD0146 0000 1234")).closest("tr")!);
    expect(row.getByRole("button", { name: "Mark PA-MERCH001 delivered" })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog, and refunds an order with a reason", async () => {
    const { app, lists } = openOrders();
    const rows = await table();
    // Someone delivered it meanwhile.
    lists.state.merchorders = lists.state.merchorders.map((o) =>
      o.id === "ord_2" ? { ...o, status: "delivered" } : o,
    );
    await app.user.click(rows.getByRole("button", { name: "Mark PA-MERCH002 delivered" }));
    const dialog = within(await screen.findByRole("dialog"));
    await app.user.click(dialog.getByRole("button", { name: "Mark delivered" }));
    expect((await dialog.findByRole("alert")).textContent).toContain(
      "This order is delivered: only a shipped order can be marked delivered.",
    );
    await app.user.click(dialog.getByRole("button", { name: "Cancel" }));

    await app.user.click(rows.getByRole("button", { name: "Refund PA-MERCH001" }));
    const refund = within(await screen.findByRole("dialog", { name: "Refund PA-MERCH001?" }));
    expect(refund.getByText(/\$51\.00 for 2 × Trader cap goes back to/)).toBeTruthy();
    expect(refund.getByText(/its items go back into stock/)).toBeTruthy();
    await app.user.type(refund.getByLabelText("Reason"), "Arrived damaged");
    await app.user.click(refund.getByRole("button", { name: "Refund purchase" }));
    await waitFor(() =>
      expect(lists.state.merchorders.find((o) => o.id === "ord_1")?.status).toBe("refunded"),
    );
  });
});
