import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

// MARKET_SESSIONS: `real` sessions close FX, metals and indices at night and at the weekend
// (409 MARKET_CLOSED with when it opens); crypto trades 24/7. The test harness runs
// `always-open` so the rest of the suite trades FX whatever the day the tests run on: here with
// its clock on a Saturday.
const SUNDAY = Date.parse("2026-01-11T19:46:00Z");
const SATURDAY = Date.parse("2026-01-10T12:00:00Z");
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A trader with a Beta account, an hour before `now`, with the last prices (Friday's for FX). */
async function traderOn(s: TestServer, now: number) {
  await s.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: now - 3_600_000 });
  await s.tick({ symbol: "BTCUSD", bid: 90000, ask: 90010, time: now - 3_600_000 });
  const token = await signedInTrader(s, "hours@example.com");
  const accountId = (await s.request("GET", "/api/accounts", { token })).body.accounts[0].id;
  const order = (symbol: string) =>
    s.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol, side: "buy", type: "market", volume: 0.1 },
    });
  const instrument = async (symbol: string) =>
    (await s.request("GET", "/api/instruments")).body.instruments.find(
      (i: { symbol: string }) => i.symbol === symbol,
    );
  return { order, instrument };
}

describe("market hours", () => {
  it("real sessions: EURUSD is closed on Sunday afternoon (409 with when it opens), BTCUSD trades", async () => {
    server = await startTestServer({
      now: new Date(SUNDAY - 3_600_000).toISOString(),
      marketHours: "real",
    });
    const { order, instrument } = await traderOn(server, SUNDAY);
    server.clock.set(new Date(SUNDAY));
    const closed = await order("EURUSD");
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({
      code: "MARKET_CLOSED",
      message: "EURUSD is closed; it opens Sunday 22:00 UTC (in 2 h 14 m).",
    });
    expect(await instrument("EURUSD")).toMatchObject({
      marketOpen: false,
      opensAt: "2026-01-11T22:00:00.000Z",
      haltedSince: null,
    });
    expect((await order("BTCUSD")).status).toBe(201);
    expect(await instrument("BTCUSD")).toMatchObject({ marketOpen: true, opensAt: null });

    const status = (await server.request("GET", "/api/status")).body;
    expect(status.marketHours).toBe("real");
    expect(status.sessions.find((s: { symbol: string }) => s.symbol === "EURUSD")).toEqual({
      symbol: "EURUSD",
      assetClass: "fx",
      open: false,
      opensAt: "2026-01-11T22:00:00.000Z",
      closesAt: null,
      hours: "Sunday 22:00 to Friday 22:00 UTC, closed at the weekend",
    });
    expect(status.sessions.find((s: { symbol: string }) => s.symbol === "XAUUSD")).toMatchObject({
      open: false,
      opensAt: "2026-01-11T23:00:00.000Z",
    });
    // A closed market is not an incident.
    expect(status.incidents).toEqual([]);

    server.clock.set(new Date(Date.parse("2026-01-11T22:00:00Z")));
    expect((await order("EURUSD")).status).toBe(201);
  });

  it("the test harness's default (always-open): EURUSD trades on a Saturday", async () => {
    server = await startTestServer({ now: new Date(SATURDAY - 3_600_000).toISOString() });
    const { order, instrument } = await traderOn(server, SATURDAY);
    server.clock.set(new Date(SATURDAY));
    expect((await order("EURUSD")).status).toBe(201);
    expect(await instrument("EURUSD")).toMatchObject({ marketOpen: true, opensAt: null });
    expect((await server.request("GET", "/api/status")).body.marketHours).toBe("always-open");
  });
});
