import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openbookPublications } from "../../db/schema";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { socialTrader, startCopying, type SocialTrader } from "../../test/social-traders";
import { buy } from "../../test/test-purchases";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { waitUntil } from "../../test/wait-until";

// Issue 31's copy trading through the real server: A publishes their Beta book, B copies it
// into B's Beta, A's orders over HTTP are copied by the leader's copy runner after the desk's
// commit, and B reads the copies in B's own journal.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

const positionsOf = async (t: SocialTrader) =>
  (await server.request("GET", `/api/accounts/${t.betaId}/positions`, { token: t.token })).body
    .items as { id: string; volume: number; symbol: string; copiedFrom: unknown }[];

describe("the Done-when: B copies A's public Beta book", () => {
  it("A's market order is in B's Beta within 2 s at a proportional size; A's close closes it; B's journal names A", async () => {
    const a = await socialTrader(server, "copy-a@example.com", { publish: true });
    const b = await socialTrader(server, "copy-b@example.com");
    const follow = await server.request("PUT", `/api/openbook/${a.publicId}/follow`, {
      token: b.token,
      body: { emailNotices: false },
    });
    expect(follow.status).toBe(200);
    expect(follow.body).toEqual({ following: true, emailNotices: false, self: false });

    const started = await startCopying(server, b, a, { sizeMultiplier: 0.5 });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      trader: { publicId: a.publicId, name: "Test T." },
      bookId: a.bookId,
      bookLabel: "Beta",
      targetAccountId: b.betaId,
      sizeMultiplier: 0.5,
      riskPerTradePercent: 5,
      status: "active",
      placed: 0,
    });
    const subscriptionId = started.body.id as string;

    // Both Betas hold $1,000,000: 1 lot x (B's equity / A's equity) x 0.5 = 0.50 lots.
    const sent = Date.now();
    const source = await openEurusd(server, a.token, a.betaId, "buy", 1);
    await waitUntil(async () => (await positionsOf(b)).length === 1, 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);
    // The engine holds the copy as soon as it is placed; its record (the source) is in the
    // database once the write that placed it is durable.
    await server.ctx.desk.idle();
    const [copy] = await positionsOf(b);
    expect(copy).toMatchObject({ symbol: "EURUSD", side: "buy", volume: 0.5 });
    const source_ = { publicId: a.publicId, name: "Test T.", bookLabel: "Beta", subscriptionId };
    expect(copy!.copiedFrom).toEqual(source_);
    // A's own position is A's, not a copy.
    expect((await positionsOf(a))[0]!.copiedFrom).toBeNull();

    await quoteAfter(60_000, 1.1005);
    await closePosition(server, a.token, a.betaId, source);
    await waitUntil(async () => (await positionsOf(b)).length === 0, 2_000);
    // The engine has closed it; its write is durable once the runner is done.
    await server.copies.idle();

    const trades = await server.request("GET", `/api/accounts/${b.betaId}/trades`, {
      token: b.token,
    });
    expect(trades.body.items).toHaveLength(1);
    expect(trades.body.items[0]).toMatchObject({ id: copy!.id, volume: 0.5, copiedFrom: source_ });
    const detail = await server.request("GET", `/api/accounts/${b.betaId}/trades/${copy!.id}`, {
      token: b.token,
    });
    expect(detail.body.trade.copiedFrom).toEqual(source_);

    const log = await server.request("GET", `/api/copy-subscriptions/${subscriptionId}/trades`, {
      token: b.token,
    });
    expect(log.status).toBe(200);
    expect(log.body.trades).toEqual([
      expect.objectContaining({
        symbol: "EURUSD",
        side: "buy",
        sourceVolume: 1,
        volume: 0.5,
        status: "placed",
        reason: null,
        positionId: copy!.id,
      }),
    ]);
    expect(log.body.trades[0].latencyMs).toBeGreaterThanOrEqual(0);
    expect(log.body.trades[0].closedAt).not.toBeNull();
    const list = await server.request("GET", "/api/copy-subscriptions", { token: b.token });
    expect(list.body.subscriptions).toEqual([
      expect.objectContaining({ id: subscriptionId, placed: 1, skipped: 0 }),
    ]);
    expect(list.body.subscriptions[0].closedPnlCents).toBe(trades.body.items[0].pnlCents);
  });
});

