import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleOpenbookEntry, sampleOpenbookList } from "../testing/sample-openbook";

describe("openbook list", () => {
  it("lists the public books with their figures, the delay and the score explained", async () => {
    const api = createFakeApi()
      .on("GET /openbook", () => ({ status: 200, body: sampleOpenbookList() }))
      .install();
    renderApp("/openbook");
    const table = await screen.findByRole("table", { name: "Public books" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[0]).toBe("TraderBookReturnDrawdownScoreTradesWin rateFollowersCopiers");
    expect(rows[1]).toBe("AAda L.Funded · 200K+6.42%3.10%2.0748" + "56.3%123");
    expect(rows[2]).toBe("AAnonymous traderBeta-1.25%4.50%-0.407—00");
    expect(within(table).getByRole("link", { name: "Ada L." }).getAttribute("href")).toBe(
      "/openbook/a1b2c3d4e5f6",
    );
    expect(
      screen.getByText("Open positions and trades are shown 15 minutes after they happen."),
    ).toBeTruthy();
    expect(screen.getByText(/return divided by the largest drawdown/)).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Openbook pages" });
    expect(within(pages).getByRole("link", { name: "Register of decisions" })).toBeTruthy();
    expect(within(pages).getByRole("link", { name: "Pools" }).getAttribute("href")).toBe("/pools");
    expect(api.callsTo("GET /openbook")[0]!.search.get("sort")).toBe("score");
    // On a phone the same books are cards with every figure.
    const cards = screen.getByRole("list", { name: "Public books" });
    expect(cards.className).toContain("sm:hidden");
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
  });

  it("filters and sorts through the URL, starting again at the first page", async () => {
    const api = createFakeApi()
      .on("GET /openbook", () => ({ status: 200, body: sampleOpenbookList() }))
      .install();
    const app = renderApp("/openbook?offset=20");
    await screen.findByRole("table", { name: "Public books" });
    const form = screen.getByRole("form", { name: "Filter the openbook" });
    await app.user.selectOptions(within(form).getByLabelText("Phase"), "funded");
    await app.user.type(within(form).getByLabelText("Instrument"), "eurusd");
    await app.user.type(within(form).getByLabelText("Return at least (%)"), "5");
    await app.user.type(within(form).getByLabelText("Drawdown at most (%)"), "10");
    await app.user.selectOptions(within(form).getByLabelText("Sort by"), "return");
    await app.user.click(within(form).getByRole("button", { name: "Apply" }));
    expect(app.currentUrl()).toBe(
      "/openbook?phase=funded&symbol=EURUSD&minReturn=5&maxDrawdown=10&sort=return",
    );
    await screen.findByRole("table", { name: "Public books" });
    const last = api.callsTo("GET /openbook").at(-1)!.search;
    expect(Object.fromEntries(last)).toEqual({
      phase: "funded",
      symbol: "EURUSD",
      minReturn: "5",
      maxDrawdown: "10",
      sort: "return",
      offset: "0",
      limit: "20",
    });
  });

  it("pages through the list", async () => {
    createFakeApi()
      .on("GET /openbook", ({ search }) => ({
        status: 200,
        body: sampleOpenbookList({
          entries: [sampleOpenbookEntry({ label: `Book at ${search.get("offset")}` })],
          total: 45,
          offset: Number(search.get("offset")),
        }),
      }))
      .install();
    const app = renderApp("/openbook");
    expect(await screen.findByText("1–1 of 45 books")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    await app.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("21–21 of 45 books")).toBeTruthy();
    expect(app.currentUrl()).toBe("/openbook?offset=20");
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/openbook",
    );
  });

  it("says so when no book matches, and when the list cannot be loaded", async () => {
    const api = createFakeApi()
      .on("GET /openbook", () => ({ status: 200, body: sampleOpenbookList({ entries: [] }) }))
      .install();
    renderApp("/openbook?phase=beta");
    expect(await screen.findByText("No public book matches")).toBeTruthy();
    api.on("GET /openbook", () => ({
      status: 503,
      body: { message: "The openbook is resting", code: "UNAVAILABLE" },
    }));
    renderApp("/openbook?phase=funded");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The openbook could not be loaded");
    expect(alert.textContent).toContain("The openbook is resting");
  });
});
