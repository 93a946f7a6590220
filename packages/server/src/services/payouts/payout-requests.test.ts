import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutRequestEvents, users } from "../../db/schema";
import { ledger } from "../../test/test-purchases";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";
import { bookEntries } from "../ledger/book-entries";

let server: TestServer;
let admin: string;
let trader: string;
let userId: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
  trader = await signedInTrader(server, "owed@example.com");
  const [user] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, "owed@example.com"));
  userId = user!.id;
  // A settled week owes the trader $100.00 (as settle-week books it).
  await server.database.db.transaction((tx) =>
    bookEntries(
      tx,
      [
        { account: "payout_budget", amount: 10_000 },
        { account: `trader_payable:${userId}`, amount: -10_000 },
      ],
      "settlement:test",
      server.clock.now(),
    ),
  );
});
afterAll(() => server.close());

const ask = (body: object, token = trader) =>
  server.request("POST", "/api/payout-requests", { token, body });
const decide = (id: string, action: string, body: object, token = admin) =>
  server.request("POST", `/api/admin/payout-requests/${id}/${action}`, { token, body });

describe("payout requests", () => {
  it("a trader asks for what is owed; admins approve and mark it paid once, and the books follow", async () => {
    const mine = await server.request("GET", "/api/payout-requests", { token: trader });
    expect(mine.body).toEqual({ owedCents: 10_000, availableCents: 10_000, requests: [] });

    expect(
      (await ask({ amountCents: 10_001, method: "usdc", destination: "0xabc123" })).body.message,
    ).toBe(
      "You can request at most $100.00: that is what you are owed, less the requests still open.",
    );
    expect((await ask({ amountCents: 500, method: "usdc", destination: "0xabc123" })).status).toBe(
      400,
    );
    expect(
      (await ask({ amountCents: 6_000, method: "cheque", destination: "0xabc123" })).status,
    ).toBe(400);
    const first = await ask({ amountCents: 6_000, method: "usdc", destination: "0xabc123" });
    expect(first.status).toBe(201);
    expect(first.body.request).toMatchObject({ status: "pending", amountCents: 6_000 });
    // The open request is reserved: only $40.00 is left to ask for.
    expect(
      (await ask({ amountCents: 5_000, method: "paypal", destination: "me@example.com" })).status,
    ).toBe(400);

    const id = first.body.request.id as string;
    expect((await decide(id, "approve", { expectedStatus: "pending" }, trader)).status).toBe(403);
    expect(
      (await server.request("GET", "/api/admin/payout-requests", { token: trader })).status,
    ).toBe(403);
    expect((await decide(id, "mark-paid", { expectedStatus: "pending" })).status).toBe(409);

    // Two admins approve at once: one wins, the other gets 409.
    const both = await Promise.all([
      decide(id, "approve", { expectedStatus: "pending" }),
      decide(id, "approve", { expectedStatus: "pending" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const before = await ledger(server);
    const paid = await decide(id, "mark-paid", { expectedStatus: "approved" });
    expect(paid.body.request.status).toBe("paid");
    expect((await ledger(server)).cash).toBe(before.cash - 6_000);
    expect((await ledger(server)).total).toBe(0);
    const after = await server.request("GET", "/api/payout-requests", { token: trader });
    expect(after.body).toMatchObject({ owedCents: 4_000, availableCents: 4_000 });
    expect(
      (await decide(id, "reject", { expectedStatus: "paid", reason: "too late" })).status,
    ).toBe(409);

    const trail = await server.database.db
      .select()
      .from(payoutRequestEvents)
      .where(eq(payoutRequestEvents.requestId, id));
    expect(trail.map((e) => `${e.fromStatus ?? "-"}>${e.toStatus}`)).toEqual([
      "->pending",
      "pending>approved",
      "approved>paid",
    ]);
    expect((await server.lastEmailTo("owed@example.com"))?.subject).toContain("is paid");
    // Each move is a notice (money: always e-mailed), once per request and status.
    const notices = (await server.request("GET", "/api/notices", { token: trader })).body.notices;
    expect(notices.map((n: { title: string }) => n.title).sort()).toEqual([
      "Your payout request of $60.00 is approved",
      "Your payout request of $60.00 is paid",
    ]);
  });

  it("a rejection needs a reason and frees the amount again", async () => {
    const open = await ask({
      amountCents: 4_000,
      method: "bank_transfer",
      destination: "DE89370400440532013000",
    });
    const id = open.body.request.id as string;
    expect((await decide(id, "reject", { expectedStatus: "pending" })).status).toBe(400);
    const rejected = await decide(id, "reject", {
      expectedStatus: "pending",
      reason: "IBAN does not match the name",
    });
    expect(rejected.body.request).toMatchObject({
      status: "rejected",
      reason: "IBAN does not match the name",
    });
    const list = await server.request("GET", "/api/admin/payout-requests?status=rejected", {
      token: admin,
    });
    expect(list.body.requests).toEqual([
      expect.objectContaining({ id, userEmail: "owed@example.com" }),
    ]);
    const mine = await server.request("GET", "/api/payout-requests", { token: trader });
    expect(mine.body.availableCents).toBe(4_000);
    expect((await decide("not-a-uuid", "approve", { expectedStatus: "pending" })).status).toBe(404);
  });
});
