import { merchItemSchema, type MerchItem } from "@proparena/contracts/merch";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";

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

/** Serves GET /api/merch on the fake API with `items`, or with whatever the given function answers. */
export function serveMerch(
  api: FakeApi,
  items: MerchItem[] | (() => FakeResponse | Promise<FakeResponse>) = [sampleMerchItem()],
) {
  api.on("GET /api/merch", () =>
    typeof items === "function" ? items() : { status: 200, body: { items } },
  );
  return api;
}
