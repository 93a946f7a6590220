import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { openDatabase } from "@proparena/server/db/database";
import { ledgerEntries, users } from "@proparena/server/db/schema";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCall,
  launchBrowser,
  PNG_1X1,
  signInAt,
  signUpAndVerify,
  startApp,
  watchErrors,
  type RunningApp,
} from "./harness";

const ENV = {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
  ADMIN_EMAIL: "ops@example.com",
  ADMIN_PASSWORD: "an admin password that is long",
};
const TRADER = { name: "Bea Breach", email: "bea@example.com", password: "a good long password" };
const VISITOR_MESSAGE = {
  name: "Vic Visitor",
  email: "vic@example.org",
  subject: "Do you accept traders from Chile?",
  message: "I have no account yet. Can I buy a challenge from Santiago?",
};

let app: RunningApp;
let browser: Browser;
let receiver: Server;
const posts: { content?: string }[] = [];
const paths: string[] = [];
/** ENV, and where Discord's API is (the receiver): the same at every start. */
let serverEnv: Record<string, string> = ENV;
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      posts.push(JSON.parse(body || "{}"));
      paths.push(req.url ?? "");
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  // Discord's API is played by the receiver; the webhook URL the admin saves is Discord's.
  const { port } = receiver.address() as AddressInfo;
  serverEnv = { ...ENV, DISCORD_API_BASE: `http://127.0.0.1:${port}` };
  [app, browser] = await Promise.all([startApp(serverEnv), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  receiver?.close();
});

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);

