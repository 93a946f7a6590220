import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ledgerEntries } from "../../db/schema";
import { eurusdTicks } from "../../test/eurusd-ticks";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await eurusd(1.1);
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const eurusd = eurusdTicks(() => server, MARKET_OPEN_TIME);
const act = (id: string, action: string, body: object, token = admin) =>
  server.request("POST", `/api/admin/accounts/${id}/${action}`, { token, body });

/** A trader with a 5K phase I account (daily loss $250: floor $4,750; target $5,400). */
async function trader(email: string) {
  await eurusd(1.1);
  const token = await signedInTrader(server, email);
  const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
  const account = await server.ctx.desk.openAccount(userId, "5K");
  const get = async () =>
    (await server.request("GET", `/api/accounts/${account.id}`, { token })).body;
  const order = (body: object) =>
    server.request("POST", `/api/accounts/${account.id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1, ...body },
    });
  const decisions = async () =>
    (await server.request("GET", `/api/accounts/${account.id}/decisions`, { token })).body
      .decisions;
  const replay = async (decisionId: string) =>
    (
      await server.request("POST", `/api/accounts/${account.id}/decisions/${decisionId}/replay`, {
        token,
      })
    ).body;
  return { token, userId, id: account.id, get, order, decisions, replay };
}

describe("reinstating, by an admin", () => {
  it("a daily-loss account gets the balance and day start recorded before the breach, trades again without failing, and the act is listed and replayed", async () => {
    const a = await trader("reinstated@example.com");
    expect((await a.order({ volume: 1 })).status).toBe(201); // bought at 1.10010
    await eurusd(1.0975); // -$260: equity $4,740, below the $4,750 floor
    const failed = await a.get();
    expect(failed).toMatchObject({ status: "failed", balanceCents: 474_000 });
    expect(failed.evidence).toMatchObject({ rule: "dailyLoss", balanceCents: 500_000 });

    expect((await act(a.id, "reinstate", { reason: "Hi" })).status).toBe(400);
    expect((await act(a.id, "reinstate", { reason: "Price spike" }, a.token)).status).toBe(403);
    const done = await act(a.id, "reinstate", { reason: "Price spike on the feed" });
    expect(done.status).toBe(200);
    expect(done.body.account.status).toBe("active");
    expect(done.body.message).toContain("the balance $4,740.00 became $5,000.00");
    expect(await a.get()).toMatchObject({
      status: "active",
      balanceCents: 500_000,
      evidence: null,
      objectives: { dailyLossFloorCents: 475_000 },
    });
    expect((await act(a.id, "reinstate", { reason: "Again" })).body).toMatchObject({
      code: "CONFLICT",
      message: "Only a failed account can be reinstated; this one is active.",
    });

    // It trades at the price that failed it, and the next tick there fails nothing.
    expect((await a.order({ volume: 1 })).status).toBe(201);
    await eurusd(1.0975);
    expect((await a.get()).status).toBe("active");

    const [reinstated, breach] = await a.decisions();
    expect(reinstated).toMatchObject({
      rule: "reinstate",
      outcome: "admin",
      act: {
        reason: "Price spike on the feed",
        amountCents: 26_000,
        before: { status: "failed", balanceCents: 474_000 },
        after: { status: "active", balanceCents: 500_000, dayStartBalanceCents: 500_000 },
      },
    });
    expect(breach).toMatchObject({ rule: "dailyLoss", outcome: "breach" });
    expect(await a.replay(reinstated.id)).toMatchObject({
      sameDecision: true,
      storedRule: "reinstate",
      replayedRule: "reinstate",
    });
    expect((await a.replay(breach.id)).sameDecision).toBe(true);

    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "account-reinstate"));
    expect(audit?.details).toMatchObject({
      target: { kind: "account", id: a.id, userId: a.userId },
      before: { balance: 474_000 },
      after: { balance: 500_000 },
      amount: 26_000,
      reason: "Price spike on the feed",
    });
    expect((await server.lastEmailTo("reinstated@example.com"))?.text).toContain(
      "Price spike on the feed",
    );

    // The desk rebuilt from the database (a restart) keeps it active at the restored balance.
    await server.ctx.desk.changeOutside(async () => undefined);
    expect(await a.get()).toMatchObject({
      status: "active",
      objectives: { dailyLossFloorCents: 475_000 },
    });
  });

  it("refuses, with the reason, when the balance recorded before the breach is itself below the floor", async () => {
    const a = await trader("gapped@example.com");
    await a.order({ volume: 1, stopLoss: 1.099 });
    await eurusd(1.097); // the stop fills at the gap: -$310, balance $4,690 < $4,750
    const failed = await a.get();
    expect(failed).toMatchObject({ status: "failed", evidence: { balanceCents: 469_000 } });
    const refused = await act(a.id, "reinstate", { reason: "Appeal" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("OUTSIDE_LIMITS"); // the engine's code, not CONFLICT
    expect(refused.body.message).toContain(
      "equity $4,690.00 would be below the daily loss floor $4,750.00",
    );
    expect(await a.get()).toEqual(failed);
    expect(
      (await act("00000000-0000-4000-8000-000000000000", "reinstate", { reason: "x y z" })).status,
    ).toBe(404);
  });
});

describe("adjusting a balance, by an admin", () => {
  it("moves the balance with its reason, recorded and replayed; the ledger is untouched; refuses what breaks the rules", async () => {
    const a = await trader("adjusted@example.com");
    const ledgerBefore = await server.database.db.select().from(ledgerEntries);
    expect((await act(a.id, "adjust-balance", { reason: "Refund", amountCents: 0 })).status).toBe(
      400,
    );
    const credit = await act(a.id, "adjust-balance", {
      reason: "Slippage refund, ticket 41",
      amountCents: 12_345,
    });
    expect(credit.status).toBe(200);
    expect(credit.body.message).toContain("Balance adjusted by +$123.45");
    expect(await a.get()).toMatchObject({ balanceCents: 512_345 });

    const deep = await act(a.id, "adjust-balance", { reason: "Chargeback", amountCents: -40_000 });
    expect(deep.status).toBe(409);
    expect(deep.body.code).toBe("OUTSIDE_LIMITS");
    expect(deep.body.message).toContain("below the daily loss floor $4,750.00");
    const target = await act(a.id, "adjust-balance", { reason: "Gift", amountCents: 30_000 });
    expect(target.status).toBe(409);
    expect(target.body.message).toContain("Pass the phase instead.");
    expect((await a.get()).balanceCents).toBe(512_345);

    // A trade after it: balance = starting balance + realised P&L + acts, to the cent.
    const opened = await a.order({ volume: 1 });
    await eurusd(1.1011);
    await server.request(
      "POST",
      `/api/accounts/${a.id}/positions/${opened.body.position.id}/close`,
      {
        token: a.token,
      },
    );
    const trades = (await server.request("GET", `/api/accounts/${a.id}/trades`, { token: a.token }))
      .body.items as { pnlCents: number }[];
    const decisions = await a.decisions();
    const acts = decisions.filter((d: { outcome: string }) => d.outcome === "admin");
    expect(acts).toHaveLength(1);
    expect((await a.get()).balanceCents).toBe(
      500_000 +
        trades.reduce((s, x) => s + x.pnlCents, 0) +
        acts.reduce((s: number, d: { act: { amountCents: number } }) => s + d.act.amountCents, 0),
    );
    expect(await a.replay(acts[0].id)).toMatchObject({ sameDecision: true });
    expect(await server.database.db.select().from(ledgerEntries)).toEqual(ledgerBefore);
  });
});

describe("passing a phase and failing, by an admin", () => {
  it("passes a flat phase I account and opens phase II as a real pass does; refuses a funded account and one holding a position", async () => {
    const a = await trader("passed@example.com");
    await a.order({ volume: 1 });
    const holding = await act(a.id, "pass-phase", { reason: "Support case 77" });
    expect(holding.status).toBe(409);
    expect(holding.body.code).toBe("NOT_APPLICABLE");
    expect(holding.body.message).toContain("It holds 1 open position");
    await act(a.id, "close-positions", { reason: "Before the pass" });
    const passed = await act(a.id, "pass-phase", { reason: "Support case 77" });
    expect(passed.status).toBe(200);
    expect(passed.body.account.status).toBe("passed");
    const accounts = (await server.request("GET", "/api/accounts", { token: a.token })).body
      .accounts as {
      id: string;
      phase: string;
      previousAccountId: string | null;
      ruleSetVersion: number;
    }[];
    const next = accounts.find((x) => x.previousAccountId === a.id);
    expect(next).toMatchObject({ phase: "phase2", ruleSetVersion: 1 });
    expect(passed.body.message).toBe(`Phase passed; the next phase's account ${next!.id} is open.`);
    expect((await a.decisions())[0]).toMatchObject({
      rule: "phasePass",
      act: { reason: "Support case 77", after: { status: "passed" } },
    });
    // No certificate: a pass by the operator is not a target reached.
    expect(
      (await server.request("GET", `/api/accounts/${a.id}/certificates`, { token: a.token })).body,
    ).toMatchObject({ certificates: [] });

    const phase2 = await act(next!.id, "pass-phase", { reason: "Support case 78" });
    expect(phase2.body.message).toContain("the funded account opens once the identity check");
    const funded = await server.ctx.desk.openAccount(a.userId, "5K", "funded");
    expect((await act(funded.id, "pass-phase", { reason: "Why not" })).body.message).toBe(
      "A funded account has no next phase to pass to.",
    );
  });

  it("fails an account at the market, recorded; reinstating restores what the fail recorded", async () => {
    const a = await trader("failed-by-admin@example.com");
    await a.order({ volume: 1 });
    await eurusd(1.0991); // -$100 floating
    const failed = await act(a.id, "fail", { reason: "Copy trading across accounts" });
    expect(failed.body).toMatchObject({
      message: "The account is failed (1 position closed first).",
      account: { status: "failed" },
    });
    const trades = (await server.request("GET", `/api/accounts/${a.id}/trades`, { token: a.token }))
      .body.items;
    expect(trades[0]).toMatchObject({ reason: "accountClosed", pnlCents: -10_000 });
    expect((await a.decisions())[0]).toMatchObject({
      rule: "adminFail",
      act: { amountCents: 0, before: { balanceCents: 500_000, openPositions: 1 } },
    });
    expect((await act(a.id, "fail", { reason: "Twice" })).status).toBe(409);
    const back = await act(a.id, "reinstate", { reason: "Appeal upheld" });
    expect(back.status).toBe(200);
    expect(await a.get()).toMatchObject({ status: "active", balanceCents: 500_000 });
  });
});
