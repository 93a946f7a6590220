import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endIncident, openIncident } from "../../market/market-incidents";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// The automatic review of the outage policy: a breach decided during a price outage, or within
// 15 minutes after it, on a symbol the account traded, is flagged; the trader sees why in its
// evidence, admins find it in the accounts list and uphold it or reinstate the account.
// Incidents are written as the feed monitor writes them (its own tests cover how they arise).
const T0 = MARKET_OPEN_TIME; // a Wednesday, 10:00 UTC
let server: TestServer;
let admin: string;
let t = T0;

beforeAll(async () => {
  server = await startTestServer({ now: new Date(T0).toISOString() });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const eurusd = (bid: number, at = (t += 1_000)) =>
  server.tick({ symbol: "EURUSD", bid, ask: Math.round((bid + 0.0001) * 1e5) / 1e5, time: at });

/** A Beta trader holding 50 lots of EURUSD from 1.10010: a fall to 1.09 breaches the daily loss. */
async function exposedTrader(email: string) {
  await eurusd(1.1);
  const token = await signedInTrader(server, email);
  const accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
  const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", type: "market", volume: 50 },
  });
  expect(placed.status).toBe(201);
  return { token, accountId };
}

async function breach() {
  await eurusd(1.09);
  await server.reviews.idle();
}

const decisions = async (token: string, accountId: string) =>
  (await server.request("GET", `/api/accounts/${accountId}/decisions`, { token })).body.decisions;
const reviewList = async (status: string) =>
  (await server.request("GET", `/api/admin/lists/accounts?review=${status}`, { token: admin })).body
    .items;

describe("a breach near a price outage is flagged for review", () => {
  it("3 minutes after an outage on EURUSD: flagged, shown to the trader, listed and upheld by an admin", async () => {
    const { token, accountId } = await exposedTrader("after-outage@example.com");
    const start = t + 1_000;
    const incident = await openIncident(server.ctx.db, {
      venue: "oanda",
      symbols: ["EURUSD", "GBPUSD"],
      startedAt: start,
      haltedAt: start + 30_001,
      cause: "no quote from oanda for 30 s",
    });
    await endIncident(server.ctx.db, incident.id, start + 120_000);
    t = start + 120_000 + 3 * 60_000;
    await breach();

    const [decision] = await decisions(token, accountId);
    expect(decision).toMatchObject({
      outcome: "breach",
      review: {
        status: "pending",
        incidentId: incident.id,
        reason: expect.stringMatching(
          /^Decided 3 min after a price outage on EURUSD \(\d\d:\d\d:\d\d–\d\d:\d\d:\d\d UTC\); an operator will review it\.$/,
        ),
        reviewedAt: null,
        note: null,
      },
    });
    expect(await reviewList("pending")).toMatchObject([{ id: accountId, review: "pending" }]);

    const upheld = await server.request("POST", `/api/admin/accounts/${accountId}/uphold-review`, {
      token: admin,
      body: { reason: "The fall continued after the outage; the breach stands." },
    });
    expect(upheld.status).toBe(200);
    expect(upheld.body.account).toMatchObject({
      id: accountId,
      status: "failed",
      review: "upheld",
    });
    expect((await decisions(token, accountId))[0].review).toMatchObject({
      status: "upheld",
      note: "The fall continued after the outage; the breach stands.",
    });
    expect(await reviewList("pending")).toEqual([]);
    // Nothing left to review.
    const again = await server.request("POST", `/api/admin/accounts/${accountId}/uphold-review`, {
      token: admin,
      body: { reason: "Twice" },
    });
    expect(again.status).toBe(409);
  });

  it("during an outage still under way: flagged; reinstating the account closes the review", async () => {
    const { token, accountId } = await exposedTrader("during-outage@example.com");
    const incident = await openIncident(server.ctx.db, {
      venue: "oanda",
      symbols: ["EURUSD"],
      startedAt: t,
      haltedAt: t + 30_001,
      cause: "connection lost: closed (1006)",
    });
    await breach();
    const [decision] = await decisions(token, accountId);
    expect(decision.review.reason).toMatch(
      /^Decided during a price outage on EURUSD \(since \d\d:\d\d:\d\d UTC\); an operator will review it\.$/,
    );
    await endIncident(server.ctx.db, incident.id, t + 1);

    const reinstated = await server.request("POST", `/api/admin/accounts/${accountId}/reinstate`, {
      token: admin,
      body: { reason: "Breached on a price that came during our outage." },
    });
    expect(reinstated.status).toBe(200);
    expect(reinstated.body.account).toMatchObject({ status: "active", review: "reinstated" });
    const reviewed = (await decisions(token, accountId)).find(
      (d: { outcome: string }) => d.outcome === "breach",
    );
    expect(reviewed.review).toMatchObject({ status: "reinstated" });
  });

  it("not flagged: more than 15 minutes after, or an outage on a symbol the account did not trade", async () => {
    const late = await exposedTrader("late@example.com");
    const start = t + 1_000;
    const incident = await openIncident(server.ctx.db, {
      venue: "oanda",
      symbols: ["EURUSD"],
      startedAt: start,
      haltedAt: start + 30_001,
      cause: "no quote from oanda for 30 s",
    });
    await endIncident(server.ctx.db, incident.id, start + 60_000);
    t = start + 60_000 + 15 * 60_000 + 1_000;
    await breach();
    expect((await decisions(late.token, late.accountId))[0]).toMatchObject({
      outcome: "breach",
      review: null,
    });

    const elsewhere = await exposedTrader("elsewhere@example.com");
    await openIncident(server.ctx.db, {
      venue: "binance",
      symbols: ["BTCUSD"],
      startedAt: t,
      haltedAt: t + 10_001,
      cause: "no quote from binance for 10 s",
    });
    await breach();
    expect((await decisions(elsewhere.token, elsewhere.accountId))[0].review).toBeNull();
  });
});
