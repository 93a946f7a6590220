import { createHash } from "node:crypto";
import { canonicalJson } from "@proparena/contracts/canonical-json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { buy } from "../../test/test-purchases";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";

// Issue 29's Done-when, through the real server: trades placed and closed over HTTP, the desk
// handing closes to the integrity monitor after the commit, flags stored and read back through
// GET /api/accounts/:id/integrity. The server's manual clock moves with the ticks.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

async function accountsOf(token: string): Promise<{ id: string; planId: string }[]> {
  return (await server.request("GET", "/api/accounts", { token })).body.accounts;
}

const open = (token: string, accountId: string, side: "buy" | "sell", volume: number) =>
  openEurusd(server, token, accountId, side, volume);
const close = (token: string, accountId: string, positionId: string) =>
  closePosition(server, token, accountId, positionId);

const integrityOf = (token: string, accountId: string) =>
  server.request("GET", `/api/accounts/${accountId}/integrity`, { token });

describe("hedging across one person's accounts", () => {
  it("opposite EURUSD trades of one size on two accounts within a second: both accounts carry a hedging flag naming the other's trade", async () => {
    const token = await signedInTrader(server, "hedger@example.com");
    await buy(server, token, "10K");
    const list = await accountsOf(token);
    const beta = list.find((a) => a.planId === "BETA")!;
    const bought = list.find((a) => a.planId !== "BETA")!;
    const long = await open(token, beta.id, "buy", 0.5);
    await quoteAfter(400);
    const short = await open(token, bought.id, "sell", 0.5);
    await quoteAfter(60_000, 1.1002);
    await close(token, beta.id, long);
    await close(token, bought.id, short);

    // Detection runs off the order path; within a few seconds both flags are there.
    await waitUntil(async () => {
      const [a, b] = await Promise.all([
        integrityOf(token, beta.id),
        integrityOf(token, bought.id),
      ]);
      return [a, b].every((r) => r.body.flags?.some((f: { kind: string }) => f.kind === "hedging"));
    }, 5_000);

    for (const [mine, other, otherTrade] of [
      [beta.id, bought.id, short],
      [bought.id, beta.id, long],
    ] as const) {
      const res = await integrityOf(token, mine);
      expect(res.status).toBe(200);
      const flag = res.body.flags.find((f: { kind: string }) => f.kind === "hedging");
      expect(flag).toMatchObject({
        accountId: mine,
        status: "open",
        threshold: 0.7,
        holdAt: 0.8,
        hold: true,
        policyVersion: 1,
      });
      expect(flag.score).toBeGreaterThanOrEqual(0.8);
      // The evidence names the other account's trade, and its hash is the one published.
      expect(flag.evidence.otherAccounts).toEqual([other]);
      expect(flag.evidence.trades).toContainEqual(
        expect.objectContaining({ id: otherTrade, accountId: other, symbol: "EURUSD" }),
      );
      expect(flag.evidence.otherPeople).toBe(0);
      expect(flag.evidenceHash).toBe(
        createHash("sha256").update(canonicalJson(flag.evidence)).digest("hex"),
      );
      expect(res.body.holds).toEqual({ phasePass: true, payouts: true, flagIds: [flag.id] });
      expect(res.body.policy.flagAt.hedging).toBe(0.7);
    }
    // The hold is never silent: the trader is e-mailed the detector, the trades and the threshold.
    const mail = await server.lastEmailTo("hedger@example.com");
    expect(mail?.subject).toContain("Hedging across accounts");
    expect(mail?.text).toContain("holds from 0.8");
    expect(mail?.text).toContain(short);
    // Every held account of the trader in one request (the account list's badges).
    const holds = await server.request("GET", "/api/integrity/holds", { token });
    expect(holds.status).toBe(200);
    expect(holds.body.holds).toHaveLength(2);
    expect(holds.body.holds).toEqual(
      expect.arrayContaining(
        [beta.id, bought.id].map((accountId) => ({ accountId, payouts: true, phasePass: true })),
      ),
    );
  });

  it("answers 404 for someone else's account and an unknown one, 401 without a token", async () => {
    const owner = await signedInTrader(server, "owner-integrity@example.com");
    const other = await signedInTrader(server, "other-integrity@example.com");
    const [account] = await accountsOf(owner);
    expect((await integrityOf(other, account!.id)).status).toBe(404);
    expect((await integrityOf(other, "not-an-account")).status).toBe(404);
    expect((await integrityOf(owner, account!.id)).body).toMatchObject({
      flags: [],
      holds: { phasePass: false, payouts: false, flagIds: [] },
    });
    expect((await server.request("GET", `/api/accounts/${account!.id}/integrity`)).status).toBe(
      401,
    );
    expect((await server.request("GET", "/api/integrity/holds", { token: owner })).body).toEqual({
      holds: [],
    });
    expect((await server.request("GET", "/api/integrity/holds")).status).toBe(401);
  });
});

