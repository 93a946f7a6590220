import type { Browser } from "playwright-core";
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
withAppAndBrowser((started) => ({ app, browser } = started));

describe("trading arena", () => {
  it("sign up, verify, open the arena, have an order refused by its code, buy BTCUSD, watch the position move, close it, find it in history", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const email = "arena@example.com";
    const password = "a good long password";

    await signUpAndVerify(page, app, { name: "Ari Arena", email, password });

    await signInAt(page, app, { email, password }, "/trading/arena");

    // Crypto trades around the clock, so the test does not depend on the day it runs.
    await page.getByRole("button", { name: /^BTCUSD/ }).click();
    const ticket = page.getByRole("form", { name: "Order ticket" });
    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).waitFor();

    // A stop loss off BTCUSD's 0.01 tick passes the ticket's own checks; the engine refuses it
    // with STOP_LOSS_OFF_TICK, and the ticket flags the stop loss by that code.
    const stopLoss = ticket.getByLabel("Stop loss");
    await stopLoss.fill("1.001");
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && /\/orders$/.test(r.url())),
      ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).click(),
    ]);
    expect(refusal.status()).toBe(400);
    expect(await refusal.json()).toMatchObject({ code: "STOP_LOSS_OFF_TICK" });
    await expect.poll(() => stopLoss.getAttribute("aria-invalid")).toBe("true");
    expect(await ticket.getByRole("alert").innerText()).toMatch(/not a multiple of the tick size/);
    expect(await ticket.getByLabel("Volume (lots)").getAttribute("aria-invalid")).toBe("false");
    await stopLoss.fill("");

    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).click();

    const positionsTab = page.getByRole("tab", { name: "Positions (1)" });
    await positionsTab.waitFor({ timeout: 15_000 });
    const closeButton = page.getByRole("button", { name: /^Close buy .* BTCUSD$/ });
    await closeButton.waitFor();

    // The position is valued live: its row changes as ticks arrive.
    const row = page.locator("tr", { has: closeButton });
    const first = await row.innerText();
    await expect.poll(() => row.innerText(), { timeout: 20_000, interval: 250 }).not.toBe(first);

    await page.screenshot({ path: `${ARTIFACTS_DIR}/arena-desktop.png` });
    await closeButton.click();
    await page.getByRole("tab", { name: "Positions" }).waitFor();
    await page.getByRole("tab", { name: "History" }).click();
    const history = page.getByRole("tabpanel");
    await history.getByText("BTCUSD").first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem("token"));
    const accounts = await (
      await fetch(`${app.url}/api/accounts`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const trades = await (
      await fetch(`${app.url}/api/accounts/${accounts.accounts[0].id}/trades`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(trades.items).toHaveLength(1);
    expect(trades.items[0]).toMatchObject({ symbol: "BTCUSD", side: "buy", reason: "manual" });
    expect(accounts.accounts[0].balanceCents).toBe(100_000_000 + trades.items[0].pnlCents);
    expect(
      errors.filter((e) => !e.includes("the server responded with a status of 400 (Bad Request)")),
    ).toEqual([]);
  });
});