describe("what copying refuses", () => {
  let a: SocialTrader;
  let b: SocialTrader;
  beforeAll(async () => {
    a = await socialTrader(server, "refuse-a@example.com", { publish: true });
    b = await socialTrader(server, "refuse-b@example.com");
  });

  it("copying into a challenge account: 422 with a clear message, nothing started", async () => {
    await buy(server, b.token, "10K");
    const list = (await server.request("GET", "/api/accounts", { token: b.token })).body
      .accounts as { id: string; planId: string }[];
    const challenge = list.find((x) => x.planId !== "BETA")!;
    const res = await startCopying(server, { ...b, betaId: challenge.id }, a);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: "COPY_TARGET_NOT_BETA",
      message:
        "Copying is only into your own Beta account: copying into a challenge or funded account is what the integrity rules forbid.",
    });
    const mine = await server.request("GET", "/api/copy-subscriptions", { token: b.token });
    expect(mine.body.subscriptions).toEqual([]);
  });

  it("one's own book, someone else's account, an unpublished or unknown book: refused", async () => {
    const own = await startCopying(server, a, a);
    expect(own.status).toBe(422);
    expect(own.body.code).toBe("OWN_BOOK");
    // B's copy into A's Beta: not B's account, so unknown.
    const other = await startCopying(server, { ...b, betaId: a.betaId }, a);
    expect(other.status).toBe(404);
    const c = await socialTrader(server, "refuse-c@example.com");
    expect((await startCopying(server, b, c)).status).toBe(404);
    expect((await startCopying(server, b, { ...a, bookId: "0123456789abcdef" })).status).toBe(404);
    const twice = await startCopying(server, b, a);
    expect(twice.status).toBe(201);
    expect((await startCopying(server, b, a)).status).toBe(409);
  });

  it("someone else's copying is unknown to everyone but its follower", async () => {
    const [sub] = (await server.request("GET", "/api/copy-subscriptions", { token: b.token })).body
      .subscriptions;
    const path = `/api/copy-subscriptions/${sub.id}`;
    const asA = { token: a.token };
    expect((await server.request("GET", `${path}/trades`, asA)).status).toBe(404);
    expect(
      (await server.request("PATCH", path, { ...asA, body: { sizeMultiplier: 2 } })).status,
    ).toBe(404);
    expect(
      (await server.request("POST", `${path}/stop`, { ...asA, body: { closePositions: true } }))
        .status,
    ).toBe(404);
    const still = await server.request("GET", path + "/trades", { token: b.token });
    expect(still.status).toBe(200);
    const unchanged = await server.request("GET", "/api/copy-subscriptions", { token: b.token });
    expect(unchanged.body.subscriptions[0]).toMatchObject({ sizeMultiplier: 1, status: "active" });
  });
});

