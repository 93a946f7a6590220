import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { merchPrice } from "../../../lib/merch-price";
import { navigateTo } from "../../../lib/purchase-actions";
import type { MerchOrder } from "@proparena/contracts/merch";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import {
  sampleMerchItem,
  sampleMerchOrder,
  serveMerch,
  serveMerchOrders,
} from "../testing/sample-merch";

afterEach(() => vi.restoreAllMocks());

function openMerch(
  items?: Parameters<typeof serveMerch>[1],
  { orders = [], path = "/dashboard/merch" }: { orders?: MerchOrder[]; path?: string } = {},
) {
  const api = createFakeApi();
  serveMerch(api, items);
  const placed = serveMerchOrders(api, orders);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  return { api, placed, ...renderApp(path, { token }) };
}

const item = async (name: string) =>
  within(await screen.findByRole("article", { name }, { timeout: 3_000 }));

describe("merch page", () => {
  it("shows the catalogue: pictures or a placeholder tile, prices, stock, and what can be ordered", async () => {
    openMerch([
      sampleMerchItem({ name: "Hoodie", priceCents: 4_500, stock: 40 }),
      sampleMerchItem({
        name: "Cap",
        imageUrl: null,
        priceCents: 1_250,
        pricePoints: 500,
        stock: 3,
      }),
      sampleMerchItem({ name: "Mug", priceCents: null, pricePoints: 1_200, stock: 0 }),
      sampleMerchItem({ name: "Sticker", priceCents: null, pricePoints: 1, stock: 5 }),
    ]);

    const hoodie = await item("Hoodie");
    const image = hoodie.getByRole("img", { name: "Hoodie" });
    expect(image.tagName).toBe("IMG");
    expect(image.getAttribute("src")).toBe("https://cdn.example.com/merch/hoodie.png");
    expect(hoodie.getByText("Heavyweight cotton, embroidered logo.")).toBeTruthy();
    expect(hoodie.getByText("$45")).toBeTruthy();
    expect(hoodie.getByText("In stock")).toBeTruthy();

    const cap = await item("Cap");
    expect(cap.getByRole("img", { name: "No picture of Cap" }).tagName).toBe("DIV");
    expect(cap.getByText("$12.50 or 500 points")).toBeTruthy();
    expect(cap.getByText("Only 3 left")).toBeTruthy();

    const mug = await item("Mug");
    expect(mug.getByText("1,200 points")).toBeTruthy();
    expect(mug.getByText("Out of stock")).toBeTruthy();
    expect(mug.queryByText(/left/)).toBeNull();

    const sticker = await item("Sticker");
    expect(sticker.getByText("1 point")).toBeTruthy();
    expect(sticker.getByText("Only 5 left")).toBeTruthy();

    // Hoodie and Cap can be ordered by card; Mug is sold out; Sticker is sold for points only.
    expect(hoodie.getByRole("button", { name: "Order Hoodie" })).toHaveProperty("disabled", false);
    expect(cap.getByRole("button", { name: "Order Cap" })).toHaveProperty("disabled", false);
    expect(mug.getByRole("button", { name: "Mug: Sold out" })).toHaveProperty("disabled", true);
    expect(
      sticker.getByRole("button", { name: "Sticker: Points only: not sold by card" }),
    ).toHaveProperty("disabled", true);
    expect(screen.queryByText(/opens soon|coming soon/i)).toBeNull();
    expect(await screen.findByText(/No orders yet/)).toBeTruthy();
  });

  it("orders an item to an address with the country and region selector, then goes to pay", async () => {
    const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
    const hoodie = sampleMerchItem({ name: "Hoodie", priceCents: 4_500, stock: 3 });
    const { user, placed } = openMerch([hoodie]);
    await user.click((await item("Hoodie")).getByRole("button", { name: "Order Hoodie" }));
    const form = within(screen.getByRole("form", { name: "Order Hoodie" }));
    // Three left: at most three.
    expect(form.getAllByRole("option", { name: /^\d+$/ }).map((o) => o.textContent)).toEqual([
      "1",
      "2",
      "3",
    ]);
    // The region list is the United States' until a country is chosen.
    const country = form.getByLabelText("Country") as HTMLSelectElement;
    const region = form.getByLabelText("Region") as HTMLSelectElement;
    expect(country.options[0]!.textContent).toBe("Select Country");
    expect(region.options[0]!.textContent).toBe("Select Region");
    expect(within(region).getByRole("option", { name: "California" })).toBeTruthy();

    await user.click(form.getByRole("button", { name: "Pay $45.00" }));
    expect(form.getByText("Enter the recipient's name")).toBeTruthy();
    expect(form.getByText("Choose a region")).toBeTruthy();
    expect(placed.placed).toEqual([]);

    await user.selectOptions(form.getByLabelText("Quantity"), "2");
    await user.type(form.getByLabelText("Full name"), "Mia Merch");
    await user.type(form.getByLabelText("Street address"), "1 Market St");
    await user.type(form.getByLabelText("City"), "San Francisco");
    await user.type(form.getByLabelText("Postal code"), "94105");
    await user.selectOptions(region, "CA");
    expect(country.value).toBe("US");
    await user.click(form.getByRole("button", { name: "Pay $90.00" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        expect.stringMatching(/^http:\/\/localhost\/api\/payments\/test\/checkout\/cs_test_/),
      ),
    );
    expect(placed.placed).toEqual([
      {
        itemId: hoodie.id,
        quantity: 2,
        shipping: {
          name: "Mia Merch",
          addressLine1: "1 Market St",
          addressLine2: "",
          city: "San Francisco",
          postalCode: "94105",
          country: "US",
          region: "CA",
        },
        clientKey: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      },
    ]);
  });

  it("shows the server's refusal at the field it names, or above the buttons", async () => {
    const { user, api } = openMerch([sampleMerchItem({ name: "Hoodie" })]);
    await user.click((await item("Hoodie")).getByRole("button", { name: "Order Hoodie" }));
    const form = within(screen.getByRole("form", { name: "Order Hoodie" }));
    await user.type(form.getByLabelText("Full name"), "Mia Merch");
    await user.type(form.getByLabelText("Street address"), "1 Market St");
    await user.type(form.getByLabelText("City"), "Toronto");
    await user.type(form.getByLabelText("Postal code"), "M5V 2T6");
    await user.selectOptions(form.getByLabelText("Country"), "CA");
    await user.selectOptions(form.getByLabelText("Region"), "ON");
    api.on("POST /merch/orders", () => ({
      status: 400,
      body: {
        message: "Choose a region of Canada.",
        code: "VALIDATION_ERROR",
        issues: [{ path: "shipping.region", message: "Choose a region of Canada." }],
      },
    }));
    await user.click(form.getByRole("button", { name: "Pay $45.00" }));
    expect(await form.findByText("Choose a region of Canada.")).toBeTruthy();
    expect(form.queryByRole("alert")).toBeNull();
    api.on("POST /merch/orders", () => ({
      status: 409,
      body: { message: "Hoodie is out of stock.", code: "CONFLICT" },
    }));
    await user.click(form.getByRole("button", { name: "Pay $45.00" }));
    expect((await form.findByRole("alert")).textContent).toContain("Hoodie is out of stock.");
  });

  it("lists the trader's orders with status and tracking; one waiting for payment can be paid or cancelled", async () => {
    const assign = vi.spyOn(navigateTo, "assign").mockImplementation(() => undefined);
    const shipped = sampleMerchOrder({
      receiptNumber: "PA-SHIPPED1",
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      shippedAt: "2026-11-21T09:00:00.000Z",
    });
    const waiting = sampleMerchOrder({
      id: "order-wait",
      receiptNumber: "PA-WAITING1",
      status: "pending",
      statusReason: "Your card was declined.",
      paidAt: null,
      expiresAt: new Date(Date.now() + 5 * 60_000 + 10_000).toISOString(),
    });
    const { user, api } = openMerch([], { orders: [waiting, shipped] });
    const list = within(await screen.findByRole("list", { name: "Your orders" }));
    const first = within(list.getByRole("article", { name: "Order PA-SHIPPED1" }));
    expect(first.getByText("Shipped")).toBeTruthy();
    expect(first.getByText(/Tracking: UPS/).textContent).toContain("1Z999AA10123456784");
    const second = within(list.getByRole("article", { name: "Order PA-WAITING1" }));
    expect(second.getByText("Waiting for payment")).toBeTruthy();
    expect(second.getByText("The last card was declined: Your card was declined.")).toBeTruthy();
    expect(second.getByText(/expires in 6 minutes/)).toBeTruthy();
    api.on("POST /purchases/order-wait/pay", () => ({
      status: 200,
      body: { redirectUrl: "http://localhost/pay-again" },
    }));
    await user.click(second.getByRole("button", { name: "Pay: order PA-WAITING1" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/pay-again"));
    expect(api.callsTo("POST /purchases/order-wait/pay")).toHaveLength(1);
  });

  it("back from the payment page, a paid order is confirmed and marked in the list", async () => {
    const paid = sampleMerchOrder({ id: "order-paid", receiptNumber: "PA-PAIDOK1" });
    openMerch([], { orders: [paid], path: "/dashboard/merch?order=order-paid" });
    expect(
      await screen.findByText("Thank you: order PA-PAIDOK1 is paid", {}, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole("article", { name: "Order PA-PAIDOK1" })
        .closest("li")!
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("an order left unpaid is cancelled from the notice, and says so", async () => {
    const left = sampleMerchOrder({
      id: "order-left",
      receiptNumber: "PA-LEFTIT1",
      status: "pending",
      paidAt: null,
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    const { user, api } = openMerch([], {
      orders: [left],
      path: "/dashboard/merch?order=order-left&left=1",
    });
    expect(
      await screen.findByText(/You left the payment page, so nothing was charged/),
    ).toBeTruthy();
    api.on("POST /purchases/order-left/cancel", () => {
      left.status = "cancelled";
      left.statusReason = "Cancelled by you before paying.";
      left.expiresAt = null;
      return {
        status: 200,
        body: { id: left.id, status: "cancelled", statusReason: left.statusReason },
      };
    });
    // The notice's button comes first; the order in the list has the same two.
    const [fromNotice] = screen.getAllByRole("button", { name: "Cancel order: order PA-LEFTIT1" });
    await user.click(fromNotice!);
    const article = within(await screen.findByRole("article", { name: "Order PA-LEFTIT1" }));
    expect(await article.findByText("Cancelled")).toBeTruthy();
    expect(article.getByText("Cancelled by you before paying.")).toBeTruthy();
  });
});

describe("merch page states", () => {
  it("falls back to the placeholder tile when a picture fails to load", async () => {
    openMerch([sampleMerchItem({ name: "Hoodie" })]);
    const hoodie = await item("Hoodie");
    hoodie.getByRole("img", { name: "Hoodie" }).dispatchEvent(new Event("error"));
    expect(await hoodie.findByRole("img", { name: "No picture of Hoodie" })).toBeTruthy();
  });

  it("says so when the store has no items", async () => {
    openMerch([]);
    expect(
      await screen.findByRole(
        "heading",
        { name: "The merch store has no items yet" },
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Merch items" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Order / })).toBeNull();
  });

  it("shows a loading state, then an error with a retry that loads the catalogue", async () => {
    const first = deferred<FakeResponse>();
    let answer: () => FakeResponse | Promise<FakeResponse> = () => first.promise;
    const { user } = openMerch(() => answer());
    expect(
      await screen.findByText("Loading the merch store…", {}, { timeout: 3_000 }),
    ).toBeTruthy();
    first.resolve({ status: 429, body: { message: "The store is resting", code: "RATE_LIMITED" } });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The merch store could not be loaded");
    expect(alert.textContent).toContain("The store is resting");
    answer = () => ({
      status: 200,
      body: { items: [sampleMerchItem({ name: "Hoodie" })] },
    });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await item("Hoodie");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("merch prices", () => {
  it("formats dollars, points, both, or neither", () => {
    expect(merchPrice({ priceCents: 2_500, pricePoints: null })).toBe("$25");
    expect(merchPrice({ priceCents: 123_456, pricePoints: null })).toBe("$1,234.56");
    expect(merchPrice({ priceCents: null, pricePoints: 12_000 })).toBe("12,000 points");
    expect(merchPrice({ priceCents: 2_500, pricePoints: 300 })).toBe("$25 or 300 points");
    expect(merchPrice({ priceCents: null, pricePoints: null })).toBeNull();
  });
});
