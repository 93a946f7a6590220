import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  apiCall,
  PNG_1X1,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

const ADMIN = { email: "ops@example.com", password: "an admin password that is long" };

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

/**
 * The test helper that passes a phase quickly: 100 lots of EURUSD bought, a take-profit just
 * past the target on each position, then the test market publishes a quote above them.
 */
async function passPhase(token: string, accountId: string, targetMove: number) {
  const fills: number[] = [];
  for (let i = 0; i < 2; i++) {
    const placed = await call(token, "POST", `/accounts/${accountId}/orders`, {
      symbol: "EURUSD",
      side: "buy",
      volume: 50,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    fills.push(placed.body.order.fillPrice);
  }
  const positions = await call(token, "GET", `/accounts/${accountId}/positions`);
  for (const p of positions.body.items) {
    const set = await call(token, "PATCH", `/accounts/${accountId}/positions/${p.id}`, {
      takeProfit: Math.round((p.openPrice + targetMove) * 1e5) / 1e5,
    });
    expect(set.status).toBe(200);
  }
  const bid = Math.round((Math.max(...fills) + targetMove + 0.002) * 1e5) / 1e5;
  expect(
    (await call(token, "POST", "/test/market/quote", { symbol: "EURUSD", bid, ask: bid + 0.0001 }))
      .body,
  ).toMatchObject({ published: true });
  await expect
    .poll(async () => (await call(token, "GET", `/accounts/${accountId}`)).body.status)
    .toBe("passed");
}

describe("from sign-up to a funded account", () => {
  it("trades Beta through both phases, sends KYC, an admin approves it, the agreement is signed with the verified legal name (another is refused) and e-mailed as a PDF, and the funded account appears", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const email = "fiona@example.com";
    const password = "a good long password";
    await signUpAndVerify(page, app, { name: "Fiona Funded", email, password });
    await signInAt(page, app, { email, password }, "/dashboard/accounts");
    const token = (await tokenOf(page))!;

    // Phase I (+8% of $1,000,000) and phase II (+5%) on the Beta account.
    const beta = (await call(token, "GET", "/accounts")).body.accounts[0];
    await passPhase(token, beta.id, 0.0081);
    const phase2 = (await call(token, "GET", "/accounts")).body.accounts.find(
      (a: { phase: string; status: string }) => a.phase === "phase2" && a.status === "active",
    );
    await passPhase(token, phase2.id, 0.0051);

    // The accounts page says what is missing.
    await page.reload();
    const panel = page.getByRole("region", { name: "Funded account" });
    await panel.getByText("Verify your identity (KYC).").waitFor();

    // KYC in the browser: the form, with a passport photo and a selfie.
    await page.goto(`${app.url}/dashboard/kyc`);
    const form = page.getByRole("form", { name: "Identity verification" });
    await form.getByLabel("Legal name").fill("Fiona Funded");
    await form.getByLabel("Date of birth").fill("1990-04-12");
    await form.getByLabel("Address line 1").fill("1 Market Street");
    await form.getByLabel("City").fill("San Francisco");
    await form.getByLabel("Postal code").fill("94105");
    await form.getByLabel("Document type").selectOption("passport");
    for (const [label, name] of [
      ["Front of the document", "passport.png"],
      ["Selfie", "selfie.png"],
    ] as const) {
      const field = form.getByRole("group", { name: label });
      await field.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: "image/png",
        buffer: PNG_1X1,
      });
      // Uploaded, not just chosen: "Uploading passport.png…" names the file too, and a form
      // sent before its uploads are done lacks them.
      await field.getByText("Replace file").waitFor();
      await field.getByText(name).first().waitFor();
    }
    await form.getByRole("button", { name: "Send for verification" }).click();
    await page
      .getByText(/checking your documents/i)
      .first()
      .waitFor();

    // An admin approves it through the API.
    const admin = await call(null, "POST", "/auth/signin", ADMIN);
    expect(admin.status).toBe(200);
    const queue = await call(admin.body.token, "GET", "/admin/kyc?status=submitted");
    const submission = queue.body.items.find((s: { userEmail: string }) => s.userEmail === email);
    const approved = await call(
      admin.body.token,
      "POST",
      `/admin/kyc/${submission.id}/approve`,
      {},
    );
    expect(approved.body.submission.status).toBe("approved");

    // The agreement, signed in the browser with the legal name KYC verified, opens the funded
    // account; another name is refused at the field, which says the name expected.
    await page.goto(`${app.url}/dashboard/agreements`);
    await page
      .getByRole("heading", { name: /Trader Agreement/ })
      .first()
      .waitFor();
    await page.getByRole("list", { name: "Before you sign" }).getByText("Verified").waitFor();
    await page.getByLabel("Full name").fill("Fiona Someone");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Sign the agreement" }).click();
    await page
      .getByText("Type your legal name as it is on your approved identity check: Fiona Funded")
      .waitFor();
    expect((await call(token, "GET", "/agreements")).body.signedCurrent).toBeNull();
    // The refusal is the one failed request the browser logs; nothing else went wrong.
    expect(errors.splice(0)).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await page.getByLabel("Full name").fill("  fiona   FUNDED ");
    await page.getByRole("button", { name: "Sign the agreement" }).click();
    await page.getByText("All set: your funded account is open.").waitFor();
    // The signed PDF went out by e-mail, attached by reference to the signature.
    const signature = (await call(token, "GET", "/agreements")).body.signedCurrent;
    expect(signature.typedName).toBe("fiona   FUNDED");
    await expect
      .poll(() =>
        app.logs.some((entry) => {
          const mail = entry.mail as
            | { to?: string; attachments?: { filename: string; source: { signatureId: string } }[] }
            | undefined;
          const attached = mail?.to === email ? mail.attachments?.[0] : undefined;
          return (
            attached?.filename === "trader-agreement-2026-11-01-signed.pdf" &&
            attached.source.signatureId === signature.id
          );
        }),
      )
      .toBe(true);
    await page.getByRole("link", { name: "Go to your funded account" }).click();
    await page.waitForURL(/\/dashboard\/metrics\/[^/]+\/[^/]+$/);

    const accounts = (await call(token, "GET", "/accounts")).body.accounts;
    const funded = accounts.filter((a: { phase: string }) => a.phase === "funded");
    expect(funded).toHaveLength(1);
    expect(funded[0]).toMatchObject({ status: "active", previousAccountId: phase2.id });

    await page.goto(`${app.url}/dashboard/accounts`);
    await page
      .getByRole("region", { name: "Funded account" })
      .getByText("Funded account open")
      .waitFor();

    // Every dashboard route of spec §2 shows its page with real content: a heading, no
    // placeholder, no error, nothing still loading.
    const me = (await call(token, "GET", "/auth/check")).body.user;
    // The merch catalogue is what admins put in it: one item with its picture.
    const picture = await fetch(`${app.url}/api/uploads/merch`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.body.token}`, "x-file-name": "cap.png" },
      body: PNG_1X1,
    });
    const image = (await picture.json()) as { file: { id: string } };
    const cap = await call(admin.body.token, "POST", "/admin/merch", {
      name: "Arena cap",
      description: "Embroidered logo, one size.",
      priceCents: 2500,
      stock: 4,
      imageFileId: image.file.id,
    });
    expect(cap.status).toBe(201);
    const routes = [
      "/dashboard/profile",
      "/dashboard/settings",
      "/dashboard/checkout",
      "/dashboard/accounts",
      `/dashboard/metrics/${me.id}/${funded[0].id}`,
      "/dashboard/metrics",
      "/dashboard/jackpot",
      "/dashboard/ranks",
      "/dashboard/rules",
      "/dashboard/agreements",
      "/dashboard/kyc",
      "/dashboard/faq",
      "/dashboard/support",
      "/dashboard/merch",
    ];
    for (const route of routes) {
      await page.goto(`${app.url}${route}`);
      await page.locator("main h1").first().waitFor();
      // Loaded: real content in the page (redirects such as /dashboard/metrics included).
      await expect
        .poll(
          async () => {
            const text = await page.locator("main").innerText();
            return text.length > 100 && !/loading…/i.test(text);
          },
          { message: `${route} never finished loading`, timeout: 10_000 },
        )
        .toBe(true);
      const text = (await page.locator("main").innerText()).toLowerCase();
      expect(text, route).not.toMatch(/coming soon|on its way|placeholder|something went wrong/);
    }
    await page.goto(`${app.url}/dashboard/merch`);
    await page.getByText("Arena cap").waitFor();
    await page.getByText("Only 4 left").waitFor();
    expect(errors).toEqual([]);
  });
});
