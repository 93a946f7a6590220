import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, signUpAndVerify, startApp, watchErrors, type RunningApp } from "./harness";

// Buying a challenge as a newcomer does after `npm start`: nothing configured, so the
// embedded test processor takes the card.
// Screenshots for people to look at (git-ignored).
const artifacts = path.resolve(import.meta.dirname, ".artifacts");
mkdirSync(artifacts, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `checkout-${name}.png`), fullPage: true });

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const PASSWORD = "a good long password";

async function payWithCard(page: Page, card: string) {
  await page.waitForURL(/\/api\/payments\/test\/checkout\/cs_test_/);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

describe("buying a challenge", () => {
  it("signs in on the way, pays with the success card, and trades the $200,000 phase I account", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const email = "buyer@example.com";
    await signUpAndVerify(page, app, { name: "Cara Checkout", email, password: PASSWORD });

    // Straight to the plan: the guard sends us to sign in and back to the same plan.
    await page.goto(`${app.url}/checkout/$200,000`);
    await page.waitForURL(/\/auth\/signin\?redirect=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "$200,000 challenge" }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe("/checkout/$200,000");

    await page.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
    await shot(page, "plan");
    await page.getByRole("button", { name: "Pay $788.00" }).click();
    await page.waitForURL(/\/api\/payments\/test\/checkout\/cs_test_/);
    await shot(page, "hosted-page");
    await payWithCard(page, "4242 4242 4242 4242");

    await page.waitForURL(/\/checkout\/success\?purchase=/);
    await page
      .getByRole("heading", { name: "Your $200,000 challenge is ready" })
      .waitFor({ timeout: 15_000 });
    await shot(page, "success");
    await page.getByRole("link", { name: "Start trading" }).click();
    await page.waitForURL(/\/trading\/arena\?account=/);
    const switcher = page.getByLabel("Account");
    await expect.poll(async () => (await switcher.inputValue()).length).toBeGreaterThan(0);
    const selected = await switcher.locator("option:checked").textContent();
    expect(selected).toContain("200K");
    expect(selected).toContain("Phase I");
    await expect.poll(() => page.getByText("$200,000.00").first().isVisible()).toBe(true);

    // The purchase and its receipt are on the dashboard.
    await page.goto(`${app.url}/dashboard/checkout`);
    const purchases = page.getByRole("table");
    await purchases.getByText("Paid").waitFor();
    await shot(page, "dashboard");
    expect(await purchases.getByText("$788.00").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("the decline card leaves no account and shows why", async () => {
    const page = await browser.newPage();
    const email = "declined@example.com";
    await signUpAndVerify(page, app, { name: "Cara Checkout", email, password: PASSWORD });
    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/signin"));

    await page.goto(`${app.url}/checkout/$5,000`);
    await page.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
    await page.getByRole("button", { name: "Pay $32.00" }).click();
    await payWithCard(page, "4000 0000 0000 0002");
    await page.getByRole("heading", { name: "Payment declined" }).waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("Your card was declined.");

    await page.getByRole("link", { name: /Return to/ }).click();
    await page
      .getByRole("heading", { name: "The payment did not go through" })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole("alert").textContent()).toContain("Your card was declined.");

    await page.goto(`${app.url}/trading/arena`);
    await page.getByLabel("Account").waitFor();
    const options = await page.getByLabel("Account").locator("option").allTextContents();
    expect(options.some((o) => o.includes("5K"))).toBe(false);
    expect(options.some((o) => o.includes("Beta"))).toBe(true);
  });
});
