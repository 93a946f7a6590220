import { screen, within } from "@testing-library/react";
import { currentWeekSchema, myPayoutsResponseSchema } from "@proparena/contracts/payouts";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { quietWeek } from "../../../testing/sample-site-data";
import { renderApp } from "../../../testing/render-app";

describe("jackpot page", () => {
  it("shows this week's live figures, each pool's balance from the ledger, and the trader's payouts", async () => {
    const api = createFakeApi().install();
    api.on("GET /api/payouts/current", () => ({
      status: 200,
      body: currentWeekSchema.parse({
        ...quietWeek(),
        revenueCents: 78_800,
        budgetCents: 55_160,
        winnersProfitCents: 100_000,
        payoutPoolCents: 55_160,
        projectedMultiplierPercent: 55,
        jackpotDollarCents: 1_576,
        jackpotPercentCents: 1_576,
        cumulativeJackpotCents: 788,
        pools: {
          vaultCents: 59_100,
          payoutBudgetCents: 55_160,
          jackpotPoolCents: 3_940,
          emergencyCents: 160,
          expensesCents: 19_700,
          owedToTradersCents: 0,
        },
      }),
    }));
    api.on("GET /api/payouts/mine", () => ({
      status: 200,
      body: myPayoutsResponseSchema.parse({
        credits: [
          {
            id: "c1",
            weekKey: "2026-11-16",
            kind: "payout",
            name: "Tess T.",
            figure: 100_000,
            amountCents: 55_000,
            proof: [],
            merkleRoot: `0x${"ab".repeat(32)}`,
          },
        ],
      }),
    }));
    renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("55%")).toBeTruthy();
    const emergency = screen.getByRole("region", { name: "Emergency pool" });
    expect(within(emergency).getByText("$1.60")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Founders pool" })).getByText("?"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Vault pool" })).getByText("$591.00"),
    ).toBeTruthy();
    const mine = screen.getByRole("region", { name: "Your payouts" });
    expect(await within(mine).findByText("$550.00")).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Download proof" })).toBeTruthy();
  });

  it("says when nothing was paid yet", async () => {
    const api = createFakeApi().install();
    renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText(/No payouts yet/)).toBeTruthy();
    expect(screen.getByText("—")).toBeTruthy();
  });
});
