import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { stubLinkClicks, stubObjectUrls } from "../../../testing/object-urls";
import { renderApp } from "../../../testing/render-app";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { serveAdminIntegrity } from "../testing/sample-admin-integrity";

function openQueue(path = "/admin/integrity", pageSize = 100) {
  const api = createFakeApi({ users: [reviewAdmin] });
  serveAdminIntegrity(api, { pageSize });
  api.install();
  return { api, ...renderApp(path, { token: api.sessionFor(reviewAdmin) }) };
}

const table = async () =>
  within(await screen.findByRole("table", { name: "Integrity flags" }, { timeout: 3_000 }));
const flagLinks = () =>
  screen.queryAllByRole("link", { name: /^Flag / }).map((link) => link.getAttribute("aria-label"));

describe("the admin integrity queue", () => {
  it("lists flags by score with detector, status, hold, trader, account and message", async () => {
    openQueue();
    const rows = await table();
    expect(flagLinks()).toEqual([
      "Flag flag_hedge1",
      "Flag flag_copy1",
      "Flag flag_multi1",
      "Flag flag_hft1",
    ]);
    const hedge = within(rows.getByRole("link", { name: "Flag flag_hedge1" }).closest("tr")!);
    expect(hedge.getByText("97%")).toBeTruthy();
    expect(hedge.getByText("Hedging across accounts")).toBeTruthy();
    expect(hedge.getByText("Open")).toBeTruthy();
    expect(hedge.getByText("Holds")).toBeTruthy();
    expect(hedge.getByRole("link", { name: "tess@example.com" }).getAttribute("href")).toBe(
      "/admin/user/u_tess",
    );
    expect(rows.getByRole("link", { name: "Flag flag_hedge1" }).getAttribute("href")).toBe(
      "/admin/integrity/flag_hedge1",
    );
    expect(
      within(rows.getByRole("link", { name: "Flag flag_multi1" }).closest("tr")!).getByText(
        "All (person)",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Integrity" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("filters by detector, status and hold through the URL, and sends the filters to the server", async () => {
    const app = openQueue();
    await table();
    await app.user.selectOptions(screen.getByLabelText("Detector"), "Copy trading");
    await waitFor(() => expect(flagLinks()).toEqual(["Flag flag_copy1"]));
    expect(app.currentUrl()).toContain("kind=copy-trading");
    expect(app.api.callsTo("GET /admin/integrity/flags").at(-1)!.search.get("kind")).toBe(
      "copy-trading",
    );

    void app.router.navigate("/admin/integrity?hold=no&status=open");
    await waitFor(() => expect(flagLinks()).toEqual(["Flag flag_multi1"]));
    expect(app.api.callsTo("GET /admin/integrity/flags").at(-1)!.search.get("hold")).toBe("no");
  });

  it("searches by e-mail and says when nothing matches", async () => {
    const app = openQueue("/admin/integrity?search=nobody@example.com");
    expect(await screen.findByText("No flags match this search and these filters.")).toBeTruthy();

    void app.router.navigate("/admin/integrity?search=omar");
    await waitFor(() => expect(flagLinks()).toEqual(["Flag flag_copy1"]));
    expect(app.api.callsTo("GET /admin/integrity/flags").at(-1)!.search.get("search")).toBe("omar");
  });

  it("pages through keyset pages", async () => {
    const app = openQueue("/admin/integrity", 2);
    await table();
    expect(flagLinks()).toEqual(["Flag flag_hedge1", "Flag flag_copy1"]);
    await app.user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(flagLinks()).toEqual(["Flag flag_multi1", "Flag flag_hft1"]));
    expect(app.api.callsTo("GET /admin/integrity/flags").at(-1)!.search.get("cursor")).toBe("2");
  });

  it("exports the filtered queue as CSV", async () => {
    stubObjectUrls("csv");
    stubLinkClicks();
    const app = openQueue("/admin/integrity?status=open");
    await table();
    await app.user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(app.api.callsTo("GET /admin/integrity/flags.csv")).toHaveLength(1));
    expect(app.api.callsTo("GET /admin/integrity/flags.csv")[0]!.search.get("status")).toBe("open");
  });

  it("says when the queue could not be loaded", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    api.on("GET /admin/integrity/flags", () => ({
      status: 500,
      body: { message: "Something went wrong", code: "INTERNAL" },
    }));
    api.install();
    renderApp("/admin/integrity", { token: api.sessionFor(reviewAdmin) });
    expect(await screen.findByText(/could not be loaded/i, {}, { timeout: 3_000 })).toBeTruthy();
  });
});
