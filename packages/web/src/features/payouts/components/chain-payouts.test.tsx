import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { noChainPayoutsYet } from "../testing/sample-chain-payouts";
import { ChainPayouts } from "./chain-payouts";

const week = {
  weekKey: "2026-03-02",
  chainWeek: 20260302,
  root: `0x${"ab".repeat(32)}`,
  totalCents: 55_000,
  wallets: 1,
  closedAt: "2026-03-04T12:00:00.000Z",
  postTx: `0x${"cd".repeat(32)}`,
  fundTx: null,
  postedAt: "2026-03-04T12:00:01.000Z",
  claimableAt: "2026-03-05T12:00:01.000Z",
  deadline: "2026-03-07T12:00:00.000Z",
  fundedAt: null,
  fundedLate: null,
  vetoedAt: null,
  lastError: "the operator holds 0 token units and the week needs 550000000",
  mine: null,
};

describe("the trader's payouts on chain", () => {
  it("says a trader without a wallet stays owed until they link one, and that linking needs a wallet", async () => {
    createFakeApi()
      .install()
      .on("GET /payouts/chain", () => ({ status: 200, body: noChainPayoutsYet }));
    renderWithProviders(<ChainPayouts />);
    expect(await screen.findByText(/stays owed to you in our books/)).toBeTruthy();
    expect(screen.getByText("No week has been posted to the payout contract yet.")).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "Link a wallet (Sign-In with Ethereum)" }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("No browser wallet found");
  });

  it("shows a posted week that is not funded yet, with why", async () => {
    createFakeApi()
      .install()
      .on("GET /payouts/chain", () => ({
        status: 200,
        body: { ...noChainPayoutsYet, weeks: [week] },
      }));
    renderWithProviders(<ChainPayouts />);
    expect(await screen.findByText("Week of 2026-03-02")).toBeTruthy();
    expect(screen.getByText(/Not funded yet \(the operator holds 0/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Verify against the chain" })).toBeTruthy();
  });

  it("says when the payouts on chain could not be loaded, and retries", async () => {
    let calls = 0;
    createFakeApi()
      .install()
      .on("GET /payouts/chain", () =>
        ++calls === 1
          ? {
              status: 404,
              body: { message: "This server runs no payout chain.", code: "NOT_FOUND" },
            }
          : { status: 200, body: noChainPayoutsYet },
      );
    renderWithProviders(<ChainPayouts />);
    expect(await screen.findByText("Your payouts on chain could not be loaded")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/stays owed to you in our books/)).toBeTruthy();
  });
});
