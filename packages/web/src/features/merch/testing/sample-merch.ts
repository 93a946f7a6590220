import {
  merchItemSchema,
  merchOrderSchema,
  type MerchItem,
  type MerchOrder,
} from "@proparena/contracts/merch";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { absoluteApiUrl } from "../../../testing/api-url";

/**
 * Merch answers for the web tests (contracts/merch.ts), parsed with the contract's schemas so
 * they cannot drift from the wire format.
 */

let counter = 0;

export function sampleMerchItem(overrides: Partial<MerchItem> = {}): MerchItem {
  counter += 1;
  return merchItemSchema.parse({
    id: `merch-${counter}`,
    name: "PropArena hoodie",
    description: "Heavyweight cotton, embroidered logo.",
    imageUrl: "https://cdn.example.com/merch/hoodie.png",
    priceCents: 4_500,
    pricePoints: null,
    stock: 40,
    active: true,
    createdAt: "2025-01-01T10:00:00.000Z",
    ...overrides,
  });
}

/** Serves GET /merch on the fake API with `items`, or with whatever the given function answers. */
export function serveMerch(
  api: FakeApi,
  items: MerchItem[] | (() => FakeResponse | Promise<FakeResponse>) = [sampleMerchItem()],
) {
  api.on("GET /merch", () =>
    typeof items === "function" ? items() : { status: 200, body: { items } },
  );
  return api;
}

export function sampleMerchOrder(overrides: Partial<MerchOrder> = {}): MerchOrder {
  counter += 1;
  return merchOrderSchema.parse({
    id: `order-${counter}`,
    receiptNumber: `PA-ORDER00${counter}`,
    itemId: "merch-1",
    itemName: "PropArena hoodie",
    quantity: 1,
    unitPriceCents: 4_500,
    amountCents: 4_500,
    currency: "usd",
    status: "paid",
    statusReason: null,
    shipping: {
      name: "Mia Merch",
      addressLine1: "1 Market St",
      addressLine2: null,
      city: "San Francisco",
      region: "California",
      postalCode: "94105",
      country: "US",
    },
    carrier: null,
    trackingNumber: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    paidAt: "2026-11-20T10:01:00.000Z",
    shippedAt: null,
    deliveredAt: null,
    endedAt: null,
    expiresAt: null,
    ...overrides,
  });
}

/**
 * The trader's orders on the fake API: GET /merch/orders answers `state.orders`, and
 * POST /merch/orders records the body and answers a pending order with its payment page.
 */
export function serveMerchOrders(api: FakeApi, orders: MerchOrder[] = []) {
  const state = { orders: [...orders], placed: [] as unknown[] };
  api.on("GET /merch/orders", () => ({
    status: 200,
    body: { items: state.orders, nextCursor: null },
  }));
  api.on("POST /merch/orders", ({ body }) => {
    state.placed.push(body);
    const order = sampleMerchOrder({
      status: "pending",
      paidAt: null,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    state.orders.unshift(order);
    return {
      status: 201,
      body: {
        order,
        redirectUrl: absoluteApiUrl(`/payments/test/checkout/cs_test_${order.id}`),
      },
    };
  });
  return state;
}
