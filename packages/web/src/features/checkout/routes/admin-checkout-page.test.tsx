import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { installAdminCheckoutFake } from "../../../testing/fake-admin-checkout";
import { installAdminListsFake } from "../../../testing/fake-admin-lists";
import { makeCoupon, makePurchaseRow } from "../../../testing/sample-admin-rows";

const admin = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

const paid = makePurchaseRow({ id: "pur_1", receiptNumber: "PA-PAID0001", userId: "u_7" });
const guest = makePurchaseRow({
  id: "pur_2",
  receiptNumber: "PA-PEND0002",
  userId: null,
  email: "guest@example.com",
  status: "pending",
  accountId: null,
  paidAt: null,
  createdAt: "2025-01-02T08:55:00.000Z",
});

function openCheckout(path = "/admin/checkout") {
  const api = createFakeApi({ users: [admin] });
  const lists = installAdminListsFake(api, { purchases: [paid, guest] });
  const checkout = installAdminCheckoutFake(api, lists, { coupons: [makeCoupon()] });
  api.install();
  const app = renderApp(path, { token: api.sessionFor(admin) });
  return { api, app, lists, checkout };
}

describe("Admin checkout page", () => {
  it("lists purchases with the buyer linked when known and a refund on paid ones", async () => {
    openCheckout();
    const table = await screen.findByRole("table", { name: "Purchases" });

    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Purchases" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const [paidRow, guestRow] = within(table).getAllByRole("row").slice(1);
    expect(
      within(paidRow!).getByRole("link", { name: "ada@example.com" }).getAttribute("href"),
    ).toBe("/admin/user/u_7");
    expect(within(paidRow!).getByText("$299")).toBeTruthy();
    expect(within(paidRow!).getByText("Paid")).toBeTruthy();
    expect(within(paidRow!).getByRole("button", { name: "Refund PA-PAID0001" })).toBeTruthy();

    expect(within(guestRow!).getByText("guest@example.com")).toBeTruthy();
    expect(within(guestRow!).queryByRole("link", { name: "guest@example.com" })).toBeNull();
    expect(within(guestRow!).getByText("Waiting for payment")).toBeTruthy();
    expect(within(guestRow!).queryByRole("button", { name: /Refund/ })).toBeNull();
  });

  it("refunds a paid purchase only with a reason, then refreshes the list", async () => {
    const { api, app } = openCheckout();
    const table = await screen.findByRole("table", { name: "Purchases" });

    await app.user.click(within(table).getByRole("button", { name: "Refund PA-PAID0001" }));
    const dialog = screen.getByRole("dialog", { name: "Refund PA-PAID0001?" });
    expect(dialog.textContent).toContain("$299.00");

    await app.user.click(within(dialog).getByRole("button", { name: "Refund purchase" }));
    expect(within(dialog).getByText("Say why (at least 3 characters).")).toBeTruthy();
    expect(api.callsTo("POST /admin/purchases/pur_1/refund")).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText("Reason"), "Asked within 14 days");
    await app.user.click(within(dialog).getByRole("button", { name: "Refund purchase" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /admin/purchases/pur_1/refund")[0]!.body).toEqual({
      reason: "Asked within 14 days",
    });
    expect(await screen.findByText("Purchase refunded")).toBeTruthy();
    const refreshed = await screen.findByRole("table", { name: "Purchases" });
    await waitFor(() => expect(within(refreshed).getByText("Refunded")).toBeTruthy());
    expect(within(refreshed).queryByRole("button", { name: /Refund PA-PAID0001/ })).toBeNull();
  });

  it("shows the server's refusal of a refund in the dialog", async () => {
    const { api, app } = openCheckout();
    api.on("POST /admin/purchases/pur_1/refund", () => ({
      status: 409,
      body: { message: "This purchase was already refunded.", code: "CONFLICT" },
    }));
    const table = await screen.findByRole("table", { name: "Purchases" });

    await app.user.click(within(table).getByRole("button", { name: "Refund PA-PAID0001" }));
    const dialog = screen.getByRole("dialog");
    await app.user.type(within(dialog).getByLabelText("Reason"), "Duplicate charge");
    await app.user.click(within(dialog).getByRole("button", { name: "Refund purchase" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The purchase was not refunded");
    expect(alert.textContent).toContain("This purchase was already refunded.");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("lists coupons, creates one with the server's field errors, and switches one off", async () => {
    const { api, app, checkout } = openCheckout();
    await screen.findByRole("table", { name: "Purchases" });

    await app.user.click(screen.getByRole("tab", { name: "Coupons" }));
    expect(app.location().search).toBe("?tab=coupons");
    const table = await screen.findByRole("table", { name: "Coupons" });
    const save10 = within(table).getAllByRole("row")[1]!;
    expect(within(save10).getByText("SAVE10")).toBeTruthy();
    expect(within(save10).getByText("10% off")).toBeTruthy();
    expect(within(save10).getByText("3 / 100")).toBeTruthy();
    expect(within(save10).getByText("All plans")).toBeTruthy();
    expect(within(save10).getByText("Active")).toBeTruthy();

    const form = screen.getByRole("region", { name: "New coupon" });
    const create = within(form).getByRole("button", { name: "Create coupon" });
    // Checked in the browser first: a percent is needed.
    await app.user.type(within(form).getByLabelText("Code"), "save10");
    await app.user.click(create);
    expect(within(form).getByText("A whole percentage from 1 to 100.")).toBeTruthy();
    expect(api.callsTo("POST /admin/coupons")).toHaveLength(0);

    // The server refuses the code: the message is shown at the field.
    await app.user.type(within(form).getByLabelText("Percent off"), "20");
    await app.user.click(create);
    await waitFor(() =>
      expect(within(form).getByLabelText("Code").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(within(form).getByText("A coupon SAVE10 already exists.")).toBeTruthy();

    await app.user.clear(within(form).getByLabelText("Code"));
    await app.user.type(within(form).getByLabelText("Code"), "spring-25");
    await app.user.click(within(form).getByLabelText("50K"));
    await app.user.click(create);

    expect(await screen.findByText("Coupon SPRING-25 created")).toBeTruthy();
    expect(api.callsTo("POST /admin/coupons").at(-1)!.body).toEqual({
      code: "SPRING-25",
      kind: "percent",
      percentOff: 20,
      maxUses: null,
      validFrom: null,
      validUntil: null,
      planIds: ["50K"],
      active: true,
    });
    const spring = (await within(table).findByText("SPRING-25")).closest("tr")!;
    expect(within(spring).getByText("50K")).toBeTruthy();
    expect((within(form).getByLabelText("Code") as HTMLInputElement).value).toBe("");

    await app.user.click(within(save10).getByRole("button", { name: "Deactivate SAVE10" }));
    await waitFor(() => expect(within(save10).getByText("Inactive")).toBeTruthy());
    expect(api.callsTo("PATCH /admin/coupons/cpn_1")[0]!.body).toEqual({ active: false });
    expect(within(save10).getByRole("button", { name: "Activate SAVE10" })).toBeTruthy();
    expect(checkout.state.coupons[0]!.active).toBe(false);
  });
});
