import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { merchImageId, sampleMerchCatalogue, serveAdminMerch } from "../testing/sample-merch-admin";
import { apiUrl } from "../../../testing/api-url";

function openMerch(items = sampleMerchCatalogue()) {
  const api = createFakeApi({ users: [reviewAdmin] });
  const server = serveAdminMerch(api, items);
  api.install();
  const app = renderApp("/admin/merch", { token: api.sessionFor(reviewAdmin) });
  return { api, server, ...app };
}

const grid = async () =>
  within(await screen.findByRole("list", { name: "Merch items" }, { timeout: 3_000 }));
const card = async (name: string) => within(await screen.findByRole("article", { name }));
const form = async () => within(await screen.findByRole("region", { name: /merch item|^Edit / }));

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("admin merch", () => {
  it("shows every item, active or not, with picture, prices, stock and state", async () => {
    openMerch();
    const list = await grid();
    expect(list.getAllByRole("article")).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/coming soon|being built/i);
    const hoodie = await card("PropArena hoodie");
    expect(hoodie.getByRole("img", { name: "PropArena hoodie" }).getAttribute("src")).toBe(
      apiUrl(`/public/files/${merchImageId(500)}`),
    );
    expect(hoodie.getByText("$45")).toBeTruthy();
    expect(hoodie.getByText("40")).toBeTruthy();
    expect(hoodie.getByText("Active")).toBeTruthy();
    const cap = await card("Trader cap");
    expect(cap.getByRole("img", { name: "No picture of Trader cap" })).toBeTruthy();
    expect(cap.getByText("$25.50 or 1,200 points")).toBeTruthy();
    expect(cap.getByText("Out of stock")).toBeTruthy();
    expect(cap.getByText("Inactive")).toBeTruthy();
    expect(cap.getByRole("button", { name: "Activate Trader cap" })).toBeTruthy();
  });

  it("creates an item: client checks, a server field error, then success", async () => {
    const app = openMerch();
    await grid();
    await app.user.click(screen.getByRole("button", { name: "New item" }));
    const fields = await form();

    // Nothing typed: the form says what is missing and sends nothing.
    await app.user.click(fields.getByRole("button", { name: "Add item" }));
    expect(description(fields.getByLabelText("Name"))).toBe("Name the item");
    expect(description(fields.getByLabelText("Price in dollars"))).toBe(
      "Give a price in dollars or in points",
    );
    expect(description(fields.getByLabelText("Stock"))).toBe("Say how many are in stock");
    expect(app.api.callsTo("POST /admin/merch")).toHaveLength(0);

    await app.user.type(fields.getByLabelText("Name"), "Desk mat");
    await app.user.type(fields.getByLabelText("Description"), "Big enough for two screens.");
    await app.user.type(fields.getByLabelText("Price in dollars"), "$19.9");
    await app.user.type(fields.getByLabelText("Stock"), "1,000");
    await app.user.upload(
      fields.getByLabelText("Picture (optional)"),
      new File(["\x89PNG mat"], "mat.png", { type: "image/png" }),
    );
    expect(await fields.findByRole("img", { name: "Picture of Desk mat" })).toBeTruthy();

    // The server refuses once, naming the price.
    app.server.refuseNextCreate([
      { path: "priceCents", message: "Give a price in dollars or in points" },
    ]);
    await app.user.click(fields.getByRole("button", { name: "Add item" }));
    await waitFor(() =>
      expect(description(fields.getByLabelText("Price in dollars"))).toBe(
        "Give a price in dollars or in points",
      ),
    );
    expect(fields.queryByRole("alert")).toBeNull();
    const first = app.api.callsTo("POST /admin/merch")[0]!;
    expect(first.body).toEqual({
      name: "Desk mat",
      description: "Big enough for two screens.",
      imageFileId: merchImageId(1),
      priceCents: 1_990,
      pricePoints: null,
      stock: 1_000,
      active: true,
    });

    // Points added, the error clears at the field, and it is saved.
    await app.user.type(fields.getByLabelText("Price in points"), "800");
    await app.user.clear(fields.getByLabelText("Price in dollars"));
    await app.user.type(fields.getByLabelText("Price in dollars"), "19.90");
    expect(description(fields.getByLabelText("Price in dollars"))).not.toBe(
      "Give a price in dollars or in points",
    );
    await app.user.click(fields.getByRole("button", { name: "Add item" }));

    expect(await screen.findByText("Desk mat was added.")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/merch")[1]!.body).toMatchObject({
      priceCents: 1_990,
      pricePoints: 800,
    });
    expect(screen.queryByRole("region", { name: "New merch item" })).toBeNull();
    const mat = await card("Desk mat");
    expect(mat.getByText("$19.90 or 800 points")).toBeTruthy();
    expect(mat.getByText("1,000")).toBeTruthy();
    expect(mat.getByRole("img", { name: "Desk mat" }).getAttribute("src")).toBe(
      apiUrl(`/public/files/${merchImageId(1)}`),
    );
  });

  it("deactivates and activates an item", async () => {
    const app = openMerch();
    const hoodie = await card("PropArena hoodie");
    await app.user.click(hoodie.getByRole("button", { name: "Deactivate PropArena hoodie" }));
    expect(
      await screen.findByText("PropArena hoodie is inactive: traders no longer see it."),
    ).toBeTruthy();
    expect(app.api.callsTo("PATCH /admin/merch/merch_hoodie")[0]!.body).toEqual({
      active: false,
    });
    await waitFor(() => expect(hoodie.getByText("Inactive")).toBeTruthy());

    await app.user.click(hoodie.getByRole("button", { name: "Activate PropArena hoodie" }));
    expect(await screen.findByText("PropArena hoodie is active: traders see it.")).toBeTruthy();
    expect(app.api.callsTo("PATCH /admin/merch/merch_hoodie")[1]!.body).toEqual({
      active: true,
    });
    expect(app.server.current().find((item) => item.id === "merch_hoodie")!.active).toBe(true);
  });

  it("edits an item, keeping or removing its picture", async () => {
    const app = openMerch();
    const hoodie = await card("PropArena hoodie");
    await app.user.click(hoodie.getByRole("button", { name: "Edit PropArena hoodie" }));
    const fields = await form();
    expect((fields.getByLabelText("Price in dollars") as HTMLInputElement).value).toBe("45");
    expect((fields.getByLabelText("Stock") as HTMLInputElement).value).toBe("40");
    await app.user.clear(fields.getByLabelText("Stock"));
    await app.user.type(fields.getByLabelText("Stock"), "12");
    await app.user.click(fields.getByRole("button", { name: "Remove the picture" }));
    await app.user.click(fields.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("PropArena hoodie was saved.")).toBeTruthy();
    expect(app.api.callsTo("PATCH /admin/merch/merch_hoodie")[0]!.body).toEqual({
      name: "PropArena hoodie",
      description: "Heavyweight cotton, embroidered logo.",
      imageFileId: null,
      priceCents: 4_500,
      pricePoints: null,
      stock: 12,
      active: true,
    });
    const saved = await card("PropArena hoodie");
    expect(saved.getByText("12")).toBeTruthy();
    expect(saved.getByRole("img", { name: "No picture of PropArena hoodie" })).toBeTruthy();
  });

  it("shows an empty state, and an error with a retry", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    serveAdminMerch(api, []);
    let fail = true;
    api.on("GET /admin/merch", () =>
      fail
        ? { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } }
        : { status: 200, body: { items: [] } },
    );
    api.install();
    const app = renderApp("/admin/merch", { token: api.sessionFor(reviewAdmin) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The catalogue could not be loaded");
    fail = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No merch items yet" })).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Add the first item" }));
    expect(await screen.findByRole("region", { name: "New merch item" })).toBeTruthy();
  });
});
