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

const ENV = {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
  ADMIN_EMAIL: "ops@example.com",
  ADMIN_PASSWORD: "an admin password that is long",
};
const TRADER = {
  name: "Rey Reinstated",
  email: "rey@example.com",
  password: "a good long password",
};

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), ENV);

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);

describe("reinstating a daily-loss account", () => {
  it("an admin reinstates it from the back office, and the trader trades on it without failing again", async () => {
    // The trader's $1,000,000 Beta account fails its daily loss: BTC worth about $120,000 bought,
    // then the test market halves the price (crypto trades at any hour).
    const traderPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const traderErrors = watchErrors(traderPage);
    await signUpAndVerify(traderPage, app, TRADER);
    const token = (await call(null, "POST", "/auth/signin", TRADER)).body.token as string;
    const userId = (await call(token, "GET", "/auth/check")).body.user.id as string;
    const account = (await call(token, "GET", "/accounts")).body.accounts[0];
    const btc = (await call(token, "GET", "/instruments")).body.instruments.find(
      (i: { symbol: string }) => i.symbol === "BTCUSD",
    );
    const bought = await call(token, "POST", `/accounts/${account.id}/orders`, {
      symbol: "BTCUSD",
      side: "buy",
      volume: Math.ceil((120_000 / btc.quote.ask) * 100) / 100,
    });
    expect(bought.status).toBe(201);
    const half = Math.round(bought.body.order.fillPrice * 50) / 100;
    await call(token, "POST", "/test/market/quote", {
      symbol: "BTCUSD",
      bid: half,
      ask: half + 25,
    });
    const failed = (await call(token, "GET", `/accounts/${account.id}`)).body;
    expect(failed).toMatchObject({ status: "failed", evidence: { rule: "dailyLoss" } });
    expect(failed.balanceCents).toBeLessThan(95_000_000);

    // The operator reinstates it from the account's page, with a reason.
    const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const adminErrors = watchErrors(adminPage);
    await signInAt(
      adminPage,
      app,
      { email: ENV.ADMIN_EMAIL, password: ENV.ADMIN_PASSWORD },
      `/admin/user/${userId}/account/${account.id}`,
    );
    await adminPage.getByRole("article", { name: "Daily loss limit" }).waitFor();
    await adminPage.getByRole("button", { name: "Reinstate", exact: true }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Reinstate this account?" });
    await dialog.getByLabel("Reason").fill("The breaching price came from a test of the feed");
    await dialog.getByRole("button", { name: "Reinstate account" }).click();
    // The confirmation toast says what changed (the decisions list below says it too).
    await adminPage
      .getByRole("status")
      .getByText(/became \$1,000,000\.00/)
      .waitFor();
    // The trader's decisions list the act with the reason, above the breach.
    await adminPage
      .getByRole("article", { name: "Reinstated by our team" })
      .getByText("The breaching price came from a test of the feed")
      .waitFor();

    const reinstated = (await call(token, "GET", `/accounts/${account.id}`)).body;
    expect(reinstated).toMatchObject({
      status: "active",
      balanceCents: 100_000_000,
      objectives: { dailyLossFloorCents: 95_000_000 },
    });

    // The trader buys in the arena at the price that failed the account: accepted, and it stays active.
    await signInAt(traderPage, app, TRADER, `/trading/arena?account=${account.id}`);
    await traderPage.getByRole("button", { name: /^BTCUSD/ }).click();
    const ticket = traderPage.getByRole("form", { name: "Order ticket" });
    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).click();
    await traderPage.getByRole("tab", { name: "Positions (1)" }).waitFor({ timeout: 15_000 });
    const positions = (await call(token, "GET", `/accounts/${account.id}/positions`)).body;
    expect(positions.items).toHaveLength(1);
    // The same price again, then the feed's own ticks: nothing fails it.
    await call(token, "POST", "/test/market/quote", {
      symbol: "BTCUSD",
      bid: half,
      ask: half + 25,
    });
    const close = traderPage.getByRole("button", { name: /^Close buy .* BTCUSD$/ });
    const row = traderPage.locator("tr", { has: close });
    const first = await row.innerText();
    await expect.poll(() => row.innerText(), { timeout: 20_000, interval: 250 }).not.toBe(first);
    expect((await call(token, "GET", `/accounts/${account.id}`)).body.status).toBe("active");
    expect(traderErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
