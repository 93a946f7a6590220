import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxEmails } from "../../db/schema";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const visitor = {
  name: "Vera Visitor",
  email: "vera@example.org",
  subject: "Do you accept traders from Chile?",
  message: "I have no account yet. Can I buy a challenge from Santiago?\nThanks, Vera",
};

const inbox = async (query = "") =>
  (await server.request("GET", `/api/admin/contact/messages${query}`, { token: admin })).body;

describe("the contact inbox", () => {
  it("a visitor's message lands in the inbox with its sender; the admin's reply is e-mailed to them", async () => {
    const sent = await server.request("POST", "/api/contact", { body: visitor });
    expect(sent.status).toBe(202);
    const reference = /\((?:reference )(C-\d+)\)/.exec(sent.body.message)?.[1];
    expect(reference).toMatch(/^C-\d+$/);

    const { messages } = await inbox("?status=open");
    expect(messages).toEqual([
      {
        id: expect.any(String),
        reference,
        name: "Vera Visitor",
        email: "vera@example.org",
        subject: visitor.subject,
        status: "open",
        userId: null,
        replyCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const id = messages[0].id as string;
    const opened = await server.request("GET", `/api/admin/contact/messages/${id}`, {
      token: admin,
    });
    expect(opened.body.message).toMatchObject({ message: visitor.message, replies: [] });

    const replied = await server.request("POST", `/api/admin/contact/messages/${id}/replies`, {
      token: admin,
      body: { message: "Yes: traders from Chile are welcome. Sign up and pick a plan." },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.message).toMatchObject({
      status: "answered",
      replyCount: 1,
      replies: [
        {
          authorEmail: "admin@example.com",
          body: "Yes: traders from Chile are welcome. Sign up and pick a plan.",
        },
      ],
    });
    const mail = await server.lastEmailTo("vera@example.org");
    expect(mail?.subject).toBe(`Re: ${visitor.subject} [${reference}]`);
    expect(mail?.text).toContain("Hello Vera Visitor,");
    expect(mail?.text).toContain("Yes: traders from Chile are welcome.");
    expect(mail?.text).toContain("> I have no account yet. Can I buy a challenge from Santiago?");
    expect(mail?.text).toContain(`quoting ${reference}`);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contact-reply"));
    expect(audit!.details).toMatchObject({
      target: { kind: "contact_message", id },
      before: "open",
      after: "answered",
      ip: "127.0.0.1",
    });

    // Closed: out of the open view, in the closed one; closing twice is a conflict.
    const closed = await server.request("POST", `/api/admin/contact/messages/${id}/close`, {
      token: admin,
    });
    expect(closed.body.message.status).toBe("closed");
    expect(
      (await server.request("POST", `/api/admin/contact/messages/${id}/close`, { token: admin }))
        .status,
    ).toBe(409);
    expect((await inbox("?status=open")).messages).toEqual([]);
    expect((await inbox("?status=closed")).messages.map((m: { id: string }) => m.id)).toEqual([id]);
  });

  it("keeps a signed-in sender's account, and pages newest activity first", async () => {
    const token = await signedInTrader(server, "member@example.com");
    for (const n of [1, 2, 3]) {
      server.clock.advance(1_000);
      await server.request("POST", "/api/contact", {
        token,
        body: { ...visitor, email: "member@example.com", subject: `Question number ${n}` },
      });
    }
    const first = await inbox("?status=open&limit=2");
    expect(first.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Question number 3",
      "Question number 2",
    ]);
    expect(first.messages[0].userId).toEqual(expect.any(String));
    const second = await inbox(`?status=open&limit=2&cursor=${first.nextCursor}`);
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Question number 1",
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses an empty reply, unknown messages, and everyone but admins", async () => {
    const [{ id }] = (await inbox("?status=open&limit=1")).messages;
    const before = await server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, "member@example.com")));
    const empty = await server.request("POST", `/api/admin/contact/messages/${id}/replies`, {
      token: admin,
      body: { message: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: "message", message: "Write a reply" }]);
    const after = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "member@example.com"));
    expect(after).toHaveLength(before.length);
    expect((await inbox("?status=open&limit=1")).messages[0]).toMatchObject({
      id,
      status: "open",
      replyCount: 0,
    });

    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await server.request("GET", `/api/admin/contact/messages/${missing}`, { token: admin }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.request("POST", `/api/admin/contact/messages/nope/replies`, {
          token: admin,
          body: { message: "hi" },
        })
      ).status,
    ).toBe(404);
    const trader = await signedInTrader(server, "curious@example.com");
    expect(
      (await server.request("GET", "/api/admin/contact/messages", { token: trader })).status,
    ).toBe(403);
    expect((await server.request("GET", "/api/admin/contact/messages")).status).toBe(401);
  });
});
