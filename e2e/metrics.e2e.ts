import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
  ARTIFACTS_DIR,
} from "./harness";

let app: RunningApp;
let browser: Browser;
// The test market control moves prices on request (refused in production, hence "test").
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
});

const api = async (page: Page, method: string, path: string, body?: unknown) => {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
};

/** No sideways scrolling: the page fits the phone's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("account metrics", () => {
  it("a trade reaches the journal and the curve; a forced breach is a notice in the arena and an e-mail, whose link shows its evidence, and replay gives the same decision", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const email = "metrics@example.com";
    const password = "a good long password";
    await signUpAndVerify(page, app, { name: "Mia Metrics", email, password });

    await signInAt(page, app, { email, password }, "/trading/arena");

    // One trade in the arena: buy BTCUSD, close it.
    await page.getByRole("button", { name: /^BTCUSD/ }).click();
    const ticket = page.getByRole("form", { name: "Order ticket" });
    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).click();
    const closeButton = page.getByRole("button", { name: /^Close buy .* BTCUSD$/ });
    await closeButton.waitFor({ timeout: 15_000 });
    await closeButton.click();
    await page.getByRole("tab", { name: "Positions" }).waitFor();

    // The accounts page lists the Beta account; its metrics show the trade.
    await page.goto(`${app.url}/dashboard/accounts`);
    await page
      .getByRole("link", { name: /^Metrics of/ })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/metrics\/[^/]+\/[^/]+$/);
    await page.getByRole("heading", { name: "Objectives" }).waitFor();
    const journal = page.getByRole("table", { name: "Trade journal" });
    await journal.getByText("BTCUSD").first().waitFor();
    expect(await journal.locator("tbody tr").count()).toBe(1);
    // The curve is drawn by the chart library on a canvas, once the charts come into view.
    await page.getByRole("heading", { name: "Balance and equity" }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("canvas").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/metrics-desktop.png`, fullPage: true });

    // Force a breach, watched from the arena: BTC worth about $120,000 bought, then the test
    // market halves the price: a loss of about $60,000, past the $50,000 daily limit and short of
    // the $100,000 max loss.
    const [userId, accountId] = page.url().split("/").slice(-2) as [string, string];
    await page.goto(`${app.url}/trading/arena`);
    await page.getByRole("form", { name: "Order ticket" }).waitFor();
    const instruments = await api(page, "GET", "/instruments");
    const btc = instruments.body.instruments.find((i: { symbol: string }) => i.symbol === "BTCUSD");
    const bought = await api(page, "POST", `/accounts/${accountId}/orders`, {
      symbol: "BTCUSD",
      side: "buy",
      volume: Math.ceil((120_000 / btc.quote.ask) * 100) / 100,
    });
    expect(bought.status).toBe(201);
    const bid = Math.round(bought.body.order.fillPrice * 50) / 100;
    const moved = await api(page, "POST", "/test/market/quote", {
      symbol: "BTCUSD",
      bid,
      ask: bid + 25,
    });
    expect(moved.body).toMatchObject({ published: true });
    const account = await api(page, "GET", `/accounts/${accountId}`);
    expect(account.body.status).toBe("failed");

    // The breach notice: a toast in the arena whose link opens the decision's evidence, the
    // header's count, and an e-mail with the same link in the outbox (the log, without SMTP).
    const title = "Your Beta account failed: daily loss limit";
    const toast = page.getByRole("alert").filter({ hasText: title });
    await toast.waitFor();
    await page.getByRole("button", { name: "Notices, 1 unread" }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/arena-breach-notice.png` });
    const evidenceLink = new RegExp(
      `/dashboard/metrics/${userId}/${accountId}#decision-[0-9a-f-]{36}$`,
    );
    await expect
      .poll(() =>
        app.logs.find((entry) => {
          const mail = entry.mail as { to?: string; subject?: string } | undefined;
          return mail?.to === email && mail.subject === title;
        }),
      )
      .toBeTruthy();
    expect(await app.emailLink(email, /http:\/\/\S+#decision-\S+/)).toMatch(evidenceLink);
    await toast.getByRole("link", { name: "See the evidence" }).click();
    await page.waitForURL(evidenceLink);
    const card = page.getByRole("article", { name: "Daily loss limit" });
    await card.waitFor();
    await card
      .getByText(`BTCUSD · bid ${bid.toLocaleString("en-US", { minimumFractionDigits: 2 })}`, {
        exact: false,
      })
      .waitFor();
    await card.getByRole("button", { name: "Replay" }).click();
    await card.getByText("Same decision", { exact: true }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/metrics-breach.png`, fullPage: true });

    // On a phone: the accounts as cards and the metrics page, neither wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/dashboard/accounts`);
    await page.getByRole("list", { name: "Your accounts" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/accounts-phone.png`, fullPage: true });
    await page.goBack();
    await page.getByRole("article", { name: "Daily loss limit" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
