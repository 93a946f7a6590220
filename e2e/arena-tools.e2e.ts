import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  apiCall,
  ARTIFACTS_DIR,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
});

describe("arena tools", () => {
  it("adds an RSI and a trend line that are there after a reload; a price alert fires by e-mail with the page closed", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const email = "tools@example.com";
    const password = "a good long password";
    await signUpAndVerify(page, app, { name: "Tia Tools", email, password });
    await signInAt(page, app, { email, password }, "/trading/arena");
    const chart = page.getByTestId("price-chart");
    await chart.waitFor({ timeout: 20_000 });

    // An RSI from the Indicators menu.
    await page.getByRole("button", { name: "Indicators" }).click();
    const menu = page.getByRole("region", { name: "Indicators" });
    await menu.getByLabel("Add an indicator").selectOption("rsi");
    await menu.getByRole("button", { name: "Add" }).click();
    await menu.getByRole("form", { name: "RSI 14" }).waitFor();
    await page.getByRole("button", { name: /^Indicators/ }).click();

    // A trend line: two clicks on the prices (the upper part of the chart).
    await page.getByRole("button", { name: "Trend line" }).click();
    const box = (await chart.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.2);
    await page.getByText("Click the trend line's second point.").waitFor();
    await page.waitForTimeout(500);
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.35);
    const drawings = page.getByRole("list", { name: "Drawings" });
    await drawings.getByText(/^Trend /).waitFor();

    // After a reload, both are there: the menu lists the RSI and the chart's list the line.
    await page.reload();
    await chart.waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Indicators (1)" }).click();
    await page.getByRole("region", { name: "Indicators" }).getByText("RSI 14").first().waitFor();
    await page
      .getByRole("list", { name: "Drawings" })
      .getByText(/^Trend /)
      .waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/arena-tools.png` });
    await page.getByRole("button", { name: /^Indicators/ }).click();

    // A price alert 100 pips above the bid, by e-mail.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const instruments = await apiCall(app, token, "GET", "/instruments");
    const eurusd = instruments.body.instruments.find(
      (i: { symbol: string }) => i.symbol === "EURUSD",
    );
    const target = Math.round((eurusd.quote.bid + 0.01) * 1e5) / 1e5;
    await page.getByRole("tab", { name: "Alerts" }).click();
    const form = page.getByRole("form", { name: "New price alert" });
    await form.getByLabel("When the bid").selectOption("crossesAbove");
    await form.getByLabel("Alert price").fill(target.toFixed(5));
    expect(await form.getByLabel("Also e-mail me").isChecked()).toBe(true);
    await form.getByRole("button", { name: "Set alert" }).click();
    await page
      .getByRole("region", { name: "Active alerts" })
      .getByText(/rises to/)
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // With the page closed, the market moves past it: the server fires it and e-mails.
    const moved = await apiCall(app, null, "POST", "/test/market/quote", {
      symbol: "EURUSD",
      bid: target + 0.0005,
      ask: target + 0.0006,
    });
    expect(moved.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let mail: { subject?: string; text?: string } | undefined;
    while (!mail && Date.now() < deadline) {
      mail = app.logs
        .map((entry) => entry.mail as { to?: string; subject?: string; text?: string } | undefined)
        .find((m) => m?.to === email && m.subject?.startsWith("EURUSD rose to"));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toBe(`EURUSD rose to ${target.toFixed(5)}`);
    expect(mail?.text).toContain("Your price alert on EURUSD above");
    const alerts = await apiCall(app, token, "GET", "/alerts");
    expect(alerts.body.alerts[0]).toMatchObject({ status: "triggered", price: target });
  });
});
