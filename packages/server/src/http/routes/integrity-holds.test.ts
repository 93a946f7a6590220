import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxEmails } from "../../db/schema";
import { runDue } from "../../jobs/job-runner";
import { weeklyPayoutJob } from "../../jobs/weekly-payout-job";
import { integritySignalRetentionJob } from "../../jobs/integrity-signal-retention-job";
import { buy } from "../../test/test-purchases";
import { SAMPLE_FILES, upload, uploadedId } from "../../test/sample-files";
import { fundedAccount } from "../../test/funded-account";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// Issue 29's holds, appeals and decisions through the real server: a funded account's weekly
// payout held by a hedging flag (the trader sees why), released to the trader when an admin
// clears it; a phase pass held until its flag is decided; the appeal, the queue, the decision's
// 409 and audit entry, the public register. A week in UTC: Wednesday 7 January 2026.
const WEDNESDAY = Date.parse("2026-01-07T10:00:00Z");
const NEXT_MONDAY = Date.parse("2026-01-12T00:00:00Z");
let server: TestServer;
let admin: string;
let t = WEDNESDAY;
const quoteAfter = (ms: number, bid = 1.1) =>
  server.tick({
    symbol: "EURUSD",
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += ms),
  });

beforeAll(async () => {
  server = await startTestServer({ now: new Date(WEDNESDAY).toISOString() });
  await quoteAfter(1_000);
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

async function signIn(email: string): Promise<string> {
  const res = await server.request("POST", "/api/auth/signin", {
    body: { email, password: TEST_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function betaOf(token: string): Promise<string> {
  const { body } = await server.request("GET", "/api/accounts", { token });
  return body.accounts.find((a: { planId: string }) => a.planId === "BETA").id;
}

/** Opposite 1-lot EURUSD trades on two accounts 400 ms apart, closed a minute later at `exitBid`. */
async function hedge(token: string, longAccount: string, shortAccount: string, exitBid: number) {
  const open = async (accountId: string, side: string) => {
    const res = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side, volume: 1 },
    });
    expect(res.status).toBe(201);
    return res.body.position.id as string;
  };
  const long = await open(longAccount, "buy");
  await quoteAfter(400);
  const short = await open(shortAccount, "sell");
  await quoteAfter(60_000, exitBid);
  for (const [accountId, id] of [
    [longAccount, long],
    [shortAccount, short],
  ]) {
    const res = await server.request("POST", `/api/accounts/${accountId}/positions/${id}/close`, {
      token,
    });
    expect(res.status).toBe(200);
  }
  await quoteAfter(1_000);
}

const integrityOf = (token: string, accountId: string) =>
  server.request("GET", `/api/accounts/${accountId}/integrity`, { token });
const flagOf = async (token: string, accountId: string) =>
  (await integrityOf(token, accountId)).body.flags.find(
    (f: { kind: string; accountId: string }) => f.kind === "hedging" && f.accountId === accountId,
  );
const decide = (flagId: string, body: Record<string, unknown>, token = admin) =>
  server.request("POST", `/api/admin/integrity/flags/${flagId}/decide`, { token, body });
const owed = async (token: string) =>
  (await server.request("GET", "/api/payout-requests", { token })).body.owedCents as number;

describe("a flagged funded account's payout", () => {
  let trader: string;
  let funded: string;
  let beta: string;

  it("is held at the weekly settlement, and the trader sees why", async () => {
    trader = await signedInTrader(server, "funded-hedger@example.com");
    await buy(server, trader, "200K"); // revenue for the week's payout budget
    funded = await fundedAccount(server, "funded-hedger@example.com");
    beta = await betaOf(trader);
    // Long on the funded account, short on the Beta account: the funded one makes +$100.
    await hedge(trader, funded, beta, 1.1011);

    t = NEXT_MONDAY + 60_000;
    server.clock.set(new Date(t));
    const [run] = await runDue(server.ctx, weeklyPayoutJob, "UTC", "startup");
    expect(run?.status).toBe("done");
    // A day later than the sessions' lifetime: both sign in again.
    trader = await signIn("funded-hedger@example.com");
    admin = await signedInAdmin(server);

    const view = await integrityOf(trader, funded);
    expect(view.status).toBe(200);
    const flag = view.body.flags.find((f: { kind: string }) => f.kind === "hedging");
    expect(flag).toMatchObject({ accountId: funded, hold: true, status: "open", holdAt: 0.8 });
    expect(view.body.holds).toMatchObject({ payouts: true, phasePass: true, flagIds: [flag.id] });
    // Nothing is owed while it is held, and a request is refused with the flag named.
    expect(await owed(trader)).toBe(0);
    const asked = await server.request("POST", "/api/payout-requests", {
      token: trader,
      body: { amountCents: 1_000, method: "paypal", destination: "me@example.com" },
    });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toContain("Hedging across accounts");
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, "%for 2026-01-05 is held%"));
    expect(mail?.to).toBe("funded-hedger@example.com");
    expect(mail?.subject).toMatch(/payout of \$[\d.,]+ for 2026-01-05 is held/);
    expect(mail?.text).toContain("Hedging across accounts");
  });

  it("is settled to the trader once an admin clears the flag; the other flag still holds requests", async () => {
    const flag = await flagOf(trader, funded);
    // The queue: by score, filtered by kind, with the trader's e-mail; the detail names the people.
    const queue = await server.request(
      "GET",
      "/api/admin/integrity/flags?kind=hedging&sort=-score&status=open",
      { token: admin },
    );
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((r: { id: string }) => r.id)).toContain(flag.id);
    expect(queue.body.items[0]).toMatchObject({ userEmail: "funded-hedger@example.com" });
    const csv = await fetch(`${server.url}/api/admin/integrity/flags.csv?kind=hedging`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split("\n")[0]).toContain("userEmail");
    const detail = await server.request("GET", `/api/admin/integrity/flags/${flag.id}`, {
      token: admin,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.flag).toMatchObject({ userEmail: "funded-hedger@example.com" });
    expect(detail.body.graph.edges).toContainEqual(
      expect.objectContaining({ kind: "hedging", weight: flag.score }),
    );
    expect(detail.body.related.map((r: { accountId: string }) => r.accountId)).toContain(beta);

    const cleared = await decide(flag.id, {
      outcome: "cleared",
      reason: "Two strategies the trader explained; no transfer of risk.",
      expectedStatus: "open",
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.flag).toMatchObject({
      status: "cleared",
      decision: { outcome: "cleared" },
    });
    // The held payout is owed now.
    expect(await owed(trader)).toBeGreaterThan(0);
    // A second admin who saw it open gets 409 and nothing changes.
    const late = await decide(flag.id, {
      outcome: "account-closed",
      reason: "Closing it as a late second opinion.",
      expectedStatus: "open",
    });
    expect(late.status).toBe(409);
    expect((await flagOf(trader, funded)).status).toBe("cleared");
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "integrity-decide"));
    expect(audit?.details).toMatchObject({
      reason: "Two strategies the trader explained; no transfer of risk.",
      after: "cleared",
    });
    expect((await server.lastEmailTo("funded-hedger@example.com"))?.subject).toContain("cleared");
    // The Beta account's flag still holds the person's payout requests.
    const asked = await server.request("POST", "/api/payout-requests", {
      token: trader,
      body: { amountCents: 1_000, method: "paypal", destination: "me@example.com" },
    });
    expect(asked.status).toBe(409);
  });

  it("holds the phase pass of the other account until its appealed flag is decided", async () => {
    const flag = await flagOf(trader, beta);
    expect(flag.hold).toBe(true);

    // The appeal: owner only, open flags only, files uploaded for the appeal by the trader.
    const stranger = await signedInTrader(server, "stranger@example.com");
    const statement = "I trade a news straddle across my accounts and close both sides together.";
    const file = await uploadedId(server, trader, "appeal", SAMPLE_FILES.pdf);
    const ticketFile = await uploadedId(server, trader, "ticket");
    const strangerFile = await uploadedId(server, stranger, "appeal");
    const appeal = (body: Record<string, unknown>, token = trader) =>
      server.request("POST", `/api/integrity/flags/${flag.id}/appeal`, { token, body });
    expect((await appeal({ statement, attachmentFileIds: [file] }, stranger)).status).toBe(404);
    expect((await appeal({ statement: "too short" })).status).toBe(400);
    expect((await appeal({ statement, attachmentFileIds: [ticketFile] })).status).toBe(400);
    expect((await appeal({ statement, attachmentFileIds: [strangerFile] })).status).toBe(400);
    expect((await appeal({ statement, attachmentFileIds: ["nope"] })).status).toBe(400);
    expect((await flagOf(trader, beta)).status).toBe("open");
    const appealed = await appeal({ statement, attachmentFileIds: [file] });
    expect(appealed.status).toBe(200);
    expect(appealed.body.flag).toMatchObject({
      status: "appealed",
      appeal: { statement, attachments: [{ id: file, purpose: "appeal" }] },
    });
    expect((await appeal({ statement })).status).toBe(409);
    expect((await upload(server, trader, "appeal", SAMPLE_FILES.exe)).status).toBe(400);

    // An operator passes the Beta account: the pass is recorded, the next account waits.
    const passed = await server.request("POST", `/api/admin/accounts/${beta}/pass-phase`, {
      token: admin,
      body: { reason: "Passed by hand to check the integrity hold." },
    });
    expect(passed.status).toBe(200);
    const phases = async () =>
      (await server.request("GET", "/api/accounts", { token: trader })).body.accounts.map(
        (a: { phase: string; status: string }) => `${a.phase}:${a.status}`,
      );
    expect(await phases()).not.toContain("phase2:active");

    // Admin checks: a trader cannot decide or read the queue; bad input changes nothing.
    expect(
      (
        await decide(
          flag.id,
          { outcome: "cleared", reason: "I clear myself.", expectedStatus: "appealed" },
          trader,
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.request("GET", "/api/admin/integrity/flags", { token: trader })).status,
    ).toBe(403);
    expect(
      (
        await decide(flag.id, {
          outcome: "forgiven",
          reason: "Not an outcome.",
          expectedStatus: "appealed",
        })
      ).status,
    ).toBe(400);
    expect(
      (await decide(flag.id, { outcome: "cleared", reason: "short", expectedStatus: "appealed" }))
        .status,
    ).toBe(400);
    expect(
      (
        await decide(randomUUID(), {
          outcome: "cleared",
          reason: "No such flag here.",
          expectedStatus: "open",
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request("GET", "/api/admin/integrity/flags?kind=nothing", { token: admin }))
        .status,
    ).toBe(400);

    const warned = await decide(flag.id, {
      outcome: "warning",
      reason: "Hedging between own accounts is against the rules; a warning this once.",
      expectedStatus: "appealed",
    });
    expect(warned.status).toBe(200);
    expect(await phases()).toContain("phase2:active");
    // No flag holds now: the trader may ask for the payout.
    const asked = await server.request("POST", "/api/payout-requests", {
      token: trader,
      body: { amountCents: 1_000, method: "paypal", destination: "me@example.com" },
    });
    expect(asked.status).toBe(201);
  });
});

describe("the public register", () => {
  it("lists closed accounts under a pseudonym with the evidence hash the trader was shown", async () => {
    const token = await signedInTrader(server, "closer@example.com");
    await buy(server, token, "10K");
    const { body } = await server.request("GET", "/api/accounts", { token });
    const [first, second] = body.accounts.map((a: { id: string }) => a.id);
    await hedge(token, first, second, 1.1003);
    const flag = await flagOf(token, first);
    const closed = await decide(flag.id, {
      outcome: "account-closed",
      reason: "Opposite positions on two accounts, repeatedly.",
      expectedStatus: "open",
    });
    expect(closed.status).toBe(200);
    const account = await server.request("GET", `/api/accounts/${first}`, { token });
    expect(account.body.status).toBe("closed");

    const register = await server.request("GET", "/api/integrity/register?limit=1");
    expect(register.status).toBe(200);
    expect(register.headers.get("cache-control")).toContain("public");
    expect(register.body.entries[0]).toMatchObject({
      id: flag.id,
      kind: "hedging",
      outcome: "account-closed",
      evidenceHash: flag.evidenceHash,
      reason: "Opposite positions on two accounts, repeatedly.",
    });
    expect(register.body.entries[0].account).toMatch(/^acct-[0-9a-f]{10}$/);
    expect(JSON.stringify(register.body)).not.toContain(first);
    expect(register.body.totals).toMatchObject({ accountClosed: 1, payoutWithheld: 0 });
    expect(register.body.totals.byKind.hedging).toBe(1);
    expect(register.body.nextCursor).toBeNull();
    expect((await server.request("GET", "/api/integrity/register?cursor=garbage")).status).toBe(
      400,
    );
    const policy = await server.request("GET", "/api/integrity/policy");
    expect(policy.body.policy).toMatchObject({ version: 1, holdAt: 0.8 });
    expect(policy.body.policy.points.length).toBeGreaterThanOrEqual(6);
  });

  it("keeps the device signal hashed and refuses bad input", async () => {
    const token = await signedInTrader(server, "device@example.com");
    const sent = await server.request("POST", "/api/account/device", {
      token,
      body: { deviceId: "device-1234567890", fingerprint: "fp-abcdef123456" },
    });
    expect(sent.status).toBe(204);
    expect(
      (await server.request("POST", "/api/account/device", { token, body: { deviceId: "x" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.request("POST", "/api/account/device", {
          body: { deviceId: "device-1234567890", fingerprint: "fp-abcdef123456" },
        })
      ).status,
    ).toBe(401);
    const stored = await server.database.db.execute(
      "select kind, value_hash from integrity_signals where kind = 'device'",
    );
    const rows = (stored as unknown as { rows: { value_hash: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.value_hash).not.toContain("device-1234567890");

    // Kept for 180 days after it was last seen, then deleted by the daily retention job.
    server.clock.set(new Date(server.clock.now().getTime() + 181 * 86_400_000));
    const [run] = await runDue(server.ctx, integritySignalRetentionJob, "UTC", "startup");
    expect(run?.status).toBe("done");
    const left = await server.database.db.execute(
      "select count(*)::int as n from integrity_signals where kind = 'device'",
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