async function upload(token: string, purpose: string) {
  const res = await fetch(`${app.url}/api/uploads/${purpose}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-file-name": "scan.png" },
    body: PNG_1X1,
  });
  return ((await res.json()) as { file: { id: string } }).file.id;
}

/** What the trader did before the operator looks: a breach, a KYC submission, money owed. */
async function traderStory(): Promise<{ accountId: string }> {
  const page = await browser.newPage();
  await signUpAndVerify(page, app, TRADER);
  await page.close();
  const token = (await call(null, "POST", "/auth/signin", TRADER)).body.token as string;
  const account = (await call(token, "GET", "/accounts")).body.accounts[0];
  // BTC worth about $120,000 bought, then the test market halves the price: a daily-loss breach.
  const instruments = await call(token, "GET", "/instruments");
  const btc = instruments.body.instruments.find((i: { symbol: string }) => i.symbol === "BTCUSD");
  const bought = await call(token, "POST", `/accounts/${account.id}/orders`, {
    symbol: "BTCUSD",
    side: "buy",
    volume: Math.ceil((120_000 / btc.quote.ask) * 100) / 100,
  });
  expect(bought.status).toBe(201);
  const bid = Math.round(bought.body.order.fillPrice * 50) / 100;
  await call(token, "POST", "/test/market/quote", { symbol: "BTCUSD", bid, ask: bid + 25 });
  expect((await call(token, "GET", `/accounts/${account.id}`)).body.status).toBe("failed");
  const file = await upload(token, "kyc");
  const kyc = await call(token, "POST", "/kyc", {
    legalName: "Bea Breach",
    dateOfBirth: "1991-06-01",
    addressLine1: "2 Dock Road",
    city: "Leeds",
    postalCode: "LS1 4AP",
    country: "GB",
    documentType: "passport",
    frontFileId: file,
    selfieFileId: file,
  });
  expect(kyc.status).toBe(201);
  return { accountId: account.id };
}

/** A weekly payout credited $50 to the trader (booked in the ledger while the server is down). */
async function creditPayout(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const [user] = await database.db.select().from(users).where(eq(users.email, TRADER.email));
  const txnId = randomUUID();
  await database.db.insert(ledgerEntries).values([
    {
      txnId,
      account: "payout_budget",
      amountCents: 5_000,
      ref: `e2e:${txnId}`,
      createdAt: new Date(),
    },
    {
      txnId,
      account: `trader_payable:${user!.id}`,
      amountCents: -5_000,
      ref: `e2e:${txnId}`,
      createdAt: new Date(),
    },
  ]);
  await database.close();
}

describe("the back office", () => {
  it("an admin finds a trader, reads a breach's evidence, approves KYC and a payout, answers a visitor from the contact inbox, runs a job and tests Discord", async () => {
    const { accountId } = await traderStory();
    await app.stop({ keepDataDir: true });
    await creditPayout(app.dataDir);
    app = await startApp(serverEnv, { dataDir: app.dataDir });
    const trader = (await call(null, "POST", "/auth/signin", TRADER)).body.token as string;
    const request = await call(trader, "POST", "/payout-requests", {
      amountCents: 5_000,
      method: "paypal",
      destination: "bea@example.com",
    });
    expect(request.status).toBe(201);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await signInAt(
      page,
      app,
      { email: ENV.ADMIN_EMAIL, password: ENV.ADMIN_PASSWORD },
      "/admin/users",
    );

    // Find the trader by e-mail and open their file, then the failed account.
    await page.getByLabel("Search", { exact: true }).fill("bea@");
    await page.waitForURL(/search=bea%40/);
    await page.getByRole("link", { name: TRADER.email }).click();
    await page.waitForURL(/\/admin\/user\/[^/]+$/);
    await page.getByRole("heading", { name: TRADER.name }).first().waitFor();
    await page.getByRole("link", { name: accountId }).click();
    await page.waitForURL(new RegExp(`/admin/user/[^/]+/account/${accountId}$`));
    const evidence = page.getByRole("article", { name: "Daily loss limit" });
    await evidence.waitFor();
    await evidence
      .getByText(/BTCUSD · bid/)
      .first()
      .waitFor();

    // Approve the KYC submission.
    await page.goto(`${app.url}/admin/kyc`);
    await page.getByRole("link", { name: `Review ${TRADER.name}` }).click();
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect.poll(async () => (await call(trader, "GET", "/kyc")).body.status).toBe("approved");

    // Approve the payout request.
    await page.goto(`${app.url}/admin/payouts`);
    await page.getByRole("button", { name: /^Approve \$50(\.00)? for/ }).click();
    await page.getByRole("button", { name: "Approve payout" }).click();
    await expect
      .poll(async () => (await call(trader, "GET", "/payout-requests")).body.requests[0].status)
      .toBe("approved");

    // A visitor's message from /contact is in the contact inbox; the reply goes to them by e-mail.
    const sent = await call(null, "POST", "/contact", VISITOR_MESSAGE);
    expect(sent.status).toBe(202);
    await page.goto(`${app.url}/admin/contact`);
    await page
      .getByRole("list", { name: "Contact messages" })
      .getByRole("link", { name: new RegExp(VISITOR_MESSAGE.subject) })
      .click();
    const message = page.getByRole("article", { name: VISITOR_MESSAGE.subject });
    await message.getByText("(a visitor without an account)").waitFor();
    await message.getByLabel("Your reply").fill("Yes: traders from Chile are welcome.");
    await message.getByRole("button", { name: "Send reply" }).click();
    await message.getByText(`Your reply was e-mailed to ${VISITOR_MESSAGE.email}.`).waitFor();
    expect(
      await app.emailLink(VISITOR_MESSAGE.email, /Yes: traders from Chile are welcome\./),
    ).toBeTruthy();

    // Run a job now and see what it did.
    await page.goto(`${app.url}/admin/cronjob`);
    const job = page.getByRole("region", { name: "outbox-retry" });
    await job.getByRole("button", { name: "Run now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Run now" }).click();
    await job.getByText(/^outbox-retry: \d+ (done|skipped)/).waitFor();

    // Save a Discord webhook and send a test (it reaches the receiver standing in for Discord).
    await page.goto(`${app.url}/admin/discord`);
    await page.getByLabel("Webhook URL").fill("https://discord.com/api/webhooks/1/e2e-token");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page
      .getByText("https://discord.com/api/webhooks/1/e2e-", { exact: false })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Send test message" }).click();
    await expect.poll(() => posts.length).toBeGreaterThan(0);
    expect(posts[0]?.content).toMatch(/^Test message from PropArena, sent by ops@example.com/);
    expect(paths[0]).toBe("/api/webhooks/1/e2e-token?wait=true");
    expect(errors).toEqual([]);
  });
});
