import { desc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, outboxEmails } from "../../db/schema";
import { openFundedAccountsIfReady } from "../../services/funded/open-funded-accounts-if-ready";
import { passBothPhases } from "../../test/pass-phases";
import { uploadedId } from "../../test/sample-files";
import { waitUntil } from "../../test/wait-until";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

const WEDNESDAY = Date.parse("2026-01-07T15:00:00Z");
let server: TestServer;
let admin: string;
let t = WEDNESDAY;
const quote = (bid: number) =>
  server.tick({
    symbol: "EURUSD",
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += 1_000),
  });

beforeAll(async () => {
  server = await startTestServer({ now: new Date(WEDNESDAY).toISOString() });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

async function submitKyc(token: string, legalName = "Tess Trader") {
  const file = await uploadedId(server, token, "kyc");
  const res = await server.request("POST", "/api/kyc", {
    token,
    body: {
      legalName,
      dateOfBirth: "1990-05-17",
      addressLine1: "1 Market Street",
      city: "San Francisco",
      postalCode: "94105",
      country: "US",
      documentType: "passport",
      frontFileId: file,
      selfieFileId: file,
    },
  });
  expect(res.status).toBe(201);
  return res.body.submission.id as string;
}

/** A trader whose identity check (with this legal name) is approved. */
async function verifiedTrader(email: string, legalName = "Tess Trader") {
  const token = await signedInTrader(server, email);
  const kycId = await submitKyc(token, legalName);
  const approved = await server.request("POST", `/api/admin/kyc/${kycId}/approve`, {
    token: admin,
    body: {},
  });
  expect(approved.status).toBe(200);
  return token;
}

async function sign(token: string, typedName = "Tess Trader") {
  const { current } = (await server.request("GET", "/api/agreements", { token })).body;
  return server.request("POST", "/api/agreements/sign", {
    token,
    body: { version: current.version, sha256: current.sha256, typedName, consent: true },
  });
}

const fundedPath = async (token: string) =>
  (await server.request("GET", "/api/account/funded-path", { token })).body.fundedPath;

describe("from a passed phase II to the funded account", () => {
  it("waits for KYC and the agreement, then opens the funded account once, with an e-mail and a notice", async () => {
    await quote(1.1);
    const token = await signedInTrader(server, "tess@example.com");
    expect(await fundedPath(token)).toEqual({
      kycStatus: "not_started",
      agreementSigned: false,
      missing: [
        "Pass phase II of a challenge.",
        "Verify your identity (KYC).",
        "Sign the trader agreement (version 2026-11-01).",
      ],
      accounts: [],
    });

    const { phase2Id } = await passBothPhases(server, token, quote);
    let path = await fundedPath(token);
    expect(path.accounts).toEqual([
      {
        passedAccountId: phase2Id,
        planId: "BETA",
        passedAt: expect.any(String),
        fundedAccountId: null,
      },
    ]);
    expect(path.missing).toEqual([
      "Verify your identity (KYC).",
      "Sign the trader agreement (version 2026-11-01).",
    ]);

    const kycId = await submitKyc(token);
    expect((await fundedPath(token)).missing[0]).toBe(
      "Wait for your identity documents to be checked.",
    );
    const approved = await server.request("POST", `/api/admin/kyc/${kycId}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.submission).toMatchObject({
      status: "approved",
      decidedBy: "admin@example.com",
    });
    expect((await server.lastEmailTo("tess@example.com"))?.subject).toBe(
      "Your identity is verified on PropArena",
    );
    // Approved, but the agreement is still missing: no funded account yet.
    path = await fundedPath(token);
    expect(path.missing).toEqual(["Sign the trader agreement (version 2026-11-01)."]);
    expect(path.accounts[0].fundedAccountId).toBeNull();

    const opened: string[] = [];
    server.ctx.desk.on("opened", ({ account }) => opened.push(account.id));
    const signed = await sign(token);
    expect(signed.status).toBe(201);
    const fundedId = signed.body.openedFundedAccountId as string;
    expect(fundedId).toEqual(expect.any(String));
    expect(opened).toEqual([fundedId]);
    expect(signed.body.signature).toMatchObject({
      version: "2026-11-01",
      typedName: "Tess Trader",
      ip: "127.0.0.1",
      pdfUrl: `/api/agreements/signatures/${signed.body.signature.id}/pdf`,
    });

    const list = (await server.request("GET", "/api/accounts", { token })).body.accounts;
    const funded = list.find((a: { id: string }) => a.id === fundedId);
    expect(funded).toMatchObject({ phase: "funded", status: "active", planId: "BETA" });
    expect((await server.lastEmailTo("tess@example.com"))?.subject).toBe(
      "Your PropArena funded account is open",
    );
    // The passes and the opening are notices too (the list the arena and dashboard show).
    await server.notices.idle();
    const notices = (await server.request("GET", "/api/notices", { token })).body.notices;
    const userId = await userIdOf(token);
    expect(notices).toHaveLength(3);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "account-opened",
          link: `/dashboard/metrics/${userId}/${fundedId}`,
        }),
        expect.objectContaining({
          kind: "phase-passed",
          title: "You passed phase II of your Beta challenge",
          link: expect.stringMatching(new RegExp(`/${userId}/${phase2Id}#decision-`)),
        }),
      ]),
    );
    path = await fundedPath(token);
    expect(path).toMatchObject({ kycStatus: "approved", agreementSigned: true, missing: [] });
    expect(path.accounts[0].fundedAccountId).toBe(fundedId);

    // Exactly once: every trigger again opens nothing more.
    expect(
      await openFundedAccountsIfReady(server.ctx, funded.userId ?? (await userIdOf(token))),
    ).toEqual([]);
    expect((await sign(token)).status).toBe(409);
    const successors = await server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.previousAccountId, phase2Id));
    expect(successors).toHaveLength(1);
  });

  it("opens the funded account at the phase II pass itself when KYC and the agreement were done first", async () => {
    const token = await verifiedTrader("early@example.com");
    expect((await sign(token)).body.openedFundedAccountId).toBeNull();
    await quote(1.1);
    const { phase2Id } = await passBothPhases(server, token, quote);
    await server.ctx.desk.idle();
    await waitUntil(async () => (await fundedPath(token)).accounts[0]?.fundedAccountId != null);
    const list = (await server.request("GET", "/api/accounts", { token })).body.accounts;
    expect(list.filter((a: { phase: string }) => a.phase === "funded")).toHaveLength(1);
    expect((await fundedPath(token)).accounts[0].passedAccountId).toBe(phase2Id);
  });

  it("refuses to sign an outdated version or a text that is not the current one", async () => {
    const token = await signedInTrader(server, "reader@example.com");
    const { current } = (await server.request("GET", "/api/agreements", { token })).body;
    const old = await server.request("POST", "/api/agreements/sign", {
      token,
      body: {
        version: "2025-01-01",
        sha256: current.sha256,
        typedName: "Ro Reader",
        consent: true,
      },
    });
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({
      code: "AGREEMENT_OUTDATED",
      message: /read version 2026-11-01/,
    });
    const edited = await server.request("POST", "/api/agreements/sign", {
      token,
      body: {
        version: current.version,
        sha256: "0".repeat(64),
        typedName: "Ro Reader",
        consent: true,
      },
    });
    expect(edited.status).toBe(409);
    const noConsent = await server.request("POST", "/api/agreements/sign", {
      token,
      body: {
        version: current.version,
        sha256: current.sha256,
        typedName: "Ro Reader",
        consent: false,
      },
    });
    expect(noConsent.status).toBe(400);
    const after = (await server.request("GET", "/api/agreements", { token })).body;
    expect(after).toMatchObject({ signedCurrent: null, signatures: [] });
    expect(after.current.text).toMatch(/^# PropArena Trader Agreement/);
  });

  it("signs only after KYC is approved, with its legal name (case, spacing and Unicode form aside), and e-mails the signed PDF", async () => {
    const token = await signedInTrader(server, "zoe@example.com");
    const before = (await server.request("GET", "/api/agreements", { token })).body;
    expect(before.signer).toEqual({ kycStatus: "not_started", legalName: null });
    const early = await sign(token, "Zoë Ünal");
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "CONFLICT", message: /Verify your identity first/ });

    const kycId = await submitKyc(token, "Zoë Ünal");
    expect((await sign(token, "Zoë Ünal")).status).toBe(409);
    await server.request("POST", `/api/admin/kyc/${kycId}/approve`, { token: admin, body: {} });
    const ready = (await server.request("GET", "/api/agreements", { token })).body;
    expect(ready.signer).toEqual({ kycStatus: "approved", legalName: "Zoë Ünal" });

    // Another name: 400 on the field, naming the name expected and nothing else of the check.
    const wrong = await sign(token, "Zoe Unal");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: "VALIDATION_ERROR",
      message: "Type your legal name as it is on your approved identity check: Zoë Ünal",
      issues: [
        {
          path: "typedName",
          message: "Type your legal name as it is on your approved identity check: Zoë Ünal",
        },
      ],
    });
    expect(JSON.stringify(wrong.body)).not.toMatch(/1990|Market Street|94105|passport/);
    expect((await server.request("GET", "/api/agreements", { token })).body.signatures).toEqual([]);

    // The same name typed in capitals, with extra spaces and decomposed accents: accepted, and
    // kept as typed but NFC-normalised (text people read is stored composed).
    const typed = "  ZOE\u0308   U\u0308NAL ";
    const signed = await sign(token, typed);
    expect(signed.status).toBe(201);
    expect(signed.body.signature.typedName).toBe(typed.trim().normalize("NFC"));

    // The signed PDF goes out by e-mail, attached by reference to the signature (no bytes stored).
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "zoe@example.com"))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(mail).toMatchObject({
      subject: "Your signed PropArena Trader Agreement (version 2026-11-01)",
      attachments: [
        {
          filename: "trader-agreement-2026-11-01-signed.pdf",
          contentType: "application/pdf",
          source: {
            kind: "agreement-signature",
            signatureId: signed.body.signature.id,
            productName: "PropArena",
          },
        },
      ],
    });
    expect(mail!.text).toContain("http://localhost:3000/dashboard/agreements");
    // And it stays downloadable.
    const pdf = await fetch(server.url + signed.body.signature.pdfUrl, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
  });

  it("gives the signer (and admins) the signed copy as a PDF; anyone else a 404", async () => {
    const token = await verifiedTrader("pdf@example.com");
    const other = await signedInTrader(server, "nosy@example.com");
    const { signature } = (await sign(token)).body;
    const get = (who: string) =>
      fetch(server.url + signature.pdfUrl, { headers: { authorization: `Bearer ${who}` } });
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(await res.arrayBuffer());
    expect(doc.getTitle()).toBe("PropArena Trader Agreement - signed by Tess Trader");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect((await get(admin)).status).toBe(200);
    expect((await get(other)).status).toBe(404);
  });

  it("audits KYC decisions with the admin, the before and after, and the address", async () => {
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "kyc-approve"));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.details).toMatchObject({
      before: "submitted",
      after: "approved",
      ip: "127.0.0.1",
    });
  });
});

async function userIdOf(token: string): Promise<string> {
  return (await server.request("GET", "/api/auth/check", { token })).body.user.id;
}
