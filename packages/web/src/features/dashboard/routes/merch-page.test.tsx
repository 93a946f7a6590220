import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { merchPrice } from "../../../lib/merch-price";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleMerchItem, serveMerch } from "../testing/sample-merch";

function openMerch(
  ...args: Parameters<typeof serveMerch> extends [unknown, ...infer R] ? R : never
) {
  const api = createFakeApi();
  serveMerch(api, ...args);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  return { api, ...renderApp("/dashboard/merch", { token }) };
}

const item = async (name: string) =>
  within(await screen.findByRole("article", { name }, { timeout: 3_000 }));

describe("merch page", () => {
  it("shows the catalogue: pictures or a placeholder tile, prices, stock, and ordering closed", async () => {
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

    const buttons = within(screen.getByRole("list", { name: "Merch items" })).getAllByRole(
      "button",
    );
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button.textContent).toBe("Ordering opens soon");
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    // No coming-soon panel: only the ordering buttons say anything opens soon.
    expect(screen.queryByText(/coming soon|on its way/i)).toBeNull();
  });

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
    expect(screen.queryByRole("button", { name: "Ordering opens soon" })).toBeNull();
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
