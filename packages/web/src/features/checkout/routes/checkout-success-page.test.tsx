import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../../../lib/purchase-actions";
import { createFakeApi } from "../../../testing/fake-api";
import { installCheckoutFake, makePurchase } from "../../../testing/fake-checkout-api";
import { renderApp } from "../../../testing/render-app";
import { absoluteApiUrl } from "../../../testing/api-url";

function open(purchase = makePurchase({ status: "pending", accountId: null, paidAt: null })) {
  const api = createFakeApi().install();
  const checkout = installCheckoutFake(api, { purchases: [purchase] });
  const app = renderApp(`/checkout/success?purchase=${purchase.id}`, {
    token: api.sessionFor(api.users[0]!),
  });
  return { api, checkout, ...app };
}

afterEach(() => vi.restoreAllMocks());

describe("checkout success page", () => {
  it("shows progress while the payment is confirmed, then the account with a link to the arena", async () => {
    const { checkout } = open();
    expect(await screen.findByText(/Waiting for the payment processor/)).toBeTruthy();
    checkout.settle("pur_1", {
      status: "paid",
      accountId: "acc_new",
      paidAt: "2026-11-20T10:01:00.000Z",
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Your $200,000 challenge is ready" },
        { timeout: 4_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start trading" }).getAttribute("href")).toBe(
      "/trading/arena?account=acc_new",
    );
    expect(screen.getByText("PA-7K3Q9X2M")).toBeTruthy();
    // Price and amount paid, no coupon.
    expect(screen.getAllByText("$788.00", { selector: "dd" })).toHaveLength(2);
  });

  it("a declined payment says why and offers to try again", async () => {
    open(
      makePurchase({ status: "failed", statusReason: "Your card was declined.", accountId: null }),
    );
    expect(
      await screen.findByRole("heading", { name: "The payment did not go through" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your card was declined.");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/checkout/$200,000",
    );
  });

  it("a declined card leaves the purchase open: the reason, and try again on the same page", async () => {
    const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
    const { user, checkout } = open(
      makePurchase({
        status: "pending",
        statusReason: "Your card has insufficient funds.",
        accountId: null,
        paidAt: null,
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
    );
    expect(await screen.findByRole("heading", { name: "Your card was declined" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Your card has insufficient funds. Nothing was charged.",
    );
    expect(screen.getByText(/expires in 10 minutes/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Try again/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(absoluteApiUrl("/payments/test/checkout/cs_test_pur_1")),
    );
    expect(checkout.state.cancelled).toEqual([]);
  });

  it("a cancelled purchase says so and offers a new one", async () => {
    open(
      makePurchase({
        status: "cancelled",
        statusReason: "Cancelled by you before paying.",
        accountId: null,
        paidAt: null,
      }),
    );
    expect(
      await screen.findByRole("heading", { name: "You cancelled this purchase" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Cancelled by you before paying.");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/checkout/$200,000",
    );
  });

  it("someone else's or an unknown purchase is not found", async () => {
    const api = createFakeApi().install();
    installCheckoutFake(api);
    renderApp("/checkout/success?purchase=nope", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Purchase not found")).toBeTruthy();
  });
});
