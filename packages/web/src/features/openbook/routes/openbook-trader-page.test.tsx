import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { StubBookChart } from "../testing/stub-book-chart";
import { ADA_ID, publishedHash, sampleBook, sampleTraderPage } from "../testing/sample-openbook";

describe("a trader's public page", () => {
  it("shows the trader and each book: figures, curve, positions after the delay, trades, decisions, payouts", async () => {
    const page = await sampleTraderPage();
    createFakeApi()
      .on(`GET /openbook/${ADA_ID}`, () => ({ status: 200, body: page }))
      .install();
    renderApp(`/openbook/${ADA_ID}`, { wrapper: StubBookChart });

    expect(await screen.findByRole("heading", { level: 1, name: /Ada L\./ })).toBeTruthy();
    expect(screen.getByText(/Trading since Nov 20, 2024 · 12 followers · 3 copiers/)).toBeTruthy();
    expect(
      screen.getByText("Open positions and trades are shown 15 minutes after they happen."),
    ).toBeTruthy();
    const book = screen.getByRole("region", { name: "Funded · 200K" });
    expect(within(book).getByText("+6.42%")).toBeTruthy();
    expect(within(book).getByTestId("book-chart-stub").textContent).toBe(
      "Book curve: 2 points, last equity $213,000.00",
    );
    const positions = within(book).getByRole("table", { name: "Funded · 200K: open positions" });
    expect(within(positions).getAllByRole("row")).toHaveLength(2);
    expect(within(book).getByTestId("hidden-positions").textContent).toBe(
      "2 positions younger than 15 minutes are hidden.",
    );
    const trades = within(book).getByRole("table", { name: "Funded · 200K: closed trades" });
    expect(within(trades).getAllByRole("row")[1]!.textContent).toContain("Take profit");
    const payouts = within(book).getByRole("table", { name: "Funded · 200K: payouts received" });
    const claim = within(payouts).getByRole("link", { name: /0xabc123de/ });
    expect(claim.getAttribute("href")).toBe("https://chain.example/tx/0xabc123def4567890");
    expect(within(payouts).getByText("Not claimed on chain")).toBeTruthy();
    // Signed out: follow and copy ask to sign in first.
    expect(screen.getByRole("link", { name: "Sign in to follow" }).getAttribute("href")).toBe(
      `/auth/signin?redirect=${encodeURIComponent(`/openbook/${ADA_ID}`)}`,
    );
    expect(within(book).getByRole("link", { name: "Sign in to copy" })).toBeTruthy();
  });

  it("recomputes each decision's evidence hash in the browser and says it matches", async () => {
    const page = await sampleTraderPage();
    createFakeApi()
      .on(`GET /openbook/${ADA_ID}`, () => ({ status: 200, body: page }))
      .install();
    renderApp(`/openbook/${ADA_ID}`, { wrapper: StubBookChart });
    const decision = await screen.findByRole("article", { name: "Daily loss limit" });
    const hash = await within(decision).findByTestId("published-evidence-hash");
    expect(hash.textContent).toBe(await publishedHash());
    expect(
      within(decision).getByRole("status", { name: "Evidence hash check" }).textContent,
    ).toMatch(/^Match/);
    expect(
      within(decision).getByRole("link", { name: "Public register" }).getAttribute("href"),
    ).toBe("/openbook/register");
  });

  it("says a mismatch when the stated hash is not the evidence's", async () => {
    const book = await sampleBook();
    const page = await sampleTraderPage({
      books: [{ ...book, decisions: [{ ...book.decisions[0]!, evidenceHash: "f".repeat(64) }] }],
    });
    createFakeApi()
      .on(`GET /openbook/${ADA_ID}`, () => ({ status: 200, body: page }))
      .install();
    renderApp(`/openbook/${ADA_ID}`, { wrapper: StubBookChart });
    const decision = await screen.findByRole("article", { name: "Daily loss limit" });
    await waitFor(() =>
      expect(
        within(decision).getByRole("status", { name: "Evidence hash check" }).textContent,
      ).toMatch(/^Mismatch/),
    );
  });

  it("says when a trader has no public book, when there is no such trader, and when it fails", async () => {
    const api = createFakeApi()
      .on(`GET /openbook/${ADA_ID}`, async () => ({
        status: 200,
        body: await sampleTraderPage({ books: [] }),
      }))
      .install();
    renderApp(`/openbook/${ADA_ID}`);
    expect(await screen.findByText("This trader has no public book right now.")).toBeTruthy();

    api.on(`GET /openbook/${ADA_ID}`, () => ({
      status: 404,
      body: { message: "No such trader", code: "NOT_FOUND" },
    }));
    renderApp(`/openbook/${ADA_ID}`);
    expect(await screen.findByRole("heading", { name: "No such trader" })).toBeTruthy();

    api.on(`GET /openbook/${ADA_ID}`, () => ({
      status: 500,
      body: { message: "Boom", code: "INTERNAL" },
    }));
    renderApp(`/openbook/${ADA_ID}`);
    expect(
      await screen.findByRole("heading", { name: "The trader's books could not be loaded" }),
    ).toBeTruthy();
  });
});
