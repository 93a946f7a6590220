import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, kycSubmissions } from "../../db/schema";
import { SAMPLE_FILES, uploadedId } from "../../test/sample-files";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

let server: TestServer;
let admin: string;
let secondAdmin: string;

beforeAll(async () => {
  server = await startTestServer({ now: "2026-11-25T10:00:00Z" });
  admin = await signedInAdmin(server);
  secondAdmin = await signedInAdmin(server, "admin2@example.com");
});
afterAll(() => server.close());

async function form(token: string, overrides: Record<string, unknown> = {}) {
  const front = await uploadedId(server, token, "kyc", SAMPLE_FILES.jpeg);
  const back = await uploadedId(server, token, "kyc", SAMPLE_FILES.pdf);
  const selfie = await uploadedId(server, token, "kyc");
  return {
    legalName: "Kay Why",
    dateOfBirth: "1988-02-29",
    addressLine1: "10 Downing Street",
    city: "London",
    postalCode: "SW1A 2AA",
    country: "GB",
    documentType: "national_id",
    frontFileId: front,
    backFileId: back,
    selfieFileId: selfie,
    ...overrides,
  };
}
const submit = (token: string, body: unknown) =>
  server.request("POST", "/api/kyc", { token, body });
const decide = (token: string, id: string, action: string, reason?: string) =>
  server.request("POST", `/api/admin/kyc/${id}/${action}`, {
    token,
    body: reason ? { reason } : {},
  });
const rowsOf = async () => (await server.database.db.select().from(kycSubmissions)).length;

describe("KYC", () => {
  it("refuses bad forms with a 400 on the field and stores nothing", async () => {
    const token = await signedInTrader(server, "kay@example.com");
    const stranger = await signedInTrader(server, "stranger@example.com");
    const before = await rowsOf();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ dateOfBirth: "2010-01-01" }, "dateOfBirth", /18 or older/],
      [{ dateOfBirth: "1990-13-01" }, "dateOfBirth", /real date/],
      [{ backFileId: undefined }, "backFileId", /back of the document/],
      [{ country: "XX" }, "country", /Choose a country/],
      [{ selfieFileId: await uploadedId(server, stranger, "kyc") }, "selfieFileId", /not found/],
      [{ frontFileId: await uploadedId(server, token, "ticket") }, "frontFileId", /not found/],
    ];
    for (const [override, path, message] of cases) {
      const res = await submit(token, await form(token, override));
      expect(res.status, path).toBe(400);
      expect(res.body.issues[0]).toMatchObject({ path, message: expect.stringMatching(message) });
    }
    const missing = await submit(token, { legalName: "Kay" });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toContain("selfieFileId");
    expect(await rowsOf()).toBe(before);
    expect((await server.request("GET", "/api/kyc", { token })).body).toEqual({
      status: "not_started",
      submissions: [],
    });
  });

  it("goes submitted -> rejected (reason, e-mail) -> submitted again -> approved, and approved is final", async () => {
    const token = await signedInTrader(server, "cycle@example.com");
    const first = await submit(token, await form(token));
    expect(first.status).toBe(201);
    expect(first.body.submission).toMatchObject({
      status: "submitted",
      documentType: "national_id",
      front: { mimeType: "image/jpeg", purpose: "kyc" },
      back: { mimeType: "application/pdf" },
      reason: null,
      decidedAt: null,
    });
    const twice = await submit(token, await form(token));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/being checked/);

    const id = first.body.submission.id;
    expect((await decide(admin, id, "reject")).status).toBe(400);
    const rejected = await decide(admin, id, "reject", "The photo of the card is blurred.");
    expect(rejected.body.submission).toMatchObject({
      status: "rejected",
      reason: "The photo of the card is blurred.",
      decidedBy: "admin@example.com",
    });
    const mail = await server.lastEmailTo("cycle@example.com");
    expect(mail?.subject).toBe("We could not verify your identity on PropArena");
    expect(mail?.text).toContain("The photo of the card is blurred.");

    const again = await submit(
      token,
      await form(token, { documentType: "passport", backFileId: undefined }),
    );
    expect(again.status).toBe(201);
    expect(again.body.submission.back).toBeNull();
    const mine = (await server.request("GET", "/api/kyc", { token })).body;
    expect(mine.status).toBe("submitted");
    expect(mine.submissions.map((s: { status: string }) => s.status)).toEqual([
      "submitted",
      "rejected",
    ]);

    expect((await decide(admin, again.body.submission.id, "approve")).status).toBe(200);
    expect((await server.request("GET", "/api/kyc", { token })).body.status).toBe("approved");
    expect((await submit(token, await form(token))).status).toBe(409);
    expect(
      (await decide(admin, again.body.submission.id, "reject", "changed my mind")).status,
    ).toBe(409);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "kyc-reject"));
    expect(audit.at(-1)?.details).toMatchObject({
      before: "submitted",
      after: "rejected",
      reason: "The photo of the card is blurred.",
    });
  });

  it("lets exactly one of two admins deciding at once win; the other gets 409", async () => {
    const token = await signedInTrader(server, "race@example.com");
    const { body } = await submit(token, await form(token));
    const results = await Promise.all([
      decide(admin, body.submission.id, "approve"),
      decide(secondAdmin, body.submission.id, "reject", "Not readable"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await server.database.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, body.submission.id));
    const winner = results.find((r) => r.status === 200)!.body.submission;
    expect(row!.status).toBe(winner.status);
  });

  it("queues waiting submissions oldest first in keyset pages, for admins only, with the files readable by admins", async () => {
    const tokens = await Promise.all(
      ["q1", "q2", "q3"].map((n) => signedInTrader(server, `${n}@example.com`)),
    );
    for (const token of tokens) {
      server.clock.advance(60_000);
      await submit(token, await form(token));
    }
    const trader = tokens[0]!;
    expect((await server.request("GET", "/api/admin/kyc", { token: trader })).status).toBe(403);
    const page1 = await server.request("GET", "/api/admin/kyc?status=submitted&limit=2", {
      token: admin,
    });
    const page2 = await server.request(
      "GET",
      `/api/admin/kyc?status=submitted&limit=2&cursor=${page1.body.nextCursor}`,
      { token: admin },
    );
    const emails = [...page1.body.items, ...page2.body.items].map(
      (s: { userEmail: string }) => s.userEmail,
    );
    expect(emails.slice(-3)).toEqual(["q1@example.com", "q2@example.com", "q3@example.com"]);
    expect(page2.body.nextCursor).toBeNull();
    const bad = await server.request("GET", "/api/admin/kyc?cursor=garbage", { token: admin });
    expect(bad.status).toBe(400);

    const one = await server.request("GET", `/api/admin/kyc/${page1.body.items[0].id}`, {
      token: admin,
    });
    const file = await fetch(server.url + one.body.submission.selfie.url, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    const other = await fetch(server.url + one.body.submission.selfie.url, {
      headers: { authorization: `Bearer ${tokens[2]}` },
    });
    expect(other.status).toBe(404);
    expect(
      (
        await server.request("GET", "/api/admin/kyc/00000000-0000-4000-8000-000000000000", {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });
});
