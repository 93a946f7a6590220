import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import type { Notice } from "@proparena/contracts/notices";
import { and, eq, inArray } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices, outboxEmails } from "../../db/schema";
import { noticeDecisions } from "../../services/notices/decision-notices";
import { noticeDecisionsMissedAtStart } from "../../services/notices/desk-notices";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let token: string;
let userId: string;
let t = MARKET_OPEN_TIME + 1_000;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTradingTestServer();
  token = await signedInTrader(server, "noticed@example.com");
  userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const quote = (bid: number) =>
  server.tick({
    symbol: "EURUSD",
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += 1_000),
  });

/**
 * A 5K phase I account of the trader that one lot and a 30-pip fall breach (daily loss $250);
 * the market is back at 1.10000 after. Answers the account and its decision's id.
 */
async function breachedAccount(owner = userId, ownerToken = token) {
  const account = await server.ctx.desk.openAccount(owner, "5K");
  const placed = await server.request("POST", `/api/accounts/${account.id}/orders`, {
    token: ownerToken,
    body: { symbol: "EURUSD", side: "buy", volume: 1 },
  });
  expect(placed.status).toBe(201);
  await quote(1.097);
  await quote(1.1);
  await server.notices.idle();
  const decisions = await server.request("GET", `/api/accounts/${account.id}/decisions`, {
    token: ownerToken,
  });
  expect(decisions.body.decisions).toHaveLength(1);
  return { accountId: account.id, decisionId: decisions.body.decisions[0].id as string };
}

const emailsTo = (to: string, subject: string) =>
  server.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.subject, subject)));

const list = async (who = token, query = "") =>
  (await server.request("GET", `/api/notices${query}`, { token: who })).body as {
    notices: Notice[];
    unread: number;
    nextCursor: string | null;
  };

async function signedInSocket(who: string): Promise<Socket> {
  const socket = connect(server.url, { transports: ["websocket"], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token: who });
  return socket;
}

