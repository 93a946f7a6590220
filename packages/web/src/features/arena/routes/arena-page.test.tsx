import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createFakeRealtime,
  createFakeTradingApi,
  makeAccount,
  makeInstrument,
  makeOrder,
  makePosition,
  makeQuote,
  makeTrade,
} from "../../../testing/fake-trading-api";
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "../lib/active-account";
import { renderArena } from "../testing/render-arena";

afterEach(() => {
  vi.useRealTimers();
});

async function openArena(
  api = createFakeTradingApi(),
  realtime = createFakeRealtime(),
  path?: string,
) {
  api.install();
  const app = renderArena({ realtime, path });
  await screen.findByRole("form", { name: "Order ticket" });
  return { api, realtime, ...app };
}

const ticket = () => within(screen.getByRole("form", { name: "Order ticket" }));
/** The value shown beside a label of the account bar. */
const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const positionsTab = () => screen.getByRole("tab", { name: /Positions/ });

describe("arena page", () => {
  it("shows the empty state when the trader has no account yet", async () => {
    createFakeTradingApi({ accounts: [] }).install();
    renderArena();
    expect(await screen.findByText(/No accounts yet — verify your email/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Order ticket" })).toBeNull();
  });

  it("shows an error with a retry when the accounts cannot load", async () => {
    const api = createFakeTradingApi();
    api.on("GET /accounts", () => ({
      status: 403,
      body: { message: "Nope", code: "FORBIDDEN" },
    }));
    api.install();
    renderArena();
    expect(await screen.findByText("Nope")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("ticket: EURUSD 1 lot market buy at 1.08520, 1:100 shows margin ≈ $1,085.20 and risk ≈ $200.00 at SL 1.08320", async () => {
    const { user } = await openArena();
    const form = ticket();
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "1");
    await user.type(form.getByLabelText("Stop loss"), "1.08320");
    expect(screen.getByTestId("ticket-margin").textContent).toBe("≈ $1,085.20");
    expect(screen.getByTestId("ticket-risk").textContent).toBe("≈ $200.00");
  });

  it("ticket: USDJPY 1 lot market buy at 150.005 (mid 150.000), 1:100 shows margin ≈ $1,000.04 and risk ≈ $333.33 at SL 149.505", async () => {
    const { user } = await openArena();
    await user.click(screen.getByRole("button", { name: "USDJPY" }));
    const form = ticket();
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "1");
    await user.type(form.getByLabelText("Stop loss"), "149.505");
    expect(screen.getByTestId("ticket-margin").textContent).toBe("≈ $1,000.04");
    expect(screen.getByTestId("ticket-risk").textContent).toBe("≈ $333.33");
    expect(window.localStorage.getItem("proparena.arena.symbol")).toBe("USDJPY");
    // Everything the arena keeps in the browser is listed on the privacy page.
    const documented: string[] = Object.values(STORAGE_KEYS);
    expect(Object.keys(window.localStorage).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it("ticket: a stop loss on the wrong side is flagged before sending, with the engine's own sentence, and nothing is sent", async () => {
    const { api, user } = await openArena();
    const form = ticket();
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "1");
    // A buy closes at the bid (1.08510): a stop loss above it would be a profit, not a risk.
    await user.type(form.getByLabelText("Stop loss"), "1.08600");
    expect(screen.getByTestId("ticket-risk").textContent).toBe("stop loss on the wrong side");
    expect(
      form.getByText("The stop loss of a buy must be below the current bid 1.08510 (got 1.08600)."),
    ).toBeTruthy();
    expect(form.getByLabelText("Stop loss").getAttribute("aria-invalid")).toBe("true");
    await user.type(form.getByLabelText("Take profit"), "{Enter}");
    expect(api.callsTo("POST /accounts/acc_beta01/orders")).toHaveLength(0);

    // Switching to a sell makes the same stop loss right (above the ask 1.08520).
    await user.click(form.getByRole("radio", { name: /sell/i }));
    expect(screen.getByTestId("ticket-risk").textContent).toBe("≈ $90.00");
    // A take profit on the losing side of a sell is flagged the same way.
    await user.type(form.getByLabelText("Take profit"), "1.09000");
    expect(
      form.getByText(
        "The take profit of a sell must be below the current ask 1.08520 (got 1.09000).",
      ),
    ).toBeTruthy();
    // A sell limit must wait above the bid; against a pending order the stops are checked
    // against its price.
    await user.clear(form.getByLabelText("Take profit"));
    await user.click(form.getByRole("radio", { name: "Limit" }));
    await user.type(form.getByLabelText("Limit price"), "1.08000");
    expect(
      form.getByText("A sell limit must be above the current bid 1.08510 (got 1.08000)."),
    ).toBeTruthy();
    await user.clear(form.getByLabelText("Limit price"));
    await user.type(form.getByLabelText("Limit price"), "1.08700");
    expect(
      form.getByText(
        "The stop loss of a sell must be above the order price 1.08700 (got 1.08600).",
      ),
    ).toBeTruthy();
    await user.type(form.getByLabelText("Stop loss"), "{Enter}");
    expect(api.callsTo("POST /accounts/acc_beta01/orders")).toHaveLength(0);
  });

  it.each([
    [
      "STOP_LOSS_WRONG_SIDE",
      "Stop loss",
      "The stop loss of a buy must be below the current bid 1.08300 (got 1.08400).",
    ],
    [
      "VOLUME_TOO_LARGE",
      "Volume (lots)",
      "Volume 1.00 lots is above the maximum of 0.50 lots per order for EURUSD.",
    ],
    [
      "TAKE_PROFIT_OFF_TICK",
      "Take profit",
      "The take profit 1.090001 is not a multiple of the tick size 0.00001 for EURUSD.",
    ],
  ])(
    "ticket: a refusal with %s highlights the %s field, by its code",
    async (code, label, message) => {
      const api = createFakeTradingApi();
      api.on("POST /accounts/acc_beta01/orders", () => ({
        status: 400,
        body: { code, message },
      }));
      const { user } = await openArena(api);
      const form = ticket();
      await user.clear(form.getByLabelText("Volume (lots)"));
      await user.type(form.getByLabelText("Volume (lots)"), "1");
      await user.type(form.getByLabelText("Stop loss"), "1.08400");
      await user.type(form.getByLabelText("Take profit"), "1.090001{Enter}");

      expect((await form.findByRole("alert")).textContent).toBe(message);
      const field = form.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const under = document.getElementById(field.getAttribute("aria-describedby") ?? "");
      expect(under?.textContent).toBe(message);
      for (const other of ["Volume (lots)", "Stop loss", "Take profit"].filter((l) => l !== label))
        expect(form.getByLabelText(other).getAttribute("aria-invalid")).toBe("false");

      // Editing the field takes the highlight off; the message stays above the button.
      await user.type(field, "0");
      expect(field.getAttribute("aria-invalid")).toBe("false");
      expect(form.getByRole("alert").textContent).toBe(message);
    },
  );

  it("places a market order with the right body (Enter submits) and shows the new position", async () => {
    const { api, user } = await openArena();
    const form = ticket();
    await user.click(form.getByRole("radio", { name: /sell/i }));
    await user.clear(form.getByLabelText("Volume (lots)"));
    await user.type(form.getByLabelText("Volume (lots)"), "0.5");
    await user.type(form.getByLabelText("Stop loss"), "1.0900");
    await user.type(form.getByLabelText("Take profit"), "1.0800{Enter}");

    await waitFor(() => expect(api.callsTo("POST /accounts/acc_beta01/orders")).toHaveLength(1));
    expect(api.callsTo("POST /accounts/acc_beta01/orders")[0]?.body).toEqual({
      symbol: "EURUSD",
      side: "sell",
      type: "market",
      volume: 0.5,
      stopLoss: 1.09,
      takeProfit: 1.08,
      clientOrderId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByText("Sold 0.50 EURUSD")).toBeTruthy();
    const row = await screen.findByTestId("position-pos_1");
    expect(within(row).getByText("1.08510")).toBeTruthy(); // filled at the bid
    expect(within(row).getByText("1.09000")).toBeTruthy();
    expect(positionsTab().textContent).toBe("Positions (1)");
    // The chart draws the entry, SL and TP lines of the new position.
    const lines = within(screen.getByRole("list", { name: "Chart lines" }));
    expect(lines.getByText("entry Sell 0.50 @ 1.08510")).toBeTruthy();
    expect(lines.getByText("stopLoss SL @ 1.09000")).toBeTruthy();
    expect(lines.getByText("takeProfit TP @ 1.08000")).toBeTruthy();
  });

  it("resends an order that got no answer with the same clientOrderId, and shows it once", async () => {
    const api = createFakeTradingApi();
    let calls = 0;
    // The first send is lost (the server changed hands); the resend is answered.
    api.on("POST /accounts/acc_beta01/orders", async () =>
      ++calls === 1
        ? { status: 503, body: { message: "Trading is moving", code: "UNAVAILABLE" } }
        : null,
    );
    const { user } = await openArena(api);
    await user.click(ticket().getByRole("button", { name: /^Buy/ }));
    expect(await screen.findByText("Bought 0.10 EURUSD", {}, { timeout: 4_000 })).toBeTruthy();
    const sent = api.callsTo("POST /accounts/acc_beta01/orders");
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((c) => (c.body as { clientOrderId: string }).clientOrderId);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(screen.queryByText("Order rejected")).toBeNull();
  });

  it("disables the ticket while sending and shows the engine's reason on a 400", async () => {
    const api = createFakeTradingApi();
    let release: () => void = () => {};
    api.on("POST /accounts/acc_beta01/orders", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return {
        status: 400,
        body: {
          message:
            "Not enough free margin: buy market 100.00 EURUSD at 1.08520 needs $108,520.00 of margin, but the free margin is $50,000.00.",
          code: "NOT_ENOUGH_MARGIN",
        },
      };
    });
    const { user } = await openArena(api);
    await user.click(ticket().getByRole("button", { name: /^Buy/ }));
    expect(await ticket().findByRole("button", { name: "Sending…" })).toBeTruthy();
    expect(ticket().getByLabelText("Volume (lots)").matches(":disabled")).toBe(true);
    release();
    const alerts = await screen.findAllByText(/Not enough free margin: buy market 100.00 EURUSD/);
    // In the ticket, under the volume (the field NOT_ENOUGH_MARGIN concerns), and in the toast.
    expect(alerts.length).toBe(3);
    expect(ticket().getByLabelText("Volume (lots)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Order rejected")).toBeTruthy();
    expect(ticket().getByLabelText("Volume (lots)").matches(":disabled")).toBe(false);
  });

  it("a closed market: the ticket says when it opens, with a live countdown, and takes no order", async () => {
    const opensAt = Date.now() + (2 * 60 + 14) * 60_000 - 30_000;
    const api = createFakeTradingApi({
      instruments: [
        makeInstrument("EURUSD", { marketOpen: false, opensAt: new Date(opensAt).toISOString() }),
        makeInstrument("USDJPY"),
      ],
    });
    await openArena(api);
    const notice = within(ticket().getByTestId("market-state"));
    expect(notice.getByText("Market closed, opens in 2 h 14 m")).toBeTruthy();
    const buy = ticket().getByRole("button", { name: /^Buy/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(within(screen.getByTestId("watch-EURUSD")).getByText("closed")).toBeTruthy();
    expect(api.callsTo("POST /accounts/acc_beta01/orders")).toHaveLength(0);
  });

  it("a halted symbol: no market order until a live price comes; a limit order is taken", async () => {
    const since = Date.parse("2025-01-06T12:00:00.000Z");
    const api = createFakeTradingApi({
      instruments: [
        makeInstrument("EURUSD", { haltedSince: new Date(since).toISOString() }),
        makeInstrument("USDJPY"),
      ],
    });
    const { user, realtime } = await openArena(api);
    expect(
      within(ticket().getByTestId("market-state")).getByText(/^Halted: no live price since /),
    ).toBeTruthy();
    expect((ticket().getByRole("button", { name: /^Buy/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(screen.getByTestId("watch-EURUSD")).getByText("halted")).toBeTruthy();
    await user.click(ticket().getByRole("radio", { name: "Limit" }));
    expect((ticket().getByRole("button", { name: /^Buy/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(ticket().getByRole("radio", { name: "Market" }));
    // A live price after the halt began: trading resumes at once.
    realtime.push("quotes", [makeQuote("EURUSD", 1.0861, 1.0862, since + 60_000)]);
    await waitFor(() => expect(ticket().queryByTestId("market-state")).toBeNull());
    expect((ticket().getByRole("button", { name: /^Buy/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("closes a position in one click and moves it to the history", async () => {
    const api = createFakeTradingApi({
      positions: [makePosition({ id: "pos_7", pnlCents: 2_500, currentPrice: 1.0877 })],
    });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    const row = await screen.findByTestId("position-pos_7");
    await user.click(within(row).getByRole("button", { name: "Close buy 1.00 EURUSD" }));

    await waitFor(() => expect(screen.queryByTestId("position-pos_7")).toBeNull());
    expect(api.callsTo("POST /accounts/acc_beta01/positions/pos_7/close")).toHaveLength(1);
    expect(screen.getByText("Closed buy 1.00 EURUSD")).toBeTruthy();
    expect(screen.getByText("No open positions.")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "History" }));
    const trade = await screen.findByTestId("trade-trd_1");
    expect(within(trade).getByText("+$25.00")).toBeTruthy();
    expect(within(trade).getByText("1.08770")).toBeTruthy();
  });

  it("pages through the history with Load more", async () => {
    const trades = Array.from({ length: 30 }, (_, i) => makeTrade({ id: `t${i}` }));
    const { user } = await openArena(createFakeTradingApi({ trades }));
    await user.click(screen.getByRole("tab", { name: "History" }));
    await screen.findByTestId("trade-t24");
    expect(screen.queryByTestId("trade-t25")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByTestId("trade-t29")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("cancels a pending order", async () => {
    const { user } = await openArena();
    const form = ticket();
    await user.click(form.getByRole("radio", { name: "Limit" }));
    await user.type(form.getByLabelText("Limit price"), "1.08000");
    await user.click(form.getByRole("button", { name: /^Buy .* limit$/ }));
    expect(await screen.findByText("Buy limit order placed")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Orders (1)" }));
    await user.click(screen.getByRole("button", { name: "Cancel buy limit 0.10 EURUSD" }));
    expect(await screen.findByText("No pending orders.")).toBeTruthy();
  });

  it("recomputes a position's P&L from live quotes, converting JPY to USD", async () => {
    const api = createFakeTradingApi({
      positions: [
        makePosition({ id: "pos_e", pnlCents: -1_000 }),
        makePosition({
          id: "pos_j",
          symbol: "USDJPY",
          side: "sell",
          openPrice: 150.5,
          currentPrice: 150.005,
          pnlCents: 0,
        }),
      ],
    });
    const { realtime } = await openArena(api);
    const eur = await screen.findByTestId("position-pos_e");
    const jpy = screen.getByTestId("position-pos_j");
    // Valued at the snapshot quotes already: EURUSD bid 1.08510 -> -$10.00; USDJPY ask 150.005.
    expect(within(eur).getByTestId("position-pnl").textContent).toBe("-$10.00");
    expect(realtime.emitted).toContainEqual({
      event: "quotes:subscribe",
      payload: { symbols: ["EURUSD", "USDJPY", "XAUUSD"] },
    });

    realtime.push("quotes", [
      makeQuote("EURUSD", 1.0872, 1.0873, Date.now() + 1_000),
      makeQuote("USDJPY", 149.995, 150.005, Date.now() + 1_000),
    ]);
    // +200 ticks x 100 steps x $0.01 = +$200.00
    expect(within(eur).getByTestId("position-pnl").textContent).toBe("+$200.00");
    expect(within(eur).getByText("1.08720")).toBeTruthy();
    // sell 1 lot 150.500 -> 150.005: 495 JPY ticks x 100 steps x 1 JPY = 49,500 JPY / 150 = $330.00
    expect(within(jpy).getByTestId("position-pnl").textContent).toBe("+$330.00");
    // The live candle follows the bid.
    expect(screen.getByText("live bid: 1.08720")).toBeTruthy();
  });

  it("shows the objectives: loss room, target progress, trading days and a live countdown to the reset", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2025-01-06T18:59:58.000Z"));
    const account = makeAccount({
      objectives: {
        dailyLossFloorCents: 95_250_000,
        dailyLossLeftCents: 4_321_000,
        maxLossFloorCents: 90_000_000,
        maxLossLeftCents: 9_571_000,
        targetBalanceCents: 108_000_000,
        targetLeftCents: 6_000_000,
        targetProgress: 0.25,
        tradingDays: 3,
        minTradingDays: 5,
        nextResetAt: "2025-01-07T00:00:00.000Z",
      },
    });
    await openArena(createFakeTradingApi({ accounts: [account] }));
    const panel = within(screen.getByRole("region", { name: /Objectives/ }));
    expect(panel.getByText("$43,210.00")).toBeTruthy();
    expect(panel.getByText(/floor \$952,500\.00/)).toBeTruthy();
    expect(panel.getByText("$95,710.00")).toBeTruthy();
    expect(panel.getByText("$1,080,000.00")).toBeTruthy();
    expect(
      panel
        .getByRole("progressbar", { name: "Progress to the profit target" })
        .getAttribute("aria-valuenow"),
    ).toBe("25");
    expect(panel.getByText(/\$60,000\.00 to go/)).toBeTruthy();
    expect(panel.getByText("3 / 5")).toBeTruthy();
    expect(panel.getByTestId("reset-countdown").textContent).toBe("05:00:02");
    vi.setSystemTime(Date.parse("2025-01-06T19:00:00.000Z"));
    await waitFor(() => expect(panel.getByTestId("reset-countdown").textContent).toBe("05:00:00"), {
      timeout: 2_500,
    });
  });

  it("switches accounts, remembers the choice, and shows a failed account read-only with its evidence", async () => {
    const active = makeAccount({ id: "acc_active", createdAt: "2025-01-03T00:00:00.000Z" });
    const failed = makeAccount({
      id: "acc_failed",
      planLabel: "200K",
      status: "failed",
      createdAt: "2025-01-01T00:00:00.000Z",
      evidence: {
        rule: "dailyLoss",
        outcome: "breach",
        threshold: 19_000_000,
        observed: 18_990_000,
        unit: "cents",
        time: "2025-01-02T10:00:00.000Z",
        quote: null,
        quotes: [],
        startingBalanceCents: 20_000_000,
        balanceCents: 20_000_000,
        equityCents: 18_990_000,
        dayStartBalanceCents: 20_000_000,
        highestEodBalanceCents: 20_000_000,
        usedMarginCents: 0,
        positions: [],
        message: "Daily loss limit breached: equity $189,900.00 fell below the floor $190,000.00.",
      },
    });
    const api = createFakeTradingApi({ accounts: [failed, active] });
    const { user } = await openArena(api);
    const switcher = screen.getByLabelText("Account") as HTMLSelectElement;
    expect(switcher.value).toBe("acc_active"); // the newest active account by default

    await user.selectOptions(switcher, "acc_failed");
    expect(window.localStorage.getItem(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe("acc_failed");
    expect(await screen.findByText(/Daily loss limit breached: equity \$189,900\.00/)).toBeTruthy();
    expect(screen.getByText("This account failed — it is read-only")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Order ticket" })).toBeNull();
    await waitFor(() => expect(api.callsTo("GET /accounts/acc_failed/positions")).toHaveLength(1));
  });

  it("a passed phase II account says the funded account waits for KYC and the trader agreement", async () => {
    const passed = makeAccount({ id: "acc_p2", phase: "phase2", status: "passed", evidence: null });
    const other = makeAccount({ id: "acc_beta" });
    const { user } = await openArena(createFakeTradingApi({ accounts: [other, passed] }));
    await user.selectOptions(screen.getByLabelText("Account"), "acc_p2");
    expect(await screen.findByText("This account passed its phase — it is read-only")).toBeTruthy();
    expect(screen.getByRole("link", { name: "identity check (KYC)" }).getAttribute("href")).toBe(
      "/dashboard/kyc",
    );
    expect(screen.getByRole("link", { name: "trader agreement" }).getAttribute("href")).toBe(
      "/dashboard/agreements",
    );
  });

  it("a passed phase II account whose funded account is open does not ask for KYC", async () => {
    const passed = makeAccount({ id: "acc_p2", phase: "phase2", status: "passed", evidence: null });
    const funded = makeAccount({ id: "acc_f", phase: "funded", previousAccountId: "acc_p2" });
    const { user } = await openArena(createFakeTradingApi({ accounts: [funded, passed] }));
    await user.selectOptions(screen.getByLabelText("Account"), "acc_p2");
    expect(await screen.findByText("This account passed its phase — it is read-only")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "identity check (KYC)" })).toBeNull();
  });

  it("opens the remembered account", async () => {
    window.localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, "acc_b");
    const api = createFakeTradingApi({
      accounts: [makeAccount({ id: "acc_a" }), makeAccount({ id: "acc_b", balanceCents: 123_456 })],
    });
    await openArena(api);
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe("acc_b");
    expect(figure("Balance")).toBe("$1,234.56");
  });

  it("opens the account named in the URL (a new purchase) over the remembered one, and remembers it", async () => {
    window.localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, "acc_a");
    const api = createFakeTradingApi({
      accounts: [
        makeAccount({ id: "acc_a" }),
        makeAccount({ id: "acc_new", balanceCents: 20_000_000 }),
      ],
    });
    await openArena(api, createFakeRealtime(), "/trading/arena?account=acc_new");
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe("acc_new");
    expect(figure("Balance")).toBe("$200,000.00");
    await waitFor(() =>
      expect(window.localStorage.getItem(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe("acc_new"),
    );
  });

  it("ignores an account in the URL that is not the trader's", async () => {
    window.localStorage.setItem(ACTIVE_ACCOUNT_STORAGE_KEY, "acc_a");
    const api = createFakeTradingApi({
      accounts: [makeAccount({ id: "acc_a" }), makeAccount({ id: "acc_b" })],
    });
    await openArena(api, createFakeRealtime(), "/trading/arena?account=someone-elses");
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe("acc_a");
    expect(window.localStorage.getItem(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe("acc_a");
  });

  it("shows a closed (refunded) account read-only", async () => {
    const closed = makeAccount({ id: "acc_c", status: "closed", evidence: null });
    const { user } = await openArena(
      createFakeTradingApi({ accounts: [makeAccount({ id: "acc_beta" }), closed] }),
    );
    await user.selectOptions(screen.getByLabelText("Account"), "acc_c");
    expect(await screen.findByText("This account is closed — it is read-only")).toBeTruthy();
  });

  it("shows the connection status and applies account updates, fills, stop-outs and breaches from the socket", async () => {
    const { api, realtime } = await openArena();
    expect(screen.getByRole("status", { name: "Market feed: Live" })).toBeTruthy();
    realtime.setStatus("reconnecting");
    expect(screen.getByRole("status", { name: "Market feed: Reconnecting…" })).toBeTruthy();
    realtime.setStatus("live");

    realtime.push("position:update", {
      accountId: "acc_beta01",
      position: makePosition({ id: "pos_s", stopLoss: 1.08 }),
      closed: false,
      trade: null,
    });
    expect(await screen.findByTestId("position-pos_s")).toBeTruthy();
    realtime.push("position:update", {
      accountId: "acc_beta01",
      position: makePosition({ id: "pos_s", stopLoss: 1.08 }),
      closed: true,
      trade: makeTrade({ id: "t_sl", reason: "stopLoss", closePrice: 1.08, pnlCents: -5_200 }),
    });
    expect(await screen.findByText("Stop loss hit: EURUSD")).toBeTruthy();
    expect(screen.queryByTestId("position-pos_s")).toBeNull();

    realtime.push("account:update", makeAccount({ balanceCents: 99_994_800 }));
    await waitFor(() => expect(figure("Balance")).toBe("$999,948.00"));

    // A stop-out (the account stays open) is a toast here; a breach is told by its notice
    // (the header's, with the link to the evidence), so the arena only refreshes the account.
    realtime.push("rule:breach", {
      accountId: "acc_beta01",
      evidence: { outcome: "stopOut", message: "Margin level fell below 50%." },
    });
    expect(await screen.findByText("Stop-out")).toBeTruthy();
    expect(screen.getByText("Margin level fell below 50%.")).toBeTruthy();
    const accountLoads = api.callsTo("GET /accounts/acc_beta01").length;
    realtime.push("rule:breach", {
      accountId: "acc_beta01",
      evidence: { outcome: "breach", message: "Max loss breached: equity fell below $900,000.00." },
    });
    await waitFor(() =>
      expect(api.callsTo("GET /accounts/acc_beta01").length).toBeGreaterThan(accountLoads),
    );
    expect(screen.queryByText("Max loss breached: equity fell below $900,000.00.")).toBeNull();
  });

  it("loads candles for the chosen timeframe", async () => {
    const { api, user } = await openArena();
    expect(await screen.findByText("EURUSD 15m: 50 candles")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "1h" }));
    expect(await screen.findByText("EURUSD 1h: 50 candles")).toBeTruthy();
    const tfs = api.callsTo("GET /instruments/EURUSD/candles").map((call) => call.search.get("tf"));
    expect(tfs).toEqual(["15m", "1h"]);
  });

  it("edits a position's stop loss with the right PATCH body and shows it in the row", async () => {
    const api = createFakeTradingApi({
      positions: [makePosition({ id: "pos_7", takeProfit: 1.09 })],
    });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    const row = await screen.findByTestId("position-pos_7");
    await user.click(within(row).getByRole("button", { name: "Edit SL/TP buy 1.00 EURUSD" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit SL/TP · buy 1.00 EURUSD" }));
    expect((dialog.getByLabelText("Stop loss") as HTMLInputElement).value).toBe("");
    expect((dialog.getByLabelText("Take profit") as HTMLInputElement).value).toBe("1.09000");
    await user.type(dialog.getByLabelText("Stop loss"), "1.08000");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PATCH /accounts/acc_beta01/positions/pos_7")[0]?.body).toEqual({
      stopLoss: 1.08,
    });
    expect(within(screen.getByTestId("position-pos_7")).getByText("1.08000")).toBeTruthy();
    expect(screen.getByText("Updated buy 1.00 EURUSD")).toBeTruthy();
  });

  it("removes a position's take profit by sending null", async () => {
    const api = createFakeTradingApi({
      positions: [makePosition({ id: "pos_7", stopLoss: 1.08, takeProfit: 1.09 })],
    });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    const row = await screen.findByTestId("position-pos_7");
    expect(within(row).getByText("1.09000")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Edit SL/TP buy 1.00 EURUSD" }));
    const dialog = within(screen.getByRole("dialog"));
    await user.clear(dialog.getByLabelText("Take profit"));
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PATCH /accounts/acc_beta01/positions/pos_7")[0]?.body).toEqual({
      takeProfit: null,
    });
    const updated = screen.getByTestId("position-pos_7");
    expect(within(updated).queryByText("1.09000")).toBeNull();
    expect(within(updated).getByText("1.08000")).toBeTruthy();
  });

  it("shows the engine's reason on a 400 and keeps the editor open; Escape cancels", async () => {
    const api = createFakeTradingApi({ positions: [makePosition({ id: "pos_7" })] });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    const row = await screen.findByTestId("position-pos_7");
    await user.click(within(row).getByRole("button", { name: "Edit SL/TP buy 1.00 EURUSD" }));
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("Stop loss"), "1.08600");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect((await dialog.findByRole("alert")).textContent).toBe(
      "The stop loss of a buy must be below the current bid 1.08510 (got 1.08600).",
    );
    // The fake answers STOP_LOSS_WRONG_SIDE, as the desk does: the stop loss field is flagged.
    expect(dialog.getByLabelText("Stop loss").getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByLabelText("Take profit").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((dialog.getByLabelText("Stop loss") as HTMLInputElement).value).toBe("1.08600");
    expect(dialog.getByRole("button", { name: "Save" }).matches(":disabled")).toBe(false);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("PATCH /accounts/acc_beta01/positions/pos_7")).toHaveLength(1);
    expect(within(screen.getByTestId("position-pos_7")).queryByText("1.08600")).toBeNull();
  });

  it("disables Save while sending", async () => {
    const api = createFakeTradingApi({ positions: [makePosition({ id: "pos_7" })] });
    let release: () => void = () => {};
    api.on("PATCH /accounts/acc_beta01/positions/pos_7", async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, body: makePosition({ id: "pos_7", ...(request.body as object) }) };
    });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    const row = await screen.findByTestId("position-pos_7");
    await user.click(within(row).getByRole("button", { name: "Edit SL/TP buy 1.00 EURUSD" }));
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("Take profit"), "1.09500");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect((await dialog.findByRole("button", { name: "Saving…" })).matches(":disabled")).toBe(
      true,
    );
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(screen.getByTestId("position-pos_7")).getByText("1.09500")).toBeTruthy();
  });

  it("edits a pending order's price and updates the row", async () => {
    const api = createFakeTradingApi({
      orders: [makeOrder({ id: "ord_9", price: 1.08, stopLoss: 1.075 })],
    });
    const { user } = await openArena(api, createFakeRealtime("offline"));
    await user.click(await screen.findByRole("tab", { name: "Orders (1)" }));
    await user.click(screen.getByRole("button", { name: "Edit buy limit 0.10 EURUSD" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit buy limit 0.10 EURUSD" }));
    expect((dialog.getByLabelText("Price") as HTMLInputElement).value).toBe("1.08000");
    expect((dialog.getByLabelText("Stop loss") as HTMLInputElement).value).toBe("1.07500");
    await user.clear(dialog.getByLabelText("Price"));
    await user.type(dialog.getByLabelText("Price"), "1.07900{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PATCH /accounts/acc_beta01/orders/ord_9")[0]?.body).toEqual({
      price: 1.079,
    });
    const row = screen.getByTestId("order-ord_9");
    expect(within(row).getByText("1.07900")).toBeTruthy();
    expect(within(row).queryByText("1.08000")).toBeNull();
    expect(screen.getByText("Updated buy limit 0.10 EURUSD")).toBeTruthy();
  });
});
