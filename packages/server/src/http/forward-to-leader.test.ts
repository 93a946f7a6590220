import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClusterRole } from "../cluster/cluster-role";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

// A leader and a follower as two real servers. The follower has a database of its own here,
// so anything it answered itself (instead of forwarding) would not know the leader's users.
const T0 = MARKET_OPEN_TIME;
let leader: TestServer;
let follower: TestServer;
let lost: TestServer;
let orphan: TestServer;
let dropped: TestServer;
let forgotten = 0;
/** A "leader" that takes the request and dies before answering. */
let dying: Server;

const followerOf = (url: () => Promise<string | null>): ClusterRole => ({
  leads: false,
  leaderUrl: url,
  forgetLeader: () => void forgotten++,
});

beforeAll(async () => {
  leader = await startTestServer({ now: new Date(T0).toISOString() });
  follower = await startTestServer({
    now: new Date(T0).toISOString(),
    cluster: followerOf(async () => leader.url),
  });
  // Its leader's address is stale: nothing listens there.
  lost = await startTestServer({ cluster: followerOf(async () => "http://127.0.0.1:9") });
  // No leader is known (one is taking over).
  orphan = await startTestServer({ cluster: followerOf(async () => null) });
  dying = createServer((req) => req.socket.destroy());
  await new Promise<void>((resolve) => dying.listen(0, "127.0.0.1", resolve));
  const dyingUrl = `http://127.0.0.1:${(dying.address() as AddressInfo).port}`;
  dropped = await startTestServer({ cluster: followerOf(async () => dyingUrl) });
  await leader.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: T0 + 1_000 });
});
afterAll(async () => {
  await Promise.all([leader, follower, lost, orphan, dropped].map((s) => s?.close()));
  dying?.close();
});

describe("a follower forwards what only the trading desk answers", () => {
  it("payment webhooks go on byte for byte, so the leader's signature check holds", async () => {
    const { testProcessorSecret } = await import("../payments/test-processor");
    const { signTestPayload } = await import("../payments/test-signature");
    const secret = await testProcessorSecret(leader.database.db);
    // Spacing and key order a JSON re-encoding would change.
    const payload =
      '{ "id": "evt_fwd", "type": "checkout.session.completed",  "data": {"object": {"id": "cs_x", "purchase_id": "00000000-0000-4000-8000-000000000000"}} }';
    const signature = signTestPayload(
      payload,
      secret,
      Math.floor(leader.clock.now().getTime() / 1000),
    );
    const res = await follower.request("POST", "/api/payments/test/webhook", {
      rawBody: payload,
      headers: { "content-type": "application/json", "test-signature": signature },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "unknown-purchase" });
  });

  it("checkout goes to the leader, where the purchase is recorded", async () => {
    const token = await signedInTrader(leader, "forwarded-buyer@example.com");
    const res = await follower.request("POST", "/api/checkout", {
      token,
      body: { plan: "5K", acceptTerms: true },
    });
    expect(res.status).toBe(200);
    const mine = await leader.request("GET", `/api/purchases/${res.body.purchase.id}`, { token });
    expect(mine.body.purchase.status).toBe("pending");
  });

  it("accounts, orders and positions go to the leader: same status, same body", async () => {
    const token = await signedInTrader(leader, "forwarded@example.com");
    const direct = await leader.request("GET", "/api/accounts", { token });
    const forwarded = await follower.request("GET", "/api/accounts", { token });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toEqual(direct.body);
    const accountId = direct.body.accounts[0].id as string;

    const placed = await follower.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
    });
    expect(placed.status).toBe(201);
    const onLeader = await leader.request("GET", `/api/accounts/${accountId}/positions`, { token });
    expect(onLeader.body.items).toHaveLength(1);
    expect(onLeader.body.items[0].id).toBe(placed.body.position.id);

    // The leader's refusals come back as they are.
    const refused = await follower.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 0.001 },
    });
    expect(refused.status).toBe(400);
    const invalid = await follower.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "sideways" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe("VALIDATION_ERROR");
    expect((await follower.request("GET", "/api/accounts")).status).toBe(401);
    expect((await follower.request("GET", "/api/accounts/nope", { token })).status).toBe(404);
  });

  it("answers market data and its health itself", async () => {
    follower.ctx.market.publish({ symbol: "GBPUSD", bid: 1.25, ask: 1.2502, time: T0 + 2_000 });
    const instruments = await follower.request("GET", "/api/instruments");
    const gbp = instruments.body.instruments.find((i: { symbol: string }) => i.symbol === "GBPUSD");
    expect(gbp.quote.bid).toBe(1.25);
    expect((await leader.request("GET", "/api/health")).body.role).toBe("leader");
    expect((await follower.request("GET", "/api/health")).body.role).toBe("follower");
  });

  it("answers 503 with Retry-After while no leader answers, and forgets a dead address", async () => {
    const before = forgotten;
    for (const server of [lost, orphan]) {
      const res = await server.request("GET", "/api/accounts");
      expect(res.status).toBe(503);
      expect(res.body.code).toBe("UNAVAILABLE");
      expect(res.headers.get("retry-after")).toBe("2");
    }
    expect(forgotten).toBe(before + 1);
  });

  it("says whether a failed change may have happened: refused means not sent, a lost answer means check first", async () => {
    const body = { symbol: "EURUSD", side: "buy", type: "market", volume: 1 };
    const refused = await lost.request("POST", "/api/accounts/a1/orders", { body });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/Try again in a few seconds/);
    const unanswered = await dropped.request("POST", "/api/accounts/a1/orders", { body });
    expect(unanswered.status).toBe(503);
    expect(unanswered.body.message).toMatch(/Check your orders and positions before sending/);
    // A read is safe to repeat whatever happened.
    const read = await dropped.request("GET", "/api/accounts");
    expect(read.body.message).toMatch(/Try again in a few seconds/);
  });

  it("never forwards a forwarded request again", async () => {
    const res = await follower.request("GET", "/api/accounts", {
      headers: { "x-proparena-forwarded": "1" },
    });
    expect(res.status).toBe(503);
  });

  it("forwards admin deletes; the leader checks admin", async () => {
    const token = await signedInTrader(leader, "not-admin@example.com");
    const res = await follower.request("DELETE", "/api/admin/delete-orders", { token });
    expect(res.status).toBe(403);
  });
});