describe("notices", () => {
  it("a breach: one notice on the socket and in the list, with the rule and the link to its evidence, and one e-mail", async () => {
    const socket = await signedInSocket(token);
    const pushed: Notice[] = [];
    socket.on(SOCKET_EVENTS.notice, (notice: Notice) => pushed.push(notice));

    const { accountId, decisionId } = await breachedAccount();
    const title = "Your 5K phase I account failed: daily loss limit";
    const link = `/dashboard/metrics/${userId}/${accountId}#decision-${decisionId}`;
    const { notices: mine, unread } = await list();
    expect(unread).toBe(1);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        kind: "breach",
        title,
        body: expect.stringContaining("The account is closed"),
        link,
        accountId,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(mine[0]!.body).toMatch(/daily loss/i);
    await expect.poll(() => pushed).toEqual(mine);

    const [mail, ...more] = await emailsTo("noticed@example.com", title);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`http://localhost:3000${link}`);
    expect(mail!.text).toContain(
      "Switch these e-mails off in your settings: http://localhost:3000/dashboard/settings#preferences",
    );
  });

  it("is once per decision: announced again, replayed at a leader's start, or left by a crash", async () => {
    const { accountId, decisionId } = await breachedAccount();
    const title = "Your 5K phase I account failed: daily loss limit";
    const count = async () => (await emailsTo("noticed@example.com", title)).length;
    const before = await count();
    const [decision] = (
      await server.request("GET", `/api/accounts/${accountId}/decisions`, { token })
    ).body.decisions;
    const key = { accountId, time: Date.parse(decision.time), outcome: "breach" };

    // The same decision announced again (a replayed event), and a starting leader's sweep.
    expect(await noticeDecisions(server.ctx, [key, key])).toBe(0);
    expect(await noticeDecisionsMissedAtStart(server.ctx)).toBe(0);
    expect(await count()).toBe(before);

    // A process stopped after the breach was written but before its notice: the next start
    // records it, once.
    const eventKey = `decision:${decisionId}`;
    const [left] = await server.database.db
      .delete(notices)
      .where(eq(notices.eventKey, eventKey))
      .returning();
    await server.database.db.delete(outboxEmails).where(eq(outboxEmails.id, left!.emailId!));
    expect(await count()).toBe(before - 1);
    expect(await noticeDecisionsMissedAtStart(server.ctx)).toBe(1);
    expect(await noticeDecisionsMissedAtStart(server.ctx)).toBe(0);
    expect(await count()).toBe(before);
    const again = await server.database.db
      .select()
      .from(notices)
      .where(eq(notices.eventKey, eventKey));
    expect(again).toHaveLength(1);
  });

  it("a breach e-mail can be switched off in the settings; the notice still shows", async () => {
    const off = await server.request("PATCH", "/api/account/preferences", {
      token,
      body: { emailBreaches: false },
    });
    expect(off.body.preferences).toMatchObject({ emailBreaches: false, emailPhasePasses: true });
    const { accountId } = await breachedAccount();
    const notice = (await list()).notices.find((n) => n.accountId === accountId);
    expect(notice).toMatchObject({ kind: "breach" });
    const [row] = await server.database.db.select().from(notices).where(eq(notices.id, notice!.id));
    expect(row!.emailId).toBeNull();
    const mails = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "noticed@example.com"));
    expect(mails.filter((m) => m.text.includes(accountId))).toEqual([]);
    await server.request("PATCH", "/api/account/preferences", {
      token,
      body: { emailBreaches: true },
    });
  });

  it("our team's act on the account is always e-mailed, even with every optional e-mail off", async () => {
    const owner = await signedInTrader(server, "acted-on@example.com");
    const ownerId = (await server.request("GET", "/api/auth/check", { token: owner })).body.user.id;
    await server.request("PATCH", "/api/account/preferences", {
      token: owner,
      body: {
        emailBreaches: false,
        emailPhasePasses: false,
        emailSupportReplies: false,
        emailProductNews: false,
      },
    });
    const account = await server.ctx.desk.openAccount(ownerId, "10K");
    const admin = await signedInAdmin(server);
    const failed = await server.request("POST", `/api/admin/accounts/${account.id}/fail`, {
      token: admin,
      body: { reason: "Two accounts traded as one" },
    });
    expect(failed.status).toBe(200);
    const { notices: mine } = await list(owner);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: "admin-act",
        title: "Our team failed your 10K phase I account",
        link: `/dashboard/metrics/${ownerId}/${account.id}`,
        accountId: account.id,
      }),
    ]);
    expect(mine[0]!.body).toContain("for this reason: Two accounts traded as one");
    const mail = await server.lastEmailTo("acted-on@example.com");
    expect(mail?.subject).toBe("Our team failed your 10K phase I account");
    expect(mail?.text).toContain("this e-mail cannot be switched off");
  });

  it("lists only the trader's own notices, a page at a time, and marks them read", async () => {
    const other = await signedInTrader(server, "other-reader@example.com");
    const all = await list();
    expect(all.notices.length).toBeGreaterThanOrEqual(3);
    const firstPage = await list(token, "?limit=2");
    expect(firstPage.notices).toEqual(all.notices.slice(0, 2));
    const secondPage = await list(token, `?limit=2&cursor=${firstPage.nextCursor}`);
    expect(secondPage.notices[0]).toEqual(all.notices[2]);
    expect((await list(other)).notices).toEqual([]);

    // Someone else's ids mark nothing; the owner's mark those; without ids, all.
    const ids = all.notices.slice(0, 1).map((n) => n.id);
    const nosy = await server.request("POST", "/api/notices/read", { token: other, body: { ids } });
    expect(nosy.body).toEqual({ unread: 0 });
    expect((await list()).unread).toBe(all.unread);
    const one = await server.request("POST", "/api/notices/read", { token, body: { ids } });
    expect(one.body).toEqual({ unread: all.unread - 1 });
    const rest = await server.request("POST", "/api/notices/read", { token, body: {} });
    expect(rest.body).toEqual({ unread: 0 });
    const read = await server.database.db.select().from(notices).where(inArray(notices.id, ids));
    expect(read[0]!.readAt).not.toBeNull();

    const bad = await server.request("POST", "/api/notices/read", {
      token,
      body: { ids: ["not-a-uuid"] },
    });
    expect(bad.status).toBe(400);
    expect((await server.request("GET", "/api/notices")).status).toBe(401);
    expect((await server.request("GET", "/api/notices?cursor=garbage", { token })).status).toBe(
      400,
    );
  });
});
