import { screen, within } from "@testing-library/react";
import { payoutWeekResponseSchema, payoutWeeksResponseSchema } from "@proparena/contracts/payouts";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { settledWeek } from "../../../testing/sample-site-data";

const week = settledWeek();

describe("payouts page", () => {
  it("lists settled weeks with their figures and the selected week's credits", async () => {
    const api = createFakeApi().install();
    api.on("GET /payouts", () => ({
      status: 200,
      body: payoutWeeksResponseSchema.parse({
        weeks: [week, { ...week, weekKey: "2026-11-09", multiplierPercent: null, paidCents: 0 }],
      }),
    }));
    api.on("GET /payouts/2026-11-16", () => ({
      status: 200,
      body: payoutWeekResponseSchema.parse({
        week,
        credits: [
          {
            id: "c1",
            weekKey: week.weekKey,
            kind: "payout",
            name: "Paula P.",
            figure: 100_000,
            amountCents: 55_000,
            proof: [],
          },
        ],
      }),
    }));
    renderApp("/payouts");
    const weeks = within(await screen.findByRole("table", { name: "Settled payout weeks" }));
    expect(weeks.getByRole("button", { name: "Nov 16, 2026" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(weeks.getByText("55%")).toBeTruthy();
    expect(weeks.getByText("—")).toBeTruthy();
    const credits = within(
      await screen.findByRole("table", { name: "Payouts of the week of 2026-11-16" }),
    );
    expect(credits.getByText("Paula P.")).toBeTruthy();
    expect(credits.getByText("$550.00")).toBeTruthy();
    expect(screen.getByText(week.merkleRoot!)).toBeTruthy();
  });

  it("says so before the first week is settled, and offers a retry on error", async () => {
    const api = createFakeApi().install();
    api.on("GET /payouts", () => ({ status: 200, body: { weeks: [] } }));
    const view = renderApp("/payouts");
    expect(await screen.findByText(/No week has been settled yet/)).toBeTruthy();
    view.unmount();
    api.on("GET /payouts", () => ({
      status: 404,
      body: { message: "Gone", code: "NOT_FOUND" },
    }));
    renderApp("/payouts");
    expect(await screen.findByText("Payouts could not be loaded")).toBeTruthy();
  });
});
