import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";
import { auditLog } from "../../db/schema";

let server: TestServer;
let admin: string;
let alice: string;
const list = (path: string, token = admin) =>
  server.request("GET", `/api/admin/lists/${path}`, { token });

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
  alice = await signedInTrader(server, "alice@example.com");
  for (const name of ["bob", "carol", "dave", "erin", "frank"]) {
    server.clock.advance(1_000);
    await signedInTrader(server, `${name}@example.com`);
  }
  const account = (await server.request("GET", "/api/accounts", { token: alice })).body.accounts[0];
  for (const side of ["buy", "sell", "buy"]) {
    await server.request("POST", `/api/accounts/${account.id}/orders`, {
      token: alice,
      body: { symbol: "EURUSD", side, volume: 1 },
    });
  }
});
afterAll(() => server.close());

describe("admin lists", () => {
  it("finds a user by the start of their e-mail", async () => {
    const found = await list("users?search=alice@");
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({
        email: "alice@example.com",
        isAdmin: false,
        twoFactor: false,
        suspendedAt: null,
        emailVerifiedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(found.body)).not.toMatch(/password|totp/i);
    // LIKE wildcards in the search are taken literally.
    expect((await list("users?search=%25")).body.items).toEqual([]);
  });

  it("pages by keyset in either direction with no row twice or missed", async () => {
    const all = (await list("users?limit=100&sort=email")).body.items.map(
      (u: { email: string }) => u.email,
    );
    expect(all).toEqual([...all].sort());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { email: string }[]; nextCursor: string | null } } = await list(
        `users?limit=2&sort=email${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.body.items.map((u) => u.email));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const newest = (await list("users?limit=3")).body.items.map(
      (u: { createdAt: string }) => u.createdAt,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("filters on allowed fields and values; anything else is a 400 naming it", async () => {
    const buys = await list("orders?side=buy&symbol=eurusd");
    expect(buys.body.items).toHaveLength(2);
    expect(
      buys.body.items.every(
        (o: { side: string; userEmail: string }) =>
          o.side === "buy" && o.userEmail === "alice@example.com",
      ),
    ).toBe(true);
    const bySearch = await list("orders?search=alice@");
    expect(bySearch.body.items).toHaveLength(3);
    const admins = await list("users?role=admin");
    expect(admins.body.items.map((u: { email: string }) => u.email)).toEqual(["admin@example.com"]);

    const badSort = await list("users?sort=password");
    expect(badSort.status).toBe(400);
    expect(badSort.body.issues[0]).toEqual({
      path: "sort",
      message: 'Cannot sort users by "password": use one of createdAt, email, name.',
    });
    const badFilter = await list("orders?colour=red");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.issues[0].path).toBe("colour");
    const badValue = await list("accounts?phase=phase9");
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toMatch(/"phase9" is not a phase of accounts/);
    expect((await list("users?cursor=bm9wZQ")).status).toBe(400);
    expect((await list("users?limit=1000")).status).toBe(400);
  });

  it("lists accounts, positions, trades, purchases and the audit log in one shape, and exports CSV", async () => {
    for (const name of ["accounts", "positions", "tradehistory", "purchases", "audit"]) {
      const page = await list(name);
      expect(page.status, name).toBe(200);
      expect(Object.keys(page.body).sort()).toEqual(["items", "nextCursor"]);
    }
    expect((await list("positions")).body.items).toHaveLength(3);
    const csv = await fetch(`${server.url}/api/admin/lists/users.csv?search=alice@`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,email,name,isAdmin,emailVerifiedAt,suspendedAt,twoFactor,country,createdAt",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("alice@example.com");
  });

  it("lists the review queues in the same shape, with filters checked the same way", async () => {
    const token = await signedInTrader(server, "queue@example.com");
    await server.request("POST", "/api/support/tickets", {
      token,
      body: { subject: "Where is my money", category: "payouts", message: "Hello" },
    });
    const tickets = await list("tickets?status=open&search=queue@");
    expect(tickets.body.items).toEqual([
      expect.objectContaining({
        subject: "Where is my money",
        userEmail: "queue@example.com",
        messageCount: 1,
      }),
    ]);
    expect((await list("tickets?search=where is")).body.items).toHaveLength(1);
    expect((await list("kyc?status=submitted")).body).toEqual({ items: [], nextCursor: null });
    expect((await list("payoutrequests?sort=-amount")).status).toBe(200);
    const bad = await list("payoutrequests?method=cheque");
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("method");
    const csv = await fetch(`${server.url}/api/admin/lists/tickets.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect((await csv.text()).split("\r\n")[0]).toBe(
      "id,userId,userEmail,subject,category,status,messageCount,createdAt,updatedAt",
    );
  });

  it("answers a trader 403 and no data", async () => {
    for (const path of ["users", "orders", "audit", "users.csv"]) {
      const res = await list(path, alice);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("alice@example.com");
    }
  });

  it("keeps the audit log append-only", async () => {
    await server.database.db
      .insert(auditLog)
      .values({ actorEmail: "a@x", action: "test", details: {} });
    await expect(server.database.db.update(auditLog).set({ action: "edited" })).rejects.toThrow();
    await expect(server.database.db.delete(auditLog)).rejects.toThrow();
  });
});
