import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  createFakeRealtime,
  createFakeTradingApi,
  makeAccount,
  makePosition,
  makeTrade,
  plainDetail,
  type FakeTradingApi,
} from "../../../testing/fake-trading-api";
import { sampleCostlyPlans } from "../../../testing/sample-site-data";
import { renderArena } from "../testing/render-arena";

/** A 200K phase I account opened under rule set 3: the standard costs. */
const costly = () =>
  makeAccount({ id: "acc_200k", planId: "200K", planLabel: "200K", ruleSetVersion: 3 });

/** The arena over `api`, answering rule set 3's plans with their costs unless told not to. */
async function openArena(api: FakeTradingApi, costlyPlans = true) {
  if (costlyPlans) api.base.on("GET /plans", () => ({ status: 200, body: sampleCostlyPlans() }));
  api.install();
  const app = renderArena({ realtime: createFakeRealtime() });
  await screen.findByRole("form", { name: "Order ticket" });
  return app;
}

const ticket = () => within(screen.getByRole("form", { name: "Order ticket" }));
const shown = (testId: string) => screen.getByTestId(testId).textContent;

describe("trading costs in the arena", () => {
  it("the ticket estimates the commission of the entered size and shows the symbol's swap rates", async () => {
    const { user } = await openArena(createFakeTradingApi({ accounts: [costly()] }));
    const form = ticket();
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "2");
    // EURUSD: $3.50 per lot per side, both sides charged at the fill.
    await waitFor(() => expect(shown("ticket-commission")).toBe("≈ $14.00"));
    expect(shown("ticket-swap-rates")).toBe("long -$7.00 · short +$2.50");
    expect(shown("ticket-swap")).toBe("-$14.00");
    await user.click(form.getByText("sell"));
    expect(shown("ticket-swap")).toBe("+$5.00");
    // A volume off the lot step: no estimate.
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "0.015");
    expect(shown("ticket-commission")).toBe("—");
  });

  it("the Beta account's ticket says it pays none", async () => {
    await openArena(createFakeTradingApi());
    await waitFor(() => expect(shown("ticket-commission")).toBe("none"));
    expect(shown("ticket-swap-rates")).toBe("none");
    expect(screen.queryByTestId("ticket-swap")).toBeNull();
  });

  it("says so when the plan's costs cannot be loaded, and tries again", async () => {
    const api = createFakeTradingApi({ accounts: [costly()] });
    let fail = true;
    api.base.on("GET /plans", () =>
      fail
        ? { status: 503, body: { message: "Down", code: "UNAVAILABLE" } }
        : { status: 200, body: sampleCostlyPlans() },
    );
    const { user } = await openArena(api, false);
    expect(await screen.findByTestId("ticket-costs-error", {}, { timeout: 5_000 })).toBeTruthy();
    fail = false;
    await user.click(within(screen.getByTestId("ticket-costs-error")).getByRole("button"));
    await waitFor(() => expect(shown("ticket-swap-rates")).toBe("long -$7.00 · short +$2.50"));
  });

  it("a position shows its commission and swap, and its live P&L counts them", async () => {
    const position = makePosition({
      accountId: "acc_200k",
      commissionCents: -700,
      swapCents: -2_100,
      pnlCents: -3_800,
    });
    await openArena(createFakeTradingApi({ accounts: [costly()], positions: [position] }));
    const row = within(await screen.findByTestId(`position-${position.id}`));
    expect(row.getByText("-$7.00")).toBeTruthy();
    expect(row.getByText("-$21.00")).toBeTruthy();
    // Bought at 1.08520, valued at the bid 1.08510: -$10.00, with the costs -$38.00.
    expect(row.getByTestId("position-pnl").textContent).toBe("-$38.00");
  });

  it("the history shows each trade's costs and opens its fills beside the reference venue's prices", async () => {
    const withReference = makeTrade({
      id: "trd_ref",
      accountId: "acc_200k",
      commissionCents: -700,
      swapCents: 250,
      pnlCents: 10_000 - 700 + 250,
    });
    const withoutReference = makeTrade({
      id: "trd_none",
      accountId: "acc_200k",
      closeTime: "2025-01-05T10:30:00.000Z",
    });
    const plain = plainDetail(withReference);
    const api = createFakeTradingApi({
      accounts: [costly()],
      trades: [withReference, withoutReference],
      tradeDetails: {
        trd_ref: {
          ...plain,
          fills: [
            {
              ...plain.fills[0]!,
              reference: {
                venue: "oanda",
                time: "2025-01-05T10:00:00.000Z",
                bid: 1.07991,
                ask: 1.07996,
                price: 1.07996,
                difference: 0.00004,
                differenceUnits: 0.4,
                unit: "pip",
              },
            },
            {
              ...plain.fills[1]!,
              reference: {
                venue: "oanda",
                time: "2025-01-05T11:00:00.000Z",
                bid: 1.08102,
                ask: 1.08107,
                price: 1.08102,
                difference: 0.00002,
                differenceUnits: 0.2,
                unit: "pip",
              },
            },
          ],
          swapCharges: [{ time: "2025-01-05T22:00:00.000Z", nights: 1, amountCents: 250 }],
        },
      },
    });
    const { user } = await openArena(api);
    await user.click(screen.getByRole("tab", { name: /History/ }));
    const row = within(await screen.findByTestId("trade-trd_ref"));
    expect(row.getByText("-$7.00")).toBeTruthy();
    expect(row.getByText("+$2.50")).toBeTruthy();
    await user.click(row.getByRole("button", { name: /Details of the buy 1.00 EURUSD trade/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Trade detail" }));
    const fills = within(await dialog.findByRole("table", { name: /Fills/ }));
    const open = fills.getAllByRole("row")[1]!;
    expect(open.textContent).toContain("1.08000");
    expect(open.textContent).toContain("oanda ask");
    expect(open.textContent).toContain("1.07996");
    expect(open.textContent).toContain("+0.00004 (+0.4 pips)");
    expect(fills.getAllByRole("row")[2]!.textContent).toContain("+0.00002 (+0.2 pips)");
    expect(dialog.getByText("Price P&L").nextElementSibling?.textContent).toBe("+$100.00");
    expect(dialog.getByText("Net P&L").nextElementSibling?.textContent).toBe("+$95.50");
    expect(dialog.getByRole("table", { name: /Swap charged/ }).textContent).toContain("+$2.50");
    await user.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    // No reference feed priced this one: said plainly, nothing made up.
    await user.click(
      within(screen.getByTestId("trade-trd_none")).getByRole("button", { name: /Details/ }),
    );
    const plainDialog = within(await screen.findByRole("dialog", { name: "Trade detail" }));
    expect(await plainDialog.findAllByText("No reference price for this fill")).toHaveLength(2);
    expect(plainDialog.getByText(/No independent reference venue priced/)).toBeTruthy();
    expect(plainDialog.getByText(/not held over a rollover/)).toBeTruthy();
  });

  it("a trade detail that cannot load shows the error with a retry", async () => {
    const trade = makeTrade({ id: "trd_x", accountId: "acc_200k" });
    const api = createFakeTradingApi({ accounts: [costly()], trades: [trade] });
    api.on("GET /accounts/acc_200k/trades/trd_x", () => ({
      status: 404,
      body: { message: "Trade not found", code: "NOT_FOUND" },
    }));
    const { user } = await openArena(api);
    await user.click(screen.getByRole("tab", { name: /History/ }));
    await user.click(
      within(await screen.findByTestId("trade-trd_x")).getByRole("button", { name: /Details/ }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Trade detail" }));
    expect(await dialog.findByText("Trade not found")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
