import { screen, within } from "@testing-library/react";
import {
  myPayoutRequestsResponseSchema,
  payoutRequestSchema,
} from "@proparena/contracts/payout-requests";
import {
  currentWeekSchema,
  myPayoutsResponseSchema,
  payoutWeeksResponseSchema,
} from "@proparena/contracts/payouts";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { quietWeek, settledWeek } from "../../../testing/sample-site-data";
import { renderApp } from "../../../testing/render-app";
import { createFakeTradingApi, makeAccount } from "../../../testing/fake-trading-api";
import { accountHoldsOf } from "../../../testing/sample-integrity-policy";
import { noChainPayoutsYet } from "../testing/sample-chain-payouts";

describe("jackpot page", () => {
  it("says above the trader's payouts which account's payouts an integrity check holds", async () => {
    const api = createFakeTradingApi({
      accounts: [
        makeAccount({ id: "acc_funded", phase: "funded", phaseName: "Funded" }),
        makeAccount({ id: "acc_p1", createdAt: "2025-01-01T10:00:00.000Z" }),
      ],
    });
    // A hold on the next phase only (acc_p1) is not a payout hold: not said here.
    api.on("GET /integrity/holds", () => ({
      status: 200,
      body: accountHoldsOf([
        { accountId: "acc_funded", phasePass: false },
        { accountId: "acc_p1", payouts: false },
      ]),
    }));
    api.install();
    renderApp("/dashboard/jackpot", { token: api.base.sessionFor(api.base.users[0]!) });
    const mine = within(await screen.findByRole("region", { name: "Your payouts" }));
    const held = await mine.findByText(
      /payouts held until an admin decides/,
      {},
      { timeout: 3_000 },
    );
    expect(held.closest("[data-held]")?.getAttribute("data-held")).toBe("acc_funded");
    expect(mine.getByRole("link", { name: "See why" }).getAttribute("href")).toBe(
      "/dashboard/metrics/u_1/acc_funded#integrity",
    );
    expect(document.querySelectorAll("[data-held]")).toHaveLength(1);
  });

  it("shows this week's live figures, each pool's balance from the ledger, and the trader's payouts", async () => {
    const api = createFakeApi().install();
    api.on("GET /payouts/current", () => ({
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
    api.on("GET /payouts/mine", () => ({
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
    api.on("GET /payouts", () => ({
      status: 200,
      body: payoutWeeksResponseSchema.parse({
        weeks: [
          settledWeek(),
          { ...settledWeek(), weekKey: "2026-11-09", multiplierPercent: null },
        ],
      }),
    }));
    renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    const thisWeek = within(await screen.findByRole("region", { name: "This week so far" }));
    expect(thisWeek.getByText("55%")).toBeTruthy();
    const lastWeeks = within(await screen.findByRole("list", { name: "Last settled weeks" }));
    const cards = lastWeeks.getAllByRole("listitem");
    expect(cards[0]!.textContent).toContain("Week of Nov 16, 2026");
    expect(cards[0]!.textContent).toContain("Payout multiplier55%");
    expect(cards[0]!.textContent).toContain("Paid to winners$550");
    expect(cards[1]!.textContent).toContain("Payout multiplier—");
    expect(lastWeeks.getByRole("link").getAttribute("href")).toBe("/payouts");
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

  it("says when no week has been settled yet", async () => {
    const api = createFakeApi().install();
    renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText(/No week has been settled yet/)).toBeTruthy();
  });

  it("requests a transfer of what is owed and lists it; a refusal shows the server's reason", async () => {
    const api = createFakeApi().install();
    api.on("GET /payouts/chain", () => ({ status: 200, body: noChainPayoutsYet }));
    const requests: unknown[] = [];
    api.on("GET /payout-requests", () => ({
      status: 200,
      body: myPayoutRequestsResponseSchema.parse({
        owedCents: 10_000,
        availableCents: 10_000 - requests.length * 6_000,
        requests,
      }),
    }));
    api.on("POST /payout-requests", ({ body }) => {
      const { amountCents, method, destination } = body as {
        amountCents: number;
        method: string;
        destination: string;
      };
      if (amountCents > 10_000) {
        return {
          status: 400,
          body: {
            message:
              "You can request at most $100.00: that is what you are owed, less the requests still open.",
            code: "BAD_REQUEST",
          },
        };
      }
      const request = payoutRequestSchema.parse({
        id: "r1",
        amountCents,
        method,
        destination,
        status: "pending",
        reason: null,
        createdAt: "2026-11-24T10:00:00.000Z",
        updatedAt: "2026-11-24T10:00:00.000Z",
      });
      requests.push(request);
      return { status: 201, body: { request } };
    });
    const { user } = renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    const form = within(await screen.findByRole("form", { name: "Request a transfer" }));
    await user.type(form.getByLabelText("Amount (USD)"), "150");
    await user.type(form.getByLabelText("IBAN"), "DE89370400440532013000");
    await user.click(form.getByRole("button", { name: "Request transfer" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You can request at most $100.00",
    );
    await user.clear(form.getByLabelText("Amount (USD)"));
    await user.type(form.getByLabelText("Amount (USD)"), "60");
    await user.click(form.getByRole("button", { name: "Request transfer" }));
    const list = within(await screen.findByRole("list", { name: "Transfer requests" }));
    expect(list.getByText("$60.00")).toBeTruthy();
    expect(list.getByText("Waiting for review")).toBeTruthy();
    expect(api.callsTo("POST /payout-requests").at(-1)!.body).toEqual({
      amountCents: 6_000,
      method: "bank_transfer",
      destination: "DE89370400440532013000",
    });
  });

  it("says when nothing was paid yet", async () => {
    const api = createFakeApi().install();
    renderApp("/dashboard/jackpot", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText(/No payouts yet/)).toBeTruthy();
    expect(screen.getByText("—")).toBeTruthy();
  });
});