describe("limits", () => {
  it("an excluded symbol is skipped with its reason; the daily loss cap stops new copies", async () => {
    const a = await socialTrader(server, "limit-a@example.com", { publish: true });
    const b = await socialTrader(server, "limit-b@example.com");
    const c = await socialTrader(server, "limit-c@example.com");
    const excluding = await startCopying(server, b, a, { excludedSymbols: ["eurusd"] });
    expect(excluding.body.excludedSymbols).toEqual(["EURUSD"]);
    const capped = await startCopying(server, c, a, { dailyLossCapCents: 100 });
    // C's own trade costs the spread at once: more than the $1.00 cap lost today.
    await openEurusd(server, c.token, c.betaId, "buy", 1);

    const source = await openEurusd(server, a.token, a.betaId, "buy", 1);
    await server.copies.idle();
    const logOf = async (t: SocialTrader, id: string) =>
      (await server.request("GET", `/api/copy-subscriptions/${id}/trades`, { token: t.token })).body
        .trades;
    expect(await logOf(b, excluding.body.id)).toEqual([
      expect.objectContaining({ status: "skipped", reason: "EURUSD is excluded", volume: 0 }),
    ]);
    const [skipped] = await logOf(c, capped.body.id);
    expect(skipped).toMatchObject({ status: "skipped", positionId: null });
    expect(skipped.reason).toMatch(
      /^Daily loss cap reached \(\$\d+\.\d\d lost since the day started\)$/,
    );
    expect(await positionsOf(b)).toEqual([]);
    expect(await positionsOf(c)).toHaveLength(1);
    await closePosition(server, a.token, a.betaId, source);
  });

  it("the copier's stop equity ends the copying and closes its copies", async () => {
    const a = await socialTrader(server, "stop-a@example.com", { publish: true });
    const b = await socialTrader(server, "stop-b@example.com");
    // $999,000: a 1-lot copy bought at 1.10010 and valued at 1.09000 has lost $1,010.
    const started = await startCopying(server, b, a, { stopEquityCents: 99_900_000 });
    const source = await openEurusd(server, a.token, a.betaId, "buy", 1);
    await waitUntil(async () => (await positionsOf(b)).length === 1, 2_000);
    expect((await positionsOf(b))[0]!.volume).toBe(1);

    await quoteAfter(1_000, 1.09);
    await server.copies.idle(true);
    await waitUntil(async () => (await positionsOf(b)).length === 0, 2_000);
    const list = await server.request("GET", "/api/copy-subscriptions", { token: b.token });
    expect(list.body.subscriptions[0]).toMatchObject({
      id: started.body.id,
      status: "stopped",
      stopReason: "stop-equity",
    });
    // A's own position is A's business: still open.
    expect((await positionsOf(a)).map((p) => p.id)).toContain(source);

    // Stopped: A's next order is not copied.
    await quoteAfter(1_000, 1.1);
    await openEurusd(server, a.token, a.betaId, "buy", 0.5);
    await server.copies.idle();
    expect(await positionsOf(b)).toEqual([]);
  });

  it("an account's end stops the copyings from it and into it", async () => {
    const a = await socialTrader(server, "gone-a@example.com", { publish: true });
    const b = await socialTrader(server, "gone-b@example.com");
    const c = await socialTrader(server, "gone-c@example.com", { publish: true });
    const d = await socialTrader(server, "gone-d@example.com");
    const fromA = await startCopying(server, b, a);
    const intoD = await startCopying(server, d, c);
    await server.ctx.desk.closeAccount(a.betaId, "closed by its owner");
    await server.ctx.desk.closeAccount(d.betaId, "closed by its owner");
    await server.copies.idle();
    const subscription = async (t: SocialTrader) =>
      (await server.request("GET", "/api/copy-subscriptions", { token: t.token })).body
        .subscriptions[0];
    expect(await subscription(b)).toMatchObject({
      id: fromA.body.id,
      status: "stopped",
      stopReason: "source-ended",
    });
    expect(await subscription(d)).toMatchObject({
      id: intoD.body.id,
      status: "stopped",
      stopReason: "target-ended",
    });
  });

  it("the follower stops a copying and closes its copies; a book no longer public stops its copyings", async () => {
    const a = await socialTrader(server, "end-a@example.com", { publish: true });
    const b = await socialTrader(server, "end-b@example.com");
    const c = await socialTrader(server, "end-c@example.com");
    const byB = await startCopying(server, b, a);
    const byC = await startCopying(server, c, a);
    await openEurusd(server, a.token, a.betaId, "sell", 0.2);
    await waitUntil(
      async () => (await positionsOf(b)).length === 1 && (await positionsOf(c)).length === 1,
      2_000,
    );
    const stopped = await server.request("POST", `/api/copy-subscriptions/${byB.body.id}/stop`, {
      token: b.token,
      body: { closePositions: true },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: "stopped", stopReason: "follower" });
    expect(await positionsOf(b)).toEqual([]);
    // C's copy stays until A's close or C's own.
    expect(await positionsOf(c)).toHaveLength(1);

    await server.ctx.db
      .delete(openbookPublications)
      .where(and(eq(openbookPublications.accountId, a.betaId)));
    await openEurusd(server, a.token, a.betaId, "sell", 0.2);
    await server.copies.idle();
    const mine = await server.request("GET", "/api/copy-subscriptions", { token: c.token });
    expect(mine.body.subscriptions[0]).toMatchObject({
      id: byC.body.id,
      status: "stopped",
      stopReason: "unpublished",
    });
    expect(await positionsOf(c)).toHaveLength(1);
  });
});
