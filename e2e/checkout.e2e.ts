import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  apiCall,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
  ARTIFACTS_DIR,
} from "./harness";

// Buying a challenge as a newcomer does after `npm start`: nothing configured, so the
// embedded test processor takes the card. Then the ways back from a payment that did not go
// through, and a merch order from payment to shipping.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS_DIR, `checkout-${name}.png`), fullPage: true });

const ADMIN = { ADMIN_EMAIL: "shop@example.com", ADMIN_PASSWORD: "a shop admin password" };

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), ADMIN);

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

  it("a declined card is tried again on the same page; an abandoned purchase is cancelled", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const email = "declined@example.com";
    await signUpAndVerify(page, app, { name: "Cara Checkout", email, password: PASSWORD });
    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/signin"));

    // The decline card: the same page says why and takes another card.
    await page.goto(`${app.url}/checkout/$5,000`);
    await page.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
    await page.getByRole("button", { name: "Pay $32.00" }).click();
    await payWithCard(page, "4000 0000 0000 0002");
    await page.getByRole("alert").getByText("Your card was declined.").waitFor();
    expect(page.url()).toMatch(/\/api\/payments\/test\/checkout\/cs_test_/);
    await shot(page, "declined");
    await payWithCard(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/checkout\/success\?purchase=/);
    await page
      .getByRole("heading", { name: "Your $5,000 challenge is ready" })
      .waitFor({ timeout: 15_000 });

    // An abandoned purchase: back from the payment page without paying, then cancelled.
    await page.goto(`${app.url}/checkout/$10,000`);
    await page.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/api\/payments\/test\/checkout\/cs_test_/);
    await page.getByRole("link", { name: /Back to/ }).click();
    await page.getByRole("heading", { name: "Payment not completed" }).waitFor();
    await page.getByText(/is still open and expires in (30|29) minutes/).waitFor();
    await page.getByRole("button", { name: /^Cancel this purchase/ }).click();
    await page.getByRole("heading", { name: "Purchase cancelled" }).waitFor();

    await page.goto(`${app.url}/dashboard/checkout`);
    const purchases = page.getByRole("table");
    await purchases.getByText("Cancelled", { exact: true }).waitFor();
    await purchases.getByText("Paid", { exact: true }).waitFor();
    await shot(page, "purchases-states");
    await page.goto(`${app.url}/trading/arena`);
    await page.getByLabel("Account").waitFor();
    const options = await page.getByLabel("Account").locator("option").allTextContents();
    expect(options.filter((o) => o.includes("5K"))).toHaveLength(1);
    expect(options.some((o) => o.includes("10K"))).toBe(false);
    // The processor's page answers the declined card with 402, which the browser logs; nothing
    // else went wrong.
    expect(errors.filter((e) => !e.includes("status of 402 (Payment Required)"))).toEqual([]);
  });

  it("a merch order is paid with the test card, shipped by an admin, and the buyer sees it", async () => {
    const admin = await apiCall(app, null, "POST", "/auth/signin", {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    });
    const created = await apiCall(app, admin.body.token, "POST", "/admin/merch", {
      name: "Arena cap",
      description: "Embroidered, one size.",
      priceCents: 2_500,
      stock: 5,
    });
    expect(created.status).toBe(201);

    const buyer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(buyer);
    const email = "merch-buyer@example.com";
    await signUpAndVerify(buyer, app, { name: "Mia Merch", email, password: PASSWORD });
    await signInAt(buyer, app, { email, password: PASSWORD }, "/dashboard/merch");
    await buyer.getByRole("button", { name: "Order Arena cap" }).click();
    const form = buyer.getByRole("form", { name: "Order Arena cap" });
    await form.getByLabel("Full name").fill("Mia Merch");
    await form.getByLabel("Street address").fill("1 Market St");
    await form.getByLabel("City").fill("San Francisco");
    await form.getByLabel("Postal code").fill("94105");
    expect(await form.getByLabel("Country").locator("option").first().textContent()).toBe(
      "Select Country",
    );
    await form.getByLabel("Country").selectOption("US");
    await form.getByLabel("Region").selectOption({ label: "California" });
    await shot(buyer, "merch-order");
    await form.getByRole("button", { name: "Pay $25.00" }).click();
    await payWithCard(buyer, "4242 4242 4242 4242");
    await buyer.waitForURL(/\/dashboard\/merch\?order=/);
    await buyer.getByText(/^Thank you: order PA-\w+ is paid$/).waitFor({ timeout: 15_000 });
    const receipt = (await buyer.getByText(/^Thank you: order/).textContent())!.match(/PA-\w+/)![0];

    // An admin ships it from the back office, with its tracking number.
    const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAt(
      office,
      app,
      { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
      "/admin/merch?tab=orders",
    );
    await office.getByRole("button", { name: `Mark ${receipt} shipped` }).click();
    const dialog = office.getByRole("dialog", { name: `Ship ${receipt}` });
    await dialog.getByLabel("Carrier").fill("UPS");
    await dialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await dialog.getByRole("button", { name: "Mark shipped" }).click();
    await dialog.waitFor({ state: "detached" });
    await office.getByRole("button", { name: `Mark ${receipt} delivered` }).waitFor();
    await shot(office, "merch-orders-admin");

    // The buyer sees it shipped with its tracking, and has the e-mail.
    await buyer.reload();
    const order = buyer.getByRole("article", { name: `Order ${receipt}` });
    await order.getByText("Shipped", { exact: true }).waitFor();
    expect(await order.getByTestId("tracking-number").textContent()).toBe("1Z999AA10123456784");
    expect(await app.emailLink(email, /Tracking number: 1Z999AA10123456784/)).toBeTruthy();
    await shot(buyer, "merch-shipped");
    expect(errors).toEqual([]);
  });
});