describe("copy trading between people", () => {
  it("two people opening the same symbol and side within 300 ms, five times: both get copy-trading; a busy human-paced trader gets nothing", async () => {
    const leader = await signedInTrader(server, "leader@example.com");
    const follower = await signedInTrader(server, "follower@example.com");
    const busy = await signedInTrader(server, "busy@example.com");
    const [leaderAccount] = await accountsOf(leader);
    const [followerAccount] = await accountsOf(follower);
    const [busyAccount] = await accountsOf(busy);

    // An hour after the hedges, five co-opens ten minutes apart, the follower at twice the size.
    await quoteAfter(60 * 60_000);
    for (let i = 0; i < 5; i++) {
      const a = await open(leader, leaderAccount!.id, "buy", 1);
      await quoteAfter(120 + i * 30);
      const b = await open(follower, followerAccount!.id, "buy", 2);
      await quoteAfter(3 * 60_000 + i * 7_000);
      await close(leader, leaderAccount!.id, a);
      await close(follower, followerAccount!.id, b);
      await quoteAfter(10 * 60_000 + i * 11_000);
    }

    // The busy trader: 30 trades at human pace, alone (gaps of minutes, never on a whole second,
    // held for minutes, one lot size), later the same day.
    const gaps = [
      7, 3, 19, 4, 11, 2, 26, 5, 9, 14, 3, 31, 6, 8, 17, 2, 12, 4, 22, 6, 3, 15, 9, 5, 27, 4, 10, 7,
      13, 3,
    ];
    for (const [i, gap] of gaps.entries()) {
      await quoteAfter(gap * 60_000 + 137 + i * 53);
      const side = i % 3 === 0 ? "sell" : "buy";
      const p = await open(busy, busyAccount!.id, side, 1);
      await quoteAfter((2 + (i % 5)) * 60_000 + 311);
      await close(busy, busyAccount!.id, p);
    }

    await waitUntil(async () => {
      const [a, b] = await Promise.all([
        integrityOf(leader, leaderAccount!.id),
        integrityOf(follower, followerAccount!.id),
      ]);
      return [a, b].every((r) =>
        r.body.flags?.some((f: { kind: string }) => f.kind === "copy-trading"),
      );
    }, 5_000);
    for (const [token, account, otherAccount] of [
      [leader, leaderAccount!.id, followerAccount!.id],
      [follower, followerAccount!.id, leaderAccount!.id],
    ] as const) {
      const { body } = await integrityOf(token, account);
      const flag = body.flags.find((f: { kind: string }) => f.kind === "copy-trading");
      expect(flag.score).toBe(1);
      expect(flag.evidence.figures.coOpens).toBe(5);
      // The other person is counted, never named; their trades show as not the trader's own.
      expect(flag.evidence.otherPeople).toBe(1);
      expect(flag.evidence.otherAccounts).toEqual([otherAccount]);
      expect(flag.evidence.trades.filter((x: { own: boolean }) => !x.own)).toHaveLength(5);
      expect(JSON.stringify(body)).not.toContain("leader@example.com");
      expect(JSON.stringify(body)).not.toContain("follower@example.com");
    }

    const innocent = await integrityOf(busy, busyAccount!.id);
    expect(innocent.status).toBe(200);
    expect(innocent.body.flags).toEqual([]);
    expect(innocent.body.holds.phasePass).toBe(false);
  });
});

describe("multiple identities", () => {
  it("two people paying with one card are linked: a multi-account flag on each person, naming the card's hash only", async () => {
    const first = await signedInTrader(server, "first-identity@example.com");
    const second = await signedInTrader(server, "second-identity@example.com");
    await buy(server, first, "5K", { card: "5555 5555 5555 4444" });
    await buy(server, second, "5K", { card: "5555 5555 5555 4444" });
    for (const token of [first, second]) {
      const [account] = await accountsOf(token);
      await waitUntil(async () =>
        (await integrityOf(token, account!.id)).body.flags.some(
          (f: { kind: string }) => f.kind === "multi-account",
        ),
      );
      const { body } = await integrityOf(token, account!.id);
      const flag = body.flags.find((f: { kind: string }) => f.kind === "multi-account");
      // On the person (all their accounts), a card shared: 0.95, which holds.
      expect(flag).toMatchObject({ accountId: null, hold: true, status: "open" });
      expect(flag.evidence.otherPeople).toBe(1);
      expect(flag.evidence.signals.map((s: { kind: string }) => s.kind)).toContain("card");
      // Neither the number nor its digits in groups (a hash's hex may hold "5555" by chance).
      const evidence = JSON.stringify(flag.evidence);
      expect(evidence).not.toContain("5555555555554444");
      expect(evidence).not.toMatch(/\b(5555|4444)\b/);
      expect(body.holds.payouts).toBe(true);
      // A flag on the person holds every account of theirs.
      const all = (await accountsOf(token)).map((a) => a.id).sort();
      const holds = (await server.request("GET", "/api/integrity/holds", { token })).body.holds;
      expect(holds.map((h: { accountId: string }) => h.accountId).sort()).toEqual(all);
    }
  });
});
