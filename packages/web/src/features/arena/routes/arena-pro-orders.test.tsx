import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  createFakeRealtime,
  createFakeTradingApi,
  makeAccount,
  makeInstrument,
  makeOrder,
  makePosition,
  makeQuote,
  makeTrade,
  type FakeTradingApi,
} from "../../../testing/fake-trading-api";
import { renderArena } from "../testing/render-arena";

const ACCOUNT = "acc_beta01";
/** EURUSD at 1.10250 / 1.10260 and a position of 1.00 lot bought at 1.10000. */
const eurusd = makeInstrument("EURUSD", { quote: makeQuote("EURUSD", 1.1025, 1.1026) });
const position = makePosition({
  id: "pos_1",
  volume: 1,
  openPrice: 1.1,
  currentPrice: 1.1025,
  pnlCents: 25_000,
  marginCents: 110_000,
  swapPerNightCents: 0,
});

async function openArena(api: FakeTradingApi) {
  api.install();
  const app = renderArena({ realtime: createFakeRealtime() });
  await screen.findByRole("form", { name: "Order ticket" });
  return app;
}

const withPosition = () => createFakeTradingApi({ instruments: [eurusd], positions: [position] });

describe("close part of a position", () => {
  it("checks the lots as the engine does and previews the realised P&L: 0.40 of 1.00 lot bought at 1.10000, at a bid of 1.10250, makes +$100.00", async () => {
    const api = withPosition();
    const { user } = await openArena(api);
    const row = within(await screen.findByTestId("position-pos_1"));
    await user.click(row.getByRole("button", { name: "Close part of buy 1.00 EURUSD" }));
    const dialog = within(await screen.findByRole("dialog"));
    const lots = dialog.getByLabelText("Lots to close");
    await user.clear(lots);
    await user.type(lots, "0.015");
    expect(dialog.getByText(/not a multiple of the lot step 0.01/)).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Close" })).toHaveProperty("disabled", true);
    await user.clear(lots);
    await user.type(lots, "1.5");
    expect(dialog.getByText(/holds 1 lots: 1.5 lots cannot be closed/)).toBeTruthy();
    await user.clear(lots);
    await user.type(lots, "0.4");
    expect(dialog.getByTestId("close-part-pnl").textContent).toBe("≈ +$100.00");
    expect(dialog.getByTestId("close-part-rest").textContent).toBe("0.60 lots");

    api.on(`POST /accounts/${ACCOUNT}/positions/pos_1/close`, () => ({
      status: 200,
      body: {
        trade: makeTrade({
          id: "trd_part",
          positionId: "pos_1",
          volume: 0.4,
          openPrice: 1.1,
          closePrice: 1.1025,
          pnlCents: 10_000,
        }),
        account: makeAccount({ balanceCents: 100_010_000 }),
      },
    }));
    const positionsBefore = api.callsTo(`GET /accounts/${ACCOUNT}/positions`).length;
    await user.click(dialog.getByRole("button", { name: "Close 0.40 lots" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo(`POST /accounts/${ACCOUNT}/positions/pos_1/close`)[0]?.body).toEqual({
      volume: 0.4,
    });
    expect(await screen.findByText("Closed 0.40 of buy 1.00 EURUSD")).toBeTruthy();
    // The rest's figures reload.
    await waitFor(() =>
      expect(api.callsTo(`GET /accounts/${ACCOUNT}/positions`).length).toBeGreaterThan(
        positionsBefore,
      ),
    );
  });

  it("shows the engine's refusal in the dialog and keeps it open", async () => {
    const api = withPosition();
    const { user } = await openArena(api);
    const row = within(await screen.findByTestId("position-pos_1"));
    await user.click(row.getByRole("button", { name: "Close part of buy 1.00 EURUSD" }));
    const dialog = within(await screen.findByRole("dialog"));
    api.on(`POST /accounts/${ACCOUNT}/positions/pos_1/close`, () => ({
      status: 409,
      body: { code: "MARKET_CLOSED", message: "EURUSD is closed until Sunday 22:00 UTC." },
    }));
    await user.click(dialog.getByRole("button", { name: "Close 0.50 lots" }));
    expect((await dialog.findByRole("alert")).textContent).toBe(
      "EURUSD is closed until Sunday 22:00 UTC.",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("trailing stop", () => {
  it("sets a distance in pips and shows it on the row; removes it", async () => {
    const api = withPosition();
    let trailing: number | null = null;
    api.on(`PATCH /accounts/${ACCOUNT}/positions/pos_1`, (r) => {
      const pips = (r.body as { trailingPips: number | null }).trailingPips;
      trailing = pips === null ? null : pips * 0.0001;
      const updated = {
        ...position,
        trailingDistance: trailing,
        stopLoss: trailing === null ? 1.1005 : 1.1025 - trailing,
      };
      api.state.positions = [updated];
      return { status: 200, body: updated };
    });
    const { user } = await openArena(api);
    const row = within(await screen.findByTestId("position-pos_1"));
    await user.click(row.getByRole("button", { name: "Trailing stop buy 1.00 EURUSD" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.queryByRole("button", { name: "Remove trailing stop" })).toBeNull();
    await user.type(dialog.getByLabelText("Distance (pips)"), "20");
    await user.click(dialog.getByRole("button", { name: "Set trailing stop" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo(`PATCH /accounts/${ACCOUNT}/positions/pos_1`)[0]?.body).toEqual({
      trailingPips: 20,
    });
    await waitFor(() => expect(row.getByTestId("position-trailing").textContent).toBe("Trail 20p"));
    await user.click(row.getByRole("button", { name: "Trailing stop buy 1.00 EURUSD" }));
    const again = within(await screen.findByRole("dialog"));
    expect((again.getByLabelText("Distance (pips)") as HTMLInputElement).value).toBe("20");
    await user.click(again.getByRole("button", { name: "Remove trailing stop" }));
    await waitFor(() => expect(row.getByTestId("position-trailing").textContent).toBe("Trail"));
    expect(api.callsTo(`PATCH /accounts/${ACCOUNT}/positions/pos_1`)[1]?.body).toEqual({
      trailingPips: null,
    });
  });
});

describe("one cancels other in the ticket", () => {
  it("a buy limit with a sell stop as its pair: the other order's side is checked before sending, then both go as one pair", async () => {
    const api = createFakeTradingApi({ instruments: [eurusd] });
    api.on(`POST /accounts/${ACCOUNT}/orders/oco`, (r) => {
      const [one, other] = (r.body as { orders: [{ price: number }, { price: number }] }).orders;
      return {
        status: 201,
        body: {
          orders: [
            makeOrder({
              id: "ord_a",
              type: "limit",
              price: one.price,
              volume: 0.1,
              ocoWith: "ord_b",
            }),
            makeOrder({
              id: "ord_b",
              side: "sell",
              type: "stop",
              price: other.price,
              volume: 0.1,
              ocoWith: "ord_a",
            }),
          ],
          account: makeAccount(),
        },
      };
    });
    const { user } = await openArena(api);
    const form = within(screen.getByRole("form", { name: "Order ticket" }));
    expect(form.queryByLabelText("One cancels other")).toBeNull();
    await user.click(form.getByText("Limit"));
    await user.type(form.getByLabelText("Limit price"), "1.1");
    await user.click(form.getByLabelText("One cancels other"));
    const leg = within(form.getByTestId("ticket-oco-leg"));
    expect((leg.getByLabelText("Side") as HTMLSelectElement).value).toBe("sell");
    expect((leg.getByLabelText("Type") as HTMLSelectElement).value).toBe("stop");
    // A sell stop above the bid is refused by the engine's own check.
    await user.type(leg.getByLabelText("Price"), "1.104");
    expect(leg.getByText(/must be below the current bid 1.10250/)).toBeTruthy();
    await user.click(form.getByRole("button", { name: /Buy 0.10 EURUSD limit \+ other \(OCO\)/ }));
    expect(api.callsTo(`POST /accounts/${ACCOUNT}/orders/oco`)).toHaveLength(0);
    await user.clear(leg.getByLabelText("Price"));
    await user.type(leg.getByLabelText("Price"), "1.099");
    await user.click(form.getByRole("button", { name: /Buy 0.10 EURUSD limit \+ other \(OCO\)/ }));
    expect(await screen.findByText("One-cancels-other pair placed")).toBeTruthy();
    expect(api.callsTo(`POST /accounts/${ACCOUNT}/orders/oco`)[0]?.body).toEqual({
      orders: [
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 0.1, price: 1.1 },
        { symbol: "EURUSD", side: "sell", type: "stop", volume: 0.1, price: 1.099 },
      ],
    });
    expect(api.callsTo(`POST /accounts/${ACCOUNT}/orders`)).toHaveLength(0);
  });
});
