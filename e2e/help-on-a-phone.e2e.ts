import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  apiCall,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

const PHONE = { width: 390, height: 844 };
const TRADER = {
  name: "Lena Lindqvist",
  email: "lena@example.com",
  password: "a long password 42",
};

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
});

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);

describe("on a phone: the leaderboard, and help that answers from the trader's account", () => {
  it("shows every column of a leaderboard row at 390 px, then tells the trader why their account failed and when they get paid", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpAndVerify(page, app, TRADER);

    // The new Beta account is a phase I challenger: its card shows every column on screen.
    await page.goto(`${app.url}/leaderboard?board=phase-1`);
    const cards = page.getByRole("list", { name: "Phase 1 Challengers leaderboard" });
    const card = cards.getByRole("listitem").filter({ hasText: "Lena L." });
    await card.waitFor();
    for (const text of ["#1", "Lena L.", "Plan", "Beta", "Phase", "Phase I", "Progress to target"])
      expect(await card.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByRole("table").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // A daily-loss breach: BTC worth about $120,000 bought, then the test market halves it.
    const token = (await call(null, "POST", "/auth/signin", TRADER)).body.token as string;
    const account = (await call(token, "GET", "/accounts")).body.accounts[0];
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

    // The support page answers at once, from the stored decision.
    await signInAt(page, app, TRADER, "/dashboard/support");
    const ask = page.getByRole("searchbox", { name: "Ask a question" });
    await ask.fill("why did my account fail");
    const mine = page.getByRole("region", { name: "From your account" });
    await mine.getByText(/^Your Beta Phase I account failed on /).waitFor();
    expect(await mine.textContent()).toMatch(/fell below the daily loss floor \$950,000\.00/);
    await mine.getByRole("link", { name: "See the evidence" }).click();
    await page.waitForURL(new RegExp(`/dashboard/metrics/[^/]+/${account.id}$`));

    await page.goto(`${app.url}/dashboard/support`);
    await page.getByRole("searchbox", { name: "Ask a question" }).fill("when do I get paid");
    await page
      .getByRole("region", { name: "From your account" })
      .getByText(/The next settlement is Monday, .+ at 00:00 UTC, in /)
      .waitFor();

    // A new ticket says how soon a person answers: no ticket has been answered yet, so the
    // stated service level, said as such.
    await page
      .getByRole("button", { name: /New ticket|Open your first ticket/ })
      .first()
      .click();
    await page.getByText(/We answer within two business days \(our stated service level/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
