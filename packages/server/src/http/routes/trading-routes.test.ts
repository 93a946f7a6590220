import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

// A Wednesday, FX markets open. Quotes are pushed through the real pipeline with server.tick.
const T0 = MARKET_OPEN_TIME;
let server: TestServer;
let t = T0;
const eurusd = (bid: number, ask = Math.round((bid + 0.0001) * 1e5) / 1e5) =>
  server.tick({ symbol: "EURUSD", bid, ask, time: (t += 1_000) });

beforeAll(async () => {
  server = await startTestServer({ now: new Date(T0).toISOString() });
  await eurusd(1.1);
});
afterAll(() => server.close());

async function traderWithBeta(email: string) {
  const token = await signedInTrader(server, email);
  const { body } = await server.request("GET", "/api/accounts", { token });
  return { token, account: body.accounts[0] as { id: string } };
}

const order = (token: string, accountId: string, body: Record<string, unknown>) =>
  server.request("POST", `/api/accounts/${accountId}/orders`, { token, body });

describe("the free Beta account", () => {
  it("opens on email verification: $1,000,000, phase I, 1:100; floors 950,000 daily and 900,000 max; target 1,080,000", async () => {
    const { token, account } = await traderWithBeta("beta@example.com");
    const res = await server.request("GET", `/api/accounts/${account.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      planId: "BETA",
      phase: "phase1",
      status: "active",
      leverage: 100,
      startingBalanceCents: 100_000_000,
      balanceCents: 100_000_000,
      equityCents: 100_000_000,
      objectives: {
        dailyLossFloorCents: 95_000_000,
        maxLossFloorCents: 90_000_000,
        targetBalanceCents: 108_000_000,
        targetProgress: 0,
        nextResetAt: "2026-01-08T00:00:00.000Z",
      },
    });
    const again = await server.request("GET", "/api/accounts", { token });
    expect(again.body.accounts).toHaveLength(1);
  });

  it("someone else's account and an unknown one answer 404; no token answers 401", async () => {
    const mine = await traderWithBeta("owner@example.com");
    const other = await traderWithBeta("intruder@example.com");
    for (const path of [
      `/api/accounts/${mine.account.id}`,
      `/api/accounts/${mine.account.id}/positions`,
      `/api/accounts/${mine.account.id}/trades`,
      "/api/accounts/not-an-account",
    ]) {
      const res = await server.request("GET", path, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
    const foreign = await order(other.token, mine.account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
    });
    expect(foreign.status).toBe(404);
    expect((await server.request("GET", "/api/accounts")).status).toBe(401);
  });
});

describe("market data", () => {
  it("lists 12 instruments with the live quote, and serves candles of the ticks", async () => {
    const res = await server.request("GET", "/api/instruments");
    expect(res.body.instruments).toHaveLength(12);
    const eur = res.body.instruments.find((i: { symbol: string }) => i.symbol === "EURUSD");
    expect(eur).toMatchObject({
      digits: 5,
      lotStep: 0.01,
      marketOpen: true,
      quote: { bid: expect.any(Number) },
    });
    const candles = await server.request("GET", "/api/instruments/EURUSD/candles?tf=1m");
    expect(candles.status).toBe(200);
    expect(candles.body.candles.length).toBeGreaterThan(0);
    expect(candles.body.candles[0]).toMatchObject({
      time: expect.any(Number),
      open: expect.any(Number),
    });
    expect((await server.request("GET", "/api/instruments/NOPE/candles")).status).toBe(404);
    expect((await server.request("GET", "/api/instruments/EURUSD/candles?tf=2m")).status).toBe(400);
  });
});

describe("orders and positions", () => {
  it("a market buy of 1 lot EURUSD fills at the ask 1.10010 with $1,100.10 margin; +50 pips is +$500.00 closed", async () => {
    await eurusd(1.1);
    const { token, account } = await traderWithBeta("buyer@example.com");
    const placed = await order(token, account.id, {
      symbol: "eurusd",
      side: "buy",
      type: "market",
      volume: 1,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: "filled",
      fillPrice: 1.1001,
      symbol: "EURUSD",
    });
    expect(placed.body.position).toMatchObject({
      openPrice: 1.1001,
      marginCents: 110_010,
      volume: 1,
    });
    expect(placed.body.account.usedMarginCents).toBe(110_010);

    await eurusd(1.1051);
    const positions = await server.request("GET", `/api/accounts/${account.id}/positions`, {
      token,
    });
    expect(positions.body.items[0]).toMatchObject({ currentPrice: 1.1051, pnlCents: 50_000 });

    const closed = await server.request(
      "POST",
      `/api/accounts/${account.id}/positions/${placed.body.position.id}/close`,
      { token },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.trade).toMatchObject({
      closePrice: 1.1051,
      pnlCents: 50_000,
      reason: "manual",
    });
    expect(closed.body.account).toMatchObject({ balanceCents: 100_050_000, usedMarginCents: 0 });
    const trades = await server.request("GET", `/api/accounts/${account.id}/trades`, { token });
    expect(trades.body.items).toHaveLength(1);
  });

  it.each([
    [
      { symbol: "XXXYYY", side: "buy", type: "market", volume: 1 },
      "UNKNOWN_SYMBOL",
      /Unknown symbol/i,
    ],
    [{ symbol: "EURUSD", side: "buy", type: "market", volume: 0.015 }, "VOLUME_OFF_STEP", /step/i],
    [{ symbol: "EURUSD", side: "buy", type: "market", volume: -1 }, "INVALID_VOLUME", /volume/i],
    [{ symbol: "EURUSD", side: "buy", type: "market", volume: 500 }, "VOLUME_TOO_LARGE", /maximum/],
    [
      { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.2 },
      "STOP_LOSS_WRONG_SIDE",
      /stop loss/i,
    ],
    [
      { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.0900001 },
      "STOP_LOSS_OFF_TICK",
      /tick size/i,
    ],
    [
      { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.2 },
      "PRICE_WRONG_SIDE",
      /limit/i,
    ],
    [
      { symbol: "EURUSD", side: "buy", type: "market", volume: 50, takeProfit: 1.0 },
      "TAKE_PROFIT_WRONG_SIDE",
      /take profit/i,
    ],
  ])(
    "rejects %j with 400, the engine's code and its reason, changing nothing",
    async (body, code, reason) => {
      const { token, account } = await traderWithBeta(`bad${Math.random()}@example.com`);
      const res = await order(token, account.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code, message: expect.stringMatching(reason) });
      const after = await server.request("GET", `/api/accounts/${account.id}`, { token });
      expect(after.body).toMatchObject({ balanceCents: 100_000_000, usedMarginCents: 0 });
      const orders = await server.request("GET", `/api/accounts/${account.id}/orders`, { token });
      expect(orders.body.items).toEqual([]);
    },
  );

  it("a buy limit at 1.09900 waits, then fills when the ask reaches it; cancelling works on another", async () => {
    await eurusd(1.1);
    const { token, account } = await traderWithBeta("limit@example.com");
    const limit = await order(token, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "limit",
      volume: 0.5,
      price: 1.099,
    });
    expect(limit.status).toBe(201);
    expect(limit.body.order.status).toBe("pending");
    const other = await order(token, account.id, {
      symbol: "EURUSD",
      side: "sell",
      type: "limit",
      volume: 0.5,
      price: 1.11,
    });
    const cancelled = await server.request(
      "DELETE",
      `/api/accounts/${account.id}/orders/${other.body.order.id}`,
      { token },
    );
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancelReason: "trader" });

    await eurusd(1.0988); // ask 1.09890, past the limit: fills at the ask
    const positions = await server.request("GET", `/api/accounts/${account.id}/positions`, {
      token,
    });
    expect(positions.body.items).toHaveLength(1);
    expect(positions.body.items[0]).toMatchObject({ openPrice: 1.0989, volume: 0.5 });
    const pending = await server.request(
      "GET",
      `/api/accounts/${account.id}/orders?status=pending`,
      { token },
    );
    expect(pending.body.items).toEqual([]);
    const filled = await server.request("GET", `/api/accounts/${account.id}/orders?status=filled`, {
      token,
    });
    expect(filled.body.items.map((o: { id: string }) => o.id)).toEqual([limit.body.order.id]);
  });

  it("a stop loss hit by a gap closes at the first bid past it (1.09500), not at the stop (1.09800)", async () => {
    await eurusd(1.1);
    const { token, account } = await traderWithBeta("stop@example.com");
    const placed = await order(token, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
      stopLoss: 1.098,
    });
    const modified = await server.request(
      "PATCH",
      `/api/accounts/${account.id}/positions/${placed.body.position.id}`,
      {
        token,
        body: { takeProfit: 1.12 },
      },
    );
    expect(modified.body).toMatchObject({ stopLoss: 1.098, takeProfit: 1.12 });
    await eurusd(1.095);
    const trades = await server.request("GET", `/api/accounts/${account.id}/trades`, { token });
    expect(trades.body.items[0]).toMatchObject({
      reason: "stopLoss",
      closePrice: 1.095,
      pnlCents: -51_000,
    });
  });
});

describe("challenge rules live", () => {
  it("a daily-loss breach (floor $950,000) flattens the account at the breaching quote and stores the evidence", async () => {
    await eurusd(1.1);
    const { token, account } = await traderWithBeta("breach@example.com");
    const placed = await order(token, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 50,
    });
    expect(placed.status).toBe(201);
    await eurusd(1.09); // 50 lots x -0.0101 = -$50,500: equity $949,500 < $950,000
    const res = await server.request("GET", `/api/accounts/${account.id}`, { token });
    expect(res.body.status).toBe("failed");
    expect(res.body.evidence).toMatchObject({
      rule: "dailyLoss",
      outcome: "breach",
      threshold: 95_000_000,
      observed: 94_950_000,
      quote: { symbol: "EURUSD", bid: 1.09 },
    });
    expect(res.body.evidence.positions).toHaveLength(1);
    expect(res.body.evidence.message).toMatch(/950,000/);
    expect(res.body.balanceCents).toBe(94_950_000);
    const trades = await server.request("GET", `/api/accounts/${account.id}/trades`, { token });
    expect(trades.body.items[0]).toMatchObject({ reason: "breach", closePrice: 1.09 });
    const again = await order(token, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/failed/i);
  });

  it("reaching the 8% target on closed balance passes phase I and opens a phase II account", async () => {
    await eurusd(1.1);
    const { token, account } = await traderWithBeta("pass@example.com");
    const placed = await order(token, account.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 50,
    });
    await eurusd(1.1163); // +0.0162 x 5,000,000 = +$81,000 floating
    let list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts).toHaveLength(1);
    await server.request(
      "POST",
      `/api/accounts/${account.id}/positions/${placed.body.position.id}/close`,
      { token },
    );
    list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts).toHaveLength(2);
    const [next, passed] = list.body.accounts;
    expect(passed).toMatchObject({
      id: account.id,
      status: "passed",
      balanceCents: 108_100_000,
      evidence: { rule: "profitTarget" },
    });
    expect(next).toMatchObject({
      phase: "phase2",
      status: "active",
      planId: "BETA",
      balanceCents: 100_000_000,
      previousAccountId: account.id,
    });
  });

  it("a phase II pass waits for KYC and the trader agreement, then opens the funded account once", async () => {
    await eurusd(1.1163);
    const { token } = await traderWithBeta("funded@example.com");
    let list = await server.request("GET", "/api/accounts", { token });
    const phase1 = list.body.accounts[0];
    const userId = server.ctx.desk.ownerOf(phase1.id)!;
    const phase2 = await server.ctx.desk.openAccount(userId, "BETA", "phase2");
    const placed = await order(token, phase2.id, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 50,
    });
    await eurusd(1.127); // (1.1270 - 1.1164) x 5,000,000 = +$53,000: past the 5% target
    const closed = await server.request(
      "POST",
      `/api/accounts/${phase2.id}/positions/${placed.body.position.id}/close`,
      { token },
    );
    expect(closed.body.account).toMatchObject({ status: "passed", balanceCents: 105_300_000 });
    list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts).toHaveLength(2); // no funded account yet

    const desk = server.ctx.desk;
    await expect(
      desk.openFundedAccount(userId, phase2.id, { kycApproved: false, agreementSigned: true }),
    ).rejects.toMatchObject({ code: "KYC_REQUIRED", message: expect.stringMatching(/KYC/) });
    await expect(
      desk.openFundedAccount(userId, phase2.id, { kycApproved: true, agreementSigned: false }),
    ).rejects.toMatchObject({
      code: "AGREEMENT_REQUIRED",
      message: expect.stringMatching(/agreement/),
    });
    // Only a passed account moves on, and only its owner's.
    await expect(
      desk.openFundedAccount(userId, phase1.id, { kycApproved: true, agreementSigned: true }),
    ).rejects.toMatchObject({ code: "NOT_PASSED" });
    await expect(
      desk.openFundedAccount("someone-else", phase2.id, {
        kycApproved: true,
        agreementSigned: true,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    const funded = await desk.openFundedAccount(userId, phase2.id, {
      kycApproved: true,
      agreementSigned: true,
    });
    list = await server.request("GET", "/api/accounts", { token });
    expect(list.body.accounts[0]).toMatchObject({
      id: funded.id,
      phase: "funded",
      status: "active",
      balanceCents: 100_000_000,
      previousAccountId: phase2.id,
    });
    await expect(
      desk.openFundedAccount(userId, phase2.id, { kycApproved: true, agreementSigned: true }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/already open/) });
  });
});
