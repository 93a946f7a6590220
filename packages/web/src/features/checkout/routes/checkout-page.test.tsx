import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { installCheckoutFake, makePurchase } from "../../../testing/fake-checkout-api";
import { renderApp } from "../../../testing/render-app";
import { navigateTo } from "../../../lib/purchase-actions";
import { absoluteApiUrl } from "../../../testing/api-url";

afterEach(() => vi.restoreAllMocks());

function open(
  path = `/checkout/${encodeURIComponent("$200,000")}`,
  purchases: ReturnType<typeof makePurchase>[] = [],
) {
  const api = createFakeApi().install();
  const checkout = installCheckoutFake(api, { purchases });
  const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
  const app = renderApp(path, { token: api.sessionFor(api.users[0]!) });
  return { api, checkout, assign, ...app };
}

const payment = () => within(screen.getByRole("form", { name: "Checkout" }));

describe("checkout page", () => {
  it("shows the plan with every figure from the plan data, in the bare layout", async () => {
    open();
    expect(
      await screen.findByRole("heading", { level: 1, name: "$200,000 challenge" }),
    ).toBeTruthy();
    const rules = within(screen.getByRole("table"));
    expect(rules.getByRole("row", { name: /Profit target/ }).textContent).toContain("$16,000 (8%)");
    expect(rules.getByRole("row", { name: /Max daily loss/ }).textContent).toContain(
      "$10,000 (5%)",
    );
    expect(rules.getByRole("row", { name: /Max loss/ }).textContent).toContain("$20,000 (10%)");
    expect(screen.getByRole("table").querySelector("caption")?.textContent).toContain(
      "leverage up to 1:100 · one fee of $788",
    );
    expect(payment().getByTestId("checkout-total").textContent).toBe("$788.00");
    expect(payment().getByRole("button", { name: "Pay $788.00" })).toBeTruthy();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("applies a coupon and shows the new total; a bad coupon shows the server's reason", async () => {
    const { user } = open();
    const coupon = await screen.findByLabelText("Coupon code");
    await user.type(coupon, "NOPE");
    await user.click(payment().getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("The coupon NOPE does not exist.")).toBeTruthy();
    await user.clear(coupon);
    await user.type(coupon, "SAVE10");
    await user.click(payment().getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("SAVE10 applied: 10% off.")).toBeTruthy();
    expect(payment().getByTestId("checkout-total").textContent).toBe("$709.20");
    expect(payment().getByRole("button", { name: "Pay $709.20" })).toBeTruthy();
  });

  it("asks for the terms, then starts the purchase once and goes to the payment page", async () => {
    const { user, checkout, assign } = open();
    const pay = await screen.findByRole("button", { name: "Pay $788.00" });
    await user.click(pay);
    expect(await screen.findByText("Please accept the terms to continue.")).toBeTruthy();
    expect(checkout.state.checkouts).toHaveLength(0);
    await user.click(screen.getByRole("checkbox", { name: /I agree to the terms of service/ }));
    expect(screen.getByRole("link", { name: "terms of service" }).getAttribute("href")).toBe(
      "/legal/terms",
    );
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(absoluteApiUrl("/payments/test/checkout/cs_test_pur_1"));
    expect(checkout.state.checkouts).toEqual([
      { plan: "200K", acceptTerms: true, clientKey: expect.stringMatching(/^[A-Za-z0-9]{32}$/) },
    ]);
    expect(screen.getByRole("button", { name: /Opening the payment page/ })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("offers the purchase of this plan that a declined card left waiting, and cancels it", async () => {
    const declined = makePurchase({
      status: "pending",
      statusReason: "Your card was declined.",
      accountId: null,
      paidAt: null,
      expiresAt: new Date(Date.now() + 24 * 60_000 + 30_000).toISOString(),
    });
    const { user, checkout } = open(undefined, [declined]);
    const notice = within(
      await screen.findByRole("region", { name: "Purchase waiting for payment" }),
    );
    expect(notice.getByRole("alert").textContent).toBe(
      "The last card was declined: Your card was declined.",
    );
    expect(notice.getByText(/PA-7K3Q9X2M · \$788\.00 · expires in 25 minutes/)).toBeTruthy();
    expect(notice.getByRole("button", { name: /^Try again/ })).toBeTruthy();
    await user.click(notice.getByRole("button", { name: /^Cancel this purchase/ }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Purchase waiting for payment" })).toBeNull(),
    );
    expect(checkout.state.cancelled).toEqual(["pur_1"]);
    expect(payment().getByRole("button", { name: "Pay $788.00" })).toBeTruthy();
  });

  it("shows the 404 page for a size we do not sell", async () => {
    for (const path of ["/checkout/$123", "/checkout/free-money", "/checkout/$1,000,000"]) {
      const app = open(path);
      expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
      app.unmount();
      vi.restoreAllMocks();
    }
  });

  it("shows an error with a retry when the plans cannot load", async () => {
    const api = createFakeApi().install();
    api.on("GET /plans", () => ({
      status: 500,
      body: { message: "Down", code: "INTERNAL_ERROR" },
    }));
    renderApp("/checkout/$5,000", { token: api.sessionFor(api.users[0]!) });
    expect(
      await screen.findByText("The plan could not be loaded", {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("sends a visitor to sign in and back to the same plan", async () => {
    const api = createFakeApi().install();
    installCheckoutFake(api);
    const app = renderApp("/checkout/$200,000");
    await waitFor(() => expect(app.location().pathname).toBe("/auth/signin"));
    expect(new URLSearchParams(app.location().search).get("redirect")).toBe("/checkout/$200,000");
  });
});
