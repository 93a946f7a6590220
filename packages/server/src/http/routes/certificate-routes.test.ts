import { randomUUID } from "node:crypto";
import { createAccount } from "@proparena/domain/engine/account";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "../../db/schema";
import { runJob } from "../../jobs/job-runner";
import { weeklyPayoutJob } from "../../jobs/weekly-payout-job";
import { accountToRow } from "../../trading/record-mappers";
import { buy } from "../../test/test-purchases";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// Wednesday 7 January 2026 (UTC resets); the week of Monday the 5th settles on the 12th.
const WEDNESDAY = Date.parse("2026-01-07T15:00:00Z");
let server: TestServer;
let t = WEDNESDAY;
const eurusd = (bid: number) =>
  server.tick({
    symbol: "EURUSD",
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += 1_000),
  });

beforeAll(async () => {
  server = await startTestServer({ now: new Date(WEDNESDAY).toISOString() });
  await eurusd(1.1);
});
afterAll(() => server.close());

async function closeAll(token: string, accountId: string) {
  const open = await server.request("GET", `/api/accounts/${accountId}/positions`, { token });
  for (const p of open.body.items)
    await server.request("POST", `/api/accounts/${accountId}/positions/${p.id}/close`, { token });
}

describe("certificates", () => {
  it("passing phase I earns one: public by its id, with a PDF that names the trader and the verification URL", async () => {
    const token = await signedInTrader(server, "passer@example.com");
    const beta = (await server.request("GET", "/api/accounts", { token })).body.accounts[0];
    // 100 lots bought at 1.10010 and sold at 1.10810: +$80,000, the 8% target of $1,000,000.
    for (let i = 0; i < 2; i++)
      await server.request("POST", `/api/accounts/${beta.id}/orders`, {
        token,
        body: { symbol: "EURUSD", side: "buy", volume: 50 },
      });
    await eurusd(1.1081);
    await closeAll(token, beta.id);
    expect((await server.request("GET", `/api/accounts/${beta.id}`, { token })).body.status).toBe(
      "passed",
    );

    const mine = await server.request("GET", `/api/accounts/${beta.id}/certificates`, { token });
    expect(mine.body.certificates).toHaveLength(1);
    const certificate = mine.body.certificates[0];
    expect(certificate).toMatchObject({
      kind: "phase1Pass",
      title: "Phase I passed",
      name: "Test T.",
      planLabel: "Beta",
      figures: [
        { label: "Starting balance", cents: 100_000_000 },
        { label: "Profit target", cents: 108_000_000 },
        { label: "Closed balance", cents: 108_000_000 },
        { label: "Profit", cents: 8_000_000 },
      ],
      verifyUrl: `http://localhost:3000/certificates/${certificate.id}`,
      pdfPath: `/api/certificates/${certificate.id}/certificate.pdf`,
    });

    // Anyone with the link sees the same certificate, and no account or user id.
    const shared = await server.request("GET", `/api/certificates/${certificate.id}`);
    expect(shared.body.certificate).toEqual(certificate);
    expect(JSON.stringify(shared.body)).not.toContain(beta.id);

    const pdf = await fetch(server.url + certificate.pdfPath);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Phase I passed - Test T.");
    expect(doc.getSubject()).toBe(`Verify at ${certificate.verifyUrl}`);

    expect((await server.request("GET", `/api/certificates/${randomUUID()}`)).status).toBe(404);
    expect(
      (await server.request("GET", "/api/certificates/not-an-id/certificate.pdf")).status,
    ).toBe(404);
    const other = await signedInTrader(server, "other@example.com");
    const nosy = await server.request("GET", `/api/accounts/${beta.id}/certificates`, {
      token: other,
    });
    expect(nosy.status).toBe(404);
  });

  it("a weekly payout earns one with the week's profit and the amount paid", async () => {
    const token = await signedInTrader(server, "funded@example.com");
    await buy(server, token, "200K"); // revenue for the week's payout budget
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "funded@example.com"));
    const account = createAccount({
      id: randomUUID(),
      planId: "100K",
      phase: "funded",
      ownerId: user!.id,
      time: server.clock.now().getTime(),
    });
    if (!account.ok) throw new Error(account.reason);
    await server.database.db.insert(accounts).values(accountToRow(account.value));
    await server.ctx.desk.adopt(account.value);
    const id = account.value.id;
    await eurusd(1.1); // bought at the ask 1.10010
    await server.request("POST", `/api/accounts/${id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", volume: 1 },
    });
    await eurusd(1.1101); // +$1,000
    await closeAll(token, id);

    server.clock.set(new Date("2026-01-12T00:01:00Z"));
    const run = await runJob(server.ctx, weeklyPayoutJob, "2026-01-05", "schedule");
    expect(run.status).toBe("done");

    // Five days on, the session has lapsed: sign in again.
    const again = await server.request("POST", "/api/auth/signin", {
      body: { email: "funded@example.com", password: TEST_PASSWORD },
    });
    const mine = await server.request("GET", `/api/accounts/${id}/certificates`, {
      token: again.body.token,
    });
    expect(mine.body.certificates).toHaveLength(1);
    const certificate = mine.body.certificates[0];
    expect(certificate).toMatchObject({
      kind: "payout",
      title: "Weekly payout",
      name: "Test T.",
      planLabel: "100K",
      issuedAt: "2026-01-12T00:01:00.000Z",
    });
    expect(certificate.figures[0]).toEqual({
      label: "Profit in the week of 2026-01-05",
      cents: 100_000,
    });
    expect(certificate.figures[1].label).toBe("Payout");
    expect(certificate.figures[1].cents).toBeGreaterThan(0);
    const pdf = await fetch(server.url + certificate.pdfPath);
    expect(pdf.status).toBe(200);
  });
});
