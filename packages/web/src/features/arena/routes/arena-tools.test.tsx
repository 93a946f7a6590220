import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, type Preferences } from "@proparena/contracts/account-settings";
import { createFakeRealtime, createFakeTradingApi } from "../../../testing/fake-trading-api";
import { renderArena } from "../testing/render-arena";

async function openArena(api = createFakeTradingApi()) {
  // The trader's preferences (one-click trading, hotkeys), saved as the server would.
  let preferences: Preferences = { ...DEFAULT_PREFERENCES };
  api.on("GET /account/preferences", () => ({ status: 200, body: { preferences } }));
  api.on("PATCH /account/preferences", ({ body }) => {
    preferences = { ...preferences, ...(body as Partial<Preferences>) };
    return { status: 200, body: { preferences } };
  });
  api.install();
  const app = renderArena({ realtime: createFakeRealtime() });
  await screen.findByRole("form", { name: "Order ticket" });
  return { api, ...app };
}

const ticket = () => within(screen.getByRole("form", { name: "Order ticket" }));
const tools = () => within(screen.getByRole("region", { name: "Trading tools" }));
const orders = (api: ReturnType<typeof createFakeTradingApi>) =>
  api.callsTo("POST /accounts/acc_beta01/orders");

describe("arena tools", () => {
  it("adds an RSI from the Indicators menu, saves it for the trader and draws it; settings are edited and removed", async () => {
    const { api, user } = await openArena();
    await user.click(screen.getByRole("button", { name: "Indicators" }));
    const menu = within(screen.getByRole("region", { name: "Indicators" }));
    expect(await menu.findByText("No indicators on the chart yet.")).toBeTruthy();
    await user.selectOptions(menu.getByLabelText("Add an indicator"), "rsi");
    await user.click(menu.getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(api.tools.chartSettings.indicators).toEqual([
        { id: "rsi-1", kind: "rsi", period: 14 },
      ]),
    );
    expect(
      within(screen.getByRole("list", { name: "Chart indicators" })).getByText("rsi"),
    ).toBeTruthy();

    const rsi = within(menu.getByRole("form", { name: "RSI 14" }));
    await user.clear(rsi.getByLabelText("Period"));
    await user.type(rsi.getByLabelText("Period"), "1");
    expect(rsi.getByText("Period is at least 2")).toBeTruthy();
    expect((rsi.getByRole("button", { name: "Apply" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(rsi.getByLabelText("Period"), "0");
    await user.click(rsi.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(api.tools.chartSettings.indicators[0]).toMatchObject({ period: 10 }),
    );

    await user.click(menu.getByRole("button", { name: "Remove RSI 10" }));
    await waitFor(() => expect(api.tools.chartSettings.indicators).toEqual([]));
  });

  it("draws a trend line with two clicks, lists it and deletes it", async () => {
    const { api, user } = await openArena();
    expect(await screen.findByText("No lines drawn on this symbol.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Trend line" }));
    expect(screen.getByText("Click the trend line's first point.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Click the chart" }));
    expect(screen.getByText("Click the trend line's second point.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Click the chart" }));
    await waitFor(() => expect(api.tools.drawings).toHaveLength(1));
    expect(api.tools.drawings[0]).toMatchObject({ symbol: "EURUSD", kind: "trend" });
    const listed = await screen.findByRole("list", { name: "Drawings" });
    expect(within(listed).getByText(/Trend 1\.09000 → 1\.10000/)).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Chart drawings" })).getByText(
        "trend 1.09000 1.10000",
      ),
    ).toBeTruthy();

    await user.click(
      within(listed).getByRole("button", { name: "Delete Trend 1.09000 → 1.10000" }),
    );
    expect(await screen.findByText("No lines drawn on this symbol.")).toBeTruthy();
    expect(api.tools.drawings).toEqual([]);
  });

  it("sets a price alert at a chosen price with e-mail, lists it and deletes it", async () => {
    const { api, user } = await openArena();
    await user.click(screen.getByRole("tab", { name: "Alerts" }));
    expect(await screen.findByText("No price alerts yet.")).toBeTruthy();
    const form = within(screen.getByRole("form", { name: "New price alert" }));
    // The price starts at the bid.
    expect((form.getByLabelText("Alert price") as HTMLInputElement).value).toBe("1.08510");
    await user.clear(form.getByLabelText("Alert price"));
    await user.type(form.getByLabelText("Alert price"), "1.09");
    await user.type(form.getByLabelText("Note (optional)"), "breakout");
    await user.click(form.getByRole("button", { name: "Set alert" }));
    await waitFor(() => expect(api.tools.alerts).toHaveLength(1));
    expect(api.tools.alerts[0]).toMatchObject({
      symbol: "EURUSD",
      condition: "crossesAbove",
      price: 1.09,
      email: true,
      note: "breakout",
    });
    const active = within(await screen.findByRole("region", { name: "Active alerts" }));
    expect(active.getByText("breakout")).toBeTruthy();
    await user.click(
      active.getByRole("button", { name: /Delete alert: EURUSD rises to 1\.09000/ }),
    );
    expect(await screen.findByText("No price alerts yet.")).toBeTruthy();
  });

  it("sizes from risk: $500 at a 20-pip stop is 2.50 lots, put in the ticket", async () => {
    const { user } = await openArena();
    const form = ticket();
    await user.click(form.getByText("Size from risk"));
    await user.type(form.getByLabelText("Risk ($)"), "500");
    // A buy at the ask 1.08520 with the stop 20 pips below: $200 a lot.
    await user.type(form.getByLabelText("Stop at"), "1.08320");
    expect(form.getByTestId("sized-lots").textContent).toBe("2.50 lots risk ≈ $500.00");
    await user.click(form.getByRole("button", { name: "Use 2.50 lots" }));
    expect((form.getByLabelText("Volume (lots)") as HTMLInputElement).value).toBe("2.50");
    expect((form.getByLabelText("Stop loss") as HTMLInputElement).value).toBe("1.0832");
    expect(screen.getByTestId("ticket-risk").textContent).toBe("≈ $500.00");
  });

  it("one-click trading places at once when switched on", async () => {
    const { api, user } = await openArena();
    expect(screen.queryByRole("group", { name: "One-click trading" })).toBeNull();
    await user.click(await tools().findByRole("switch", { name: "One-click trading" }));
    const oneClick = within(await screen.findByRole("group", { name: "One-click trading" }));
    await user.click(oneClick.getByRole("button", { name: /Sell 0\.10 now/ }));
    await waitFor(() => expect(orders(api)).toHaveLength(1));
    expect(orders(api)[0]?.body).toMatchObject({ side: "sell", type: "market", volume: 0.1 });
  });

  it("hotkeys: nothing until switched on, never while typing; B buys, Shift+C closes all", async () => {
    const { api, user } = await openArena();
    await user.keyboard("b");
    expect(orders(api)).toHaveLength(0);
    await user.click(await tools().findByRole("switch", { name: "Hotkeys" }));
    expect(await tools().findByText("Close all positions of this account")).toBeTruthy();
    // Typing a "b" in a field is typing.
    await user.type(ticket().getByLabelText("Stop loss"), "b");
    expect(orders(api)).toHaveLength(0);
    await user.clear(ticket().getByLabelText("Stop loss"));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard("b");
    await waitFor(() => expect(orders(api)).toHaveLength(1));
    expect(orders(api)[0]?.body).toMatchObject({ side: "buy", type: "market", volume: 0.1 });
    await screen.findByTestId("position-pos_1");
    await user.keyboard("{Shift>}C{/Shift}");
    await waitFor(() =>
      expect(api.callsTo("POST /accounts/acc_beta01/positions/pos_1/close")).toHaveLength(1),
    );
  });

  it("sets a daily limit and pauses trading after a confirm; the ticket says so", async () => {
    const { api, user } = await openArena();
    const panel = tools();
    await user.type(await panel.findByLabelText("Daily trade limit"), "0");
    expect(panel.getByText(/A whole number from 1 to 1000/)).toBeTruthy();
    await user.clear(panel.getByLabelText("Daily trade limit"));
    await user.type(panel.getByLabelText("Daily trade limit"), "5");
    await user.click(panel.getByRole("button", { name: "Save limit" }));
    await waitFor(() => expect(api.tools.selfLimits.dailyTradeLimit).toBe(5));

    await user.click(panel.getByRole("button", { name: "Pause trading for the rest of today" }));
    expect(api.tools.selfLimits.lockedUntil).toBeNull();
    await user.click(panel.getByRole("button", { name: "Pause until tomorrow" }));
    await waitFor(() => expect(api.tools.selfLimits.lockedUntil).not.toBeNull());
    expect(await ticket().findByText(/Trading paused by you until/)).toBeTruthy();
  });
});
