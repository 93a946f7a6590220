import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../../../lib/purchase-actions";
import { createFakeApi } from "../../../testing/fake-api";
import { installCheckoutFake, makePurchase } from "../../../testing/fake-checkout-api";
import { renderApp } from "../../../testing/render-app";
import { absoluteApiUrl } from "../../../testing/api-url";

function open(options: Parameters<typeof installCheckoutFake>[1] = {}) {
  const api = createFakeApi().install();
  installCheckoutFake(api, options);
  const app = renderApp("/dashboard/checkout", { token: api.sessionFor(api.users[0]!) });
  return { api, ...app };
}

afterEach(() => vi.restoreAllMocks());

describe("dashboard checkout", () => {
  it("offers the seven plans, each linking to its checkout, 200K marked popular", async () => {
    open();
    const plans = await screen.findAllByRole("link", { name: /^Buy the \$[\d,]+ challenge/ });
    expect(plans.map((link) => link.getAttribute("href"))).toEqual([
      "/checkout/$5,000",
      "/checkout/$10,000",
      "/checkout/$25,000",
      "/checkout/$50,000",
      "/checkout/$100,000",
      "/checkout/$200,000",
      "/checkout/$300,000",
    ]);
    expect(within(plans[5]!).getByText("Popular")).toBeTruthy();
    expect(await screen.findByText("No purchases yet — pick a plan above.")).toBeTruthy();
  });

  it("shows a purchase waiting for payment with why, when it expires, and Pay or Cancel", async () => {
    const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
    const waiting = makePurchase({
      id: "pur_wait",
      receiptNumber: "PA-WAITING1",
      status: "pending",
      statusReason: "Your card was declined.",
      accountId: null,
      paidAt: null,
      expiresAt: new Date(Date.now() + 12 * 60_000 + 30_000).toISOString(),
    });
    const { user } = open({ purchases: [waiting, makePurchase({ id: "pur_old" })] });
    const table = within(await screen.findByRole("table"));
    const row = within(table.getByText("Waiting for payment").closest("tr")!);
    expect(row.getByText("Your card was declined.")).toBeTruthy();
    expect(row.getByText("expires in 13 minutes")).toBeTruthy();
    await user.click(row.getByRole("button", { name: "Pay: purchase PA-WAITING1" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        absoluteApiUrl("/payments/test/checkout/cs_test_pur_wait"),
      ),
    );
  });

  it("cancels a purchase waiting for payment from the list", async () => {
    const waiting = makePurchase({
      id: "pur_wait",
      receiptNumber: "PA-WAITING1",
      status: "pending",
      accountId: null,
      paidAt: null,
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    const { user } = open({ purchases: [waiting] });
    const table = within(await screen.findByRole("table"));
    await user.click(table.getByRole("button", { name: "Cancel: purchase PA-WAITING1" }));
    expect(await table.findByText("Cancelled")).toBeTruthy();
    expect(table.getByText("Cancelled by you before paying.")).toBeTruthy();
    expect(table.queryByRole("button", { name: /purchase PA-WAITING1/ })).toBeNull();
  });

  it("lists purchases with status, discount and account link, pages with Load more, and opens a receipt", async () => {
    const purchases = Array.from({ length: 3 }, (_, i) =>
      makePurchase({
        id: `pur_${i + 1}`,
        receiptNumber: `PA-00000${i + 1}`,
        accountId: `acc_${i + 1}`,
        ...(i === 0
          ? { discountCents: 7_880, amountCents: 70_920, couponCode: "SAVE10" }
          : i === 1
            ? { status: "pending", accountId: null, paidAt: null }
            : {}),
      }),
    );
    const { user } = open({ purchases, pageSize: 2 });
    const table = within(await screen.findByRole("table"));
    expect(table.getAllByRole("row")).toHaveLength(3);
    expect(table.getByText("Waiting for payment")).toBeTruthy();
    expect(table.getByText("−$78.80 SAVE10")).toBeTruthy();
    expect(table.getAllByRole("link", { name: "Open in arena" })[0]!.getAttribute("href")).toBe(
      "/trading/arena?account=acc_1",
    );
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(table.getAllByRole("row")).toHaveLength(4));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    await user.click(table.getByRole("button", { name: "Receipt PA-000001" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Receipt PA-000001" }));
    expect(dialog.getByText("$709.20")).toBeTruthy();
    expect(dialog.getByText("Coupon SAVE10")).toBeTruthy();
  });

  it("shows an error with a retry when purchases cannot load", async () => {
    const api = createFakeApi().install();
    installCheckoutFake(api);
    api.on("GET /purchases", () => ({
      status: 403,
      body: { message: "Nope", code: "FORBIDDEN" },
    }));
    renderApp("/dashboard/checkout", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Your purchases could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
