import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_FILES, uploadedId } from "../../test/sample-files";
import { waitUntil } from "../../test/wait-until";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

let server: TestServer;
let admin: string;
let other: string;
let receiver: Server;
let received: { body: unknown; url: string }[] = [];
let receiverStatus = 204;
let receiverOrigin = "";
const WEBHOOK_URL = "https://discord.com/api/webhooks/123/secret-token";

beforeAll(async () => {
  // Discord's API, played by a local receiver (DISCORD_API_BASE); the saved URL is Discord's.
  receiver = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      received.push({ body: JSON.parse(data || "{}"), url: req.url ?? "" });
      res.statusCode = receiverStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    discordApiBase: receiverOrigin,
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
  admin = await signedInAdmin(server);
  other = await signedInAdmin(server, "admin2@example.com");
});
afterAll(async () => {
  await server.close();
  receiver.close();
});

const post = (path: string, body: unknown, token = admin) =>
  server.request("POST", `/api/admin${path}`, { token, body });
const signIn = (email: string) =>
  server.request("POST", "/api/auth/signin", { body: { email, password: TEST_PASSWORD } });

describe("a user, for an admin", () => {
  it("shows the profile, accounts, sessions and KYC state, never the secrets", async () => {
    const token = await signedInTrader(server, "ursula@example.com");
    await server.request("GET", "/api/accounts", { token });
    const me = (await server.request("GET", "/api/auth/check", { token })).body.user;
    const detail = await server.request("GET", `/api/admin/users/${me.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({
      email: "ursula@example.com",
      publicName: "Test T.",
      kycStatus: "not_started",
      agreementSigned: false,
      owedCents: 0,
      accounts: [expect.objectContaining({ planId: "BETA", phase: "phase1", status: "active" })],
      sessions: [expect.objectContaining({ ip: "127.0.0.1" })],
    });
    expect(JSON.stringify(detail.body)).not.toMatch(/passwordHash|totpSecret|tokenHash/);
    expect((await server.request("GET", `/api/admin/users/${me.id}`, { token })).status).toBe(403);
    expect(
      (
        await server.request("GET", "/api/admin/users/00000000-0000-4000-8000-000000000000", {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });

  it("suspends (sessions end, sign-in refused), unsuspends, and audits each with its reason", async () => {
    const token = await signedInTrader(server, "sus@example.com");
    const id = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    expect((await post(`/users/${id}/suspend`, {})).status).toBe(400);
    const both = await Promise.all([
      post(`/users/${id}/suspend`, { reason: "Chargeback fraud" }),
      post(`/users/${id}/suspend`, { reason: "Chargeback fraud" }, other),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await server.request("GET", "/api/auth/check", { token })).status).toBe(401);
    const refused = await signIn("sus@example.com");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/suspended/);
    server.clock.advance(1_000);
    const back = await post(`/users/${id}/unsuspend`, { reason: "Bank confirmed the payment" });
    expect(back.body.user.suspendedAt).toBeNull();
    expect((await signIn("sus@example.com")).status).toBe(200);
    expect(back.body.user.audit.map((a: { action: string }) => a.action)).toEqual([
      "user-unsuspend",
      "user-suspend",
    ]);
    expect(back.body.user.audit[1].details).toMatchObject({
      reason: "Chargeback fraud",
      before: { suspended: false },
      after: { suspended: true },
      ip: "127.0.0.1",
    });
  });

  it("makes an admin only with the e-mail typed again; refuses actions that do not apply", async () => {
    const token = await signedInTrader(server, "promote@example.com");
    const id = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const unconfirmed = await post(`/users/${id}/make-admin`, {
      reason: "New ops hire",
      confirm: "someone@else",
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.issues[0].path).toBe("confirm");
    const made = await post(`/users/${id}/make-admin`, {
      reason: "New ops hire",
      confirm: "PROMOTE@example.com",
    });
    expect(made.body.user.isAdmin).toBe(true);
    expect((await post(`/users/${id}/reset-2fa`, { reason: "lost phone" })).status).toBe(409);
    expect((await post(`/users/${id}/resend-verification`, { reason: "asked" })).status).toBe(409);
  });
});

describe("an account, for an admin", () => {
  it("closes its positions, fails it and reinstates it, each with a reason and an e-mail", async () => {
    const token = await signedInTrader(server, "acct@example.com");
    const account = (await server.request("GET", "/api/accounts", { token })).body.accounts[0];
    await server.request("POST", `/api/accounts/${account.id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1 },
    });
    const closed = await post(`/accounts/${account.id}/close-positions`, {
      reason: "Dispute review",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe("Closed 1 position.");
    expect(
      (await post(`/accounts/${account.id}/close-positions`, { reason: "again" })).status,
    ).toBe(409);
    expect((await post(`/accounts/${account.id}/reinstate`, { reason: "nope" })).status).toBe(409);

    const failed = await post(`/accounts/${account.id}/fail`, {
      reason: "Copy trading across accounts",
    });
    expect(failed.body.account.status).toBe("failed");
    expect(
      (await server.request("GET", `/api/accounts/${account.id}`, { token })).body.status,
    ).toBe("failed");
    expect((await server.lastEmailTo("acct@example.com"))?.text).toContain(
      "Copy trading across accounts",
    );
    const again = await post(`/accounts/${account.id}/reinstate`, { reason: "Appeal upheld" });
    expect(again.body.account.status).toBe("active");
    const order = await server.request("POST", `/api/accounts/${account.id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1 },
    });
    expect(order.status).toBe(201);

    // The records of that account, with the market around them.
    const trades = await server.request(
      "GET",
      `/api/admin/lists/tradehistory?accountId=${account.id}`,
      { token: admin },
    );
    const record = await server.request(
      "GET",
      `/api/admin/records/tradehistory/${trades.body.items[0].id}`,
      { token: admin },
    );
    expect(record.body).toMatchObject({
      kind: "tradehistory",
      accountId: account.id,
      userEmail: "acct@example.com",
      symbol: "EURUSD",
      events: [
        expect.objectContaining({ label: "Opened" }),
        expect.objectContaining({ label: "Closed (manual)" }),
      ],
    });
    expect(Array.isArray(record.body.candles)).toBe(true);
    expect(
      (await server.request("GET", `/api/admin/records/orders/${account.id}`, { token: admin }))
        .status,
    ).toBe(404);
  });
});

describe("dashboard, Discord and avatars", () => {
  it("counts the business from the database", async () => {
    // Rows take the database's own time here, so this server's clock is the wall clock.
    const fresh = await startTestServer();
    try {
      const freshAdmin = await signedInAdmin(fresh);
      for (const email of ["d1@example.com", "d2@example.com"]) {
        const t = await signedInTrader(fresh, email);
        await fresh.request("GET", "/api/accounts", { token: t });
      }
      const dash = await fresh.request("GET", "/api/admin/dashboard?days=7", { token: freshAdmin });
      expect(dash.status).toBe(200);
      expect(dash.body.signups).toHaveLength(7);
      expect(dash.body.users.total).toBe(3);
      expect(dash.body.users.verified).toBe(3);
      expect(dash.body.activeAccounts).toEqual([{ phase: "phase1", count: 2 }]);
      expect(dash.body.signups.reduce((t: number, d: { count: number }) => t + d.count, 0)).toBe(
        dash.body.users.total,
      );
      expect(dash.body.instance.role).toBe("leader");
      expect(dash.body.jobs.map((j: { name: string }) => j.name)).toContain("discord-retry");
      expect(
        (await fresh.request("GET", "/api/admin/dashboard?days=2", { token: freshAdmin })).status,
      ).toBe(400);
    } finally {
      // Its own database: a PostgreSQL run would otherwise keep it after the suite.
      await fresh.close();
    }
  });

  it("takes only Discord's webhook URLs, whatever the environment", async () => {
    const refused = [
      "ftp://x",
      "not a url",
      `${receiverOrigin}/api/webhooks/123/secret-token`,
      "http://discord.com/api/webhooks/123/secret-token",
      "https://discord.com.evil.example/api/webhooks/123/secret-token",
      "https://evil.example/api/webhooks/123/secret-token",
      "https://127.0.0.1/api/webhooks/123/secret-token",
      "https://discord.com:8443/api/webhooks/123/secret-token",
      "https://me@discord.com/api/webhooks/123/secret-token",
      "https://discord.com/api/v10/users/@me",
    ];
    const taken = [
      "https://discordapp.com/api/webhooks/1/abc-DEF_9",
      "https://canary.discord.com/api/webhooks/1/abc",
    ];
    for (const webhookUrl of [...refused, ...taken]) {
      const res = await server.request("PUT", "/api/admin/discord", {
        token: admin,
        body: { webhookUrl },
      });
      if (taken.includes(webhookUrl)) expect(res.status, webhookUrl).toBe(200);
      else
        expect(res.body.issues, webhookUrl).toEqual([
          expect.objectContaining({ path: "webhookUrl" }),
        ]);
    }
    expect(received).toEqual([]);
  });

  it("saves a webhook (masked when shown), sends a test, and retries a failed announcement", async () => {
    const saved = await server.request("PUT", "/api/admin/discord", {
      token: admin,
      body: { webhookUrl: WEBHOOK_URL, events: { jackpotWinners: false } },
    });
    expect(saved.body.discord.webhookUrl).toBe(WEBHOOK_URL.replace("secret-token", "secr…"));
    expect(saved.body.discord.events).toEqual({
      newFundedTrader: true,
      weeklyPayoutSummary: true,
      jackpotWinners: false,
    });
    const test = await post("/discord/test", {});
    expect(test.body).toEqual({ ok: true, status: 204, message: "Discord accepted the message." });
    expect(received.at(-1)?.body).toMatchObject({
      content: expect.stringMatching(/^Test message from PropArena/),
    });
    // Posted at the webhook's path on the configured Discord API.
    expect(received.at(-1)?.url).toBe("/api/webhooks/123/secret-token?wait=true");

    const { announce } = await import("../../services/discord/announce-on-discord");
    const { retryDiscordDeliveries } =
      await import("../../services/discord/retry-discord-deliveries");
    receiverStatus = 500;
    received = [];
    await announce(server.ctx, "newFundedTrader", {
      content: "Ada L. is now a funded trader.",
    });
    await announce(server.ctx, "jackpotWinners", {
      content: "not sent: switched off",
    });
    await waitUntil(
      async () =>
        (await server.request("GET", "/api/admin/discord", { token: admin })).body.discord
          .deliveries[0]?.attempts === 1,
    );
    receiverStatus = 204;
    server.clock.advance(61_000);
    expect(await retryDiscordDeliveries(server.ctx)).toEqual({ tried: 1 });
    const after = (await server.request("GET", "/api/admin/discord", { token: admin })).body.discord
      .deliveries[0];
    expect(after).toMatchObject({
      event: "newFundedTrader",
      status: "sent",
      attempts: 2,
      lastError: null,
    });
    expect(received.map((r) => (r.body as { content: string }).content)).toEqual([
      "Ada L. is now a funded trader.",
      "Ada L. is now a funded trader.",
    ]);
  });

  it("keeps an avatar catalogue traders can choose from", async () => {
    const file = await uploadedId(server, admin, "avatar", SAMPLE_FILES.png);
    const created = await post("/avatars", { fileId: file, label: "Bull" });
    expect(created.status).toBe(201);
    const trader = await signedInTrader(server, "picker@example.com");
    expect(
      (await server.request("GET", "/api/avatars", { token: trader })).body.avatars,
    ).toHaveLength(1);
    const chosen = await server.request("PATCH", "/api/account/profile", {
      token: trader,
      body: { avatarFileId: file },
    });
    expect(chosen.body.profile.avatarUrl).toBe(`/api/public/files/${file}`);
    await server.request("PATCH", `/api/admin/avatars/${created.body.avatar.id}`, {
      token: admin,
      body: { enabled: false },
    });
    expect((await server.request("GET", "/api/avatars", { token: trader })).body.avatars).toEqual(
      [],
    );
    const late = await server.request("PATCH", "/api/account/profile", {
      token: trader,
      body: { avatarFileId: file },
    });
    expect(late.status).toBe(400);
  });
});
