import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { samplePools } from "../testing/sample-openbook";

describe("the pools page", () => {
  it("shows the six pools from the ledger, the founders' as ?, and their weeks", async () => {
    createFakeApi()
      .on("GET /pools", () => ({ status: 200, body: samplePools() }))
      .install();
    renderApp("/pools");
    const now = await screen.findByLabelText("Pools now");
    const figures = Object.fromEntries(
      within(now)
        .getAllByRole("term")
        .map((term) => [
          term.textContent,
          term.nextElementSibling?.querySelector("p")?.textContent,
        ]),
    );
    expect(figures).toEqual({
      Vault: "$75,000.00",
      Jackpots: "$5,000.00",
      Payouts: "$40,000.00",
      Emergency: "$12,000.00",
      Expenses: "$25,000.00",
      Founders: "?",
    });
    expect(document.getElementById("founders")).not.toBeNull();
    expect(screen.getByText("Vault: the ledger's vault accounts.")).toBeTruthy();
    const history = screen.getByRole("table", { name: /The last 12 weeks/ });
    expect(within(history).getAllByRole("row")[1]!.textContent).toBe(
      "2025-W01$100,000.00$30,000.00$75,000.00$5,000.00$40,000.00$12,000.00$25,000.00?",
    );
  });

  it("says when no week is booked yet, and when the pools cannot be loaded", async () => {
    const api = createFakeApi()
      .on("GET /pools", () => ({ status: 200, body: samplePools({ weeks: [] }) }))
      .install();
    renderApp("/pools");
    expect(await screen.findByText("No week has been booked yet.")).toBeTruthy();
    api.on("GET /pools", () => ({ status: 500, body: { message: "Boom", code: "INTERNAL" } }));
    renderApp("/pools");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The pools could not be loaded",
    );
  });
});
