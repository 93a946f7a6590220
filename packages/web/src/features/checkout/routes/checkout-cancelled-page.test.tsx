import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../../../lib/purchase-actions";
import { createFakeApi } from "../../../testing/fake-api";
import { installCheckoutFake, makePurchase } from "../../../testing/fake-checkout-api";
import { renderApp } from "../../../testing/render-app";
import { absoluteApiUrl } from "../../../testing/api-url";

afterEach(() => vi.restoreAllMocks());

function open(purchase: ReturnType<typeof makePurchase>) {
  const api = createFakeApi().install();
  const checkout = installCheckoutFake(api, { purchases: [purchase] });
  const app = renderApp(`/checkout/cancelled?purchase=${purchase.id}`, {
    token: api.sessionFor(api.users[0]!),
  });
  return { api, checkout, ...app };
}

const waiting = () =>
  makePurchase({
    status: "pending",
    accountId: null,
    paidAt: null,
    expiresAt: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
  });

describe("the page the payment page's Back link leads to", () => {
  it("offers to return to the payment page", async () => {
    const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
    const { user, checkout } = open(waiting());
    expect(
      await screen.findByText(/PA-7K3Q9X2M is still open and expires in 30 minutes/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Return to payment/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(absoluteApiUrl("/payments/test/checkout/cs_test_pur_1")),
    );
    expect(checkout.state.cancelled).toEqual([]);
  });

  it("cancels the purchase for good", async () => {
    const { user, checkout } = open(waiting());
    await user.click(await screen.findByRole("button", { name: /^Cancel this purchase/ }));
    expect(await screen.findByRole("heading", { name: "Purchase cancelled" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("a coupon it used is free again");
    expect(screen.queryByRole("button", { name: /Return to payment/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the $200,000 plan" })).toBeTruthy();
    expect(checkout.state.cancelled).toEqual(["pur_1"]);
  });

  it("says so when the purchase was paid meanwhile and the cancel came too late", async () => {
    const { user, api, checkout } = open(waiting());
    await screen.findByRole("button", { name: /^Cancel this purchase/ });
    api.on("POST /purchases/pur_1/cancel", () => ({
      status: 409,
      body: {
        message: "This purchase was paid a moment ago, so it cannot be cancelled.",
        code: "CONFLICT",
      },
    }));
    checkout.settle("pur_1", { status: "paid", accountId: "acc_1", expiresAt: null });
    await user.click(screen.getByRole("button", { name: /^Cancel this purchase/ }));
    expect(await screen.findByText(/This purchase is paid/, {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your account" })).toBeTruthy();
  });
});
