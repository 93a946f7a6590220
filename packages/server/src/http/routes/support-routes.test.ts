import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, supportTicketEvents } from "../../db/schema";
import { SAMPLE_FILES, uploadedId } from "../../test/sample-files";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let admin: string;
let trader: string;

beforeAll(async () => {
  server = await startTestServer({ now: "2026-11-25T10:00:00Z" });
  admin = await signedInAdmin(server);
  trader = await signedInTrader(server, "help@example.com");
});
afterAll(() => server.close());

const open = (token: string, body: unknown) =>
  server.request("POST", "/api/support/tickets", { token, body });

describe("support tickets", () => {
  it("open -> answered (e-mail) -> open -> closed -> reopened by the trader, every change recorded", async () => {
    const attachment = await uploadedId(server, trader, "ticket", SAMPLE_FILES.pdf);
    const created = await open(trader, {
      subject: "Where is my payout?",
      category: "payouts",
      message: "It was due Monday.",
      attachmentFileId: attachment,
    });
    expect(created.status).toBe(201);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^T-\d{4,}$/),
      status: "open",
      messageCount: 1,
      messages: [
        {
          author: "trader",
          authorName: "Test Trader",
          body: "It was due Monday.",
          attachment: { mimeType: "application/pdf" },
        },
      ],
    });
    expect((await server.lastEmailTo("support@example.com"))?.subject).toBe(
      `[${ticket.reference}] Where is my payout?`,
    );

    server.clock.advance(60_000);
    const supportFile = await uploadedId(server, admin, "ticket");
    const answered = await server.request(
      "POST",
      `/api/admin/support/tickets/${ticket.id}/replies`,
      {
        token: admin,
        body: { message: "It is on its way.", attachmentFileId: supportFile },
      },
    );
    expect(answered.body.ticket).toMatchObject({
      status: "answered",
      messageCount: 2,
      userEmail: "help@example.com",
    });
    expect(answered.body.ticket.messages[1]).toMatchObject({
      author: "support",
      authorName: "PropArena support",
    });
    const mail = await server.lastEmailTo("help@example.com");
    expect(mail?.subject).toBe(
      `[${ticket.reference}] We answered your ticket: Where is my payout?`,
    );
    // The trader can read support's attachment on their ticket.
    const got = await fetch(server.url + answered.body.ticket.messages[1].attachment.url, {
      headers: { authorization: `Bearer ${trader}` },
    });
    expect(got.status).toBe(200);

    const reply = await server.request("POST", `/api/support/tickets/${ticket.id}/replies`, {
      token: trader,
      body: { message: "Thanks!" },
    });
    expect(reply.body.ticket.status).toBe("open");
    const closed = await server.request("POST", `/api/support/tickets/${ticket.id}/close`, {
      token: trader,
    });
    expect(closed.body.ticket.status).toBe("closed");
    expect(
      (await server.request("POST", `/api/support/tickets/${ticket.id}/close`, { token: trader }))
        .status,
    ).toBe(409);
    const supportOnClosed = await server.request(
      "POST",
      `/api/admin/support/tickets/${ticket.id}/replies`,
      {
        token: admin,
        body: { message: "One more thing" },
      },
    );
    expect(supportOnClosed.status).toBe(409);
    const reopened = await server.request("POST", `/api/support/tickets/${ticket.id}/replies`, {
      token: trader,
      body: { message: "Actually, one more question." },
    });
    expect(reopened.body.ticket).toMatchObject({ status: "open", messageCount: 4 });

    const events = await server.database.db
      .select()
      .from(supportTicketEvents)
      .where(eq(supportTicketEvents.ticketId, ticket.id));
    expect(events.map((e) => `${e.fromStatus}->${e.toStatus} by ${e.actorEmail}`)).toEqual([
      "null->open by help@example.com",
      "open->answered by admin@example.com",
      "answered->open by help@example.com",
      "open->closed by help@example.com",
      "closed->open by help@example.com",
    ]);
    const list = await server.request("GET", "/api/support/tickets", { token: trader });
    expect(list.body.tickets[0]).toMatchObject({ id: ticket.id, status: "open", messageCount: 4 });
  });

  it("keeps a trader to their own tickets and files, and refuses bad input", async () => {
    const other = await signedInTrader(server, "other@example.com");
    const mine = (await open(trader, { subject: "Private", category: "account", message: "Mine" }))
      .body.ticket;
    expect(
      (await server.request("GET", `/api/support/tickets/${mine.id}`, { token: other })).status,
    ).toBe(404);
    expect(
      (
        await server.request("POST", `/api/support/tickets/${mine.id}/replies`, {
          token: other,
          body: { message: "hi" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request("GET", "/api/admin/support/tickets", { token: trader })).status,
    ).toBe(403);
    const foreignFile = await uploadedId(server, other, "ticket");
    const stolen = await open(trader, {
      subject: "Attach",
      category: "other",
      message: "See file",
      attachmentFileId: foreignFile,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.issues[0].path).toBe("attachmentFileId");
    const empty = await open(trader, { subject: "Hi", category: "nope", message: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "category",
      "message",
      "subject",
    ]);
  });

  it("skips the reply e-mail for a trader who turned it off, and lists tickets for admins by status", async () => {
    const quiet = await signedInTrader(server, "quiet@example.com");
    await server.request("PATCH", "/api/account/preferences", {
      token: quiet,
      body: { emailSupportReplies: false },
    });
    const before = await server.lastEmailTo("quiet@example.com");
    const t = (await open(quiet, { subject: "Quiet please", category: "other", message: "Hello" }))
      .body.ticket;
    await server.request("POST", `/api/admin/support/tickets/${t.id}/replies`, {
      token: admin,
      body: { message: "Hi" },
    });
    expect(await server.lastEmailTo("quiet@example.com")).toEqual(before);
    const answered = await server.request("GET", "/api/admin/support/tickets?status=answered", {
      token: admin,
    });
    expect(answered.body.tickets.map((x: { id: string }) => x.id)).toContain(t.id);
    expect(answered.body.tickets.every((x: { status: string }) => x.status === "answered")).toBe(
      true,
    );
  });

  it("lets an admin close a ticket: audited with the address, no e-mail, the trader sees it closed", async () => {
    const t = (await open(trader, { subject: "Done", category: "other", message: "Thanks" })).body
      .ticket;
    const before = await server.lastEmailTo("help@example.com");
    const closed = await server.request("POST", `/api/admin/support/tickets/${t.id}/close`, {
      token: admin,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.ticket).toMatchObject({ id: t.id, status: "closed", messageCount: 1 });
    expect(await server.lastEmailTo("help@example.com")).toEqual(before);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ticket-close"));
    expect(audit?.details).toMatchObject({
      target: { kind: "support_ticket", id: t.id },
      before: "open",
      after: "closed",
      ip: expect.any(String),
    });
    const seen = await server.request("GET", `/api/support/tickets/${t.id}`, { token: trader });
    expect(seen.body.ticket.status).toBe("closed");
    expect(
      (await server.request("POST", `/api/admin/support/tickets/${t.id}/close`, { token: trader }))
        .status,
    ).toBe(403);
  });
});

describe("merch catalogue and ranks", () => {
  it("shows traders the active items admins add, with a public image", async () => {
    const image = await uploadedId(server, admin, "merch");
    const add = (body: unknown, token = admin) =>
      server.request("POST", "/api/admin/merch", { token, body });
    expect((await add({ name: "Cap", priceCents: 2500, stock: 3 }, trader)).status).toBe(403);
    const noPrice = await add({ name: "Cap", stock: 3 });
    expect(noPrice.status).toBe(400);
    const cap = await add({ name: "Cap", priceCents: 2500, stock: 3, imageFileId: image });
    expect(cap.status).toBe(201);
    await add({ name: "Hoodie", pricePoints: 5000, stock: 0, active: false });
    const items = (await server.request("GET", "/api/merch", { token: trader })).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        name: "Cap",
        priceCents: 2500,
        pricePoints: null,
        stock: 3,
        imageUrl: `/api/public/files/${image}`,
      }),
    ]);
    expect((await fetch(server.url + items[0].imageUrl)).status).toBe(200);
    const changed = await server.request("PATCH", `/api/admin/merch/${cap.body.item.id}`, {
      token: admin,
      body: { stock: 0, active: false },
    });
    expect(changed.body.item).toMatchObject({ stock: 0, active: false });
    expect((await server.request("GET", "/api/merch", { token: trader })).body.items).toEqual([]);
    expect(
      (await server.request("GET", "/api/admin/merch", { token: admin })).body.items,
    ).toHaveLength(2);
  });

  it("ranks a new trader as Tenderfoot by their Beta account, with milestones to go", async () => {
    const token = await signedInTrader(server, "rookie@example.com");
    await server.request("GET", "/api/accounts", { token });
    const ranks = (await server.request("GET", "/api/account/ranks", { token })).body;
    expect(ranks.current).toBe("tenderfoot");
    expect(
      ranks.ranks.map((r: { name: string; reachedAt: string | null }) => [
        r.name,
        r.reachedAt !== null,
      ]),
    ).toEqual([
      ["Tenderfoot", true],
      ["Journeyman", false],
      ["Prodigy", false],
    ]);
    expect(
      ranks.milestones.find((m: { id: string }) => m.id === "hundred-trades").progress,
    ).toEqual({
      current: 0,
      target: 100,
    });
  });
});
