import path from "node:path";
import { addWeeks, weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProfitableWeek } from "./seed-week";
import { appReady, launchBrowser, startApp, watchErrors, type RunningApp } from "./harness";

// Last week, a funded trader made $1,000 and someone bought a $200,000 challenge. The server
// was down over Monday 00:00: on start it settles the missed week, and the payouts page proves
// each payout in the browser.
const apps: RunningApp[] = [];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The newest first: both share one data dir, which the crashed one's stop would remove under
  // the running one (ENOTEMPTY while it writes).
  for (const app of apps.reverse()) await app.stop();
});

async function seedLastWeek(dataDir: string, email: string) {
  const lastWeek = addWeeks(weekKeyOf(Date.now(), "UTC"), -1);
  const { start } = weekBounds(lastWeek, "UTC");
  await seedProfitableWeek(dataDir, email, {
    accountAt: start + 3_600_000,
    purchaseAt: start + 2 * 86_400_000,
  });
  return lastWeek;
}

describe("the payouts page", () => {
  it("shows the missed week settled at start, and verifies its proofs in the browser", async () => {
    const first = await startApp();
    apps.push(first);
    const email = "paid@example.com";
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a good long password", name: "Paula Paid" }),
    });
    expect(signup.status).toBe(201);
    await first.crash();
    const week = await seedLastWeek(first.dataDir, email);

    const app = await startApp({}, { dataDir: first.dataDir });
    apps.push(app);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${app.url}/payouts`);
    const weekButton = page.getByRole("button", { pressed: true });
    await weekButton.waitFor({ timeout: 20_000 });
    // The server's HTML shows the buttons at once; they work once the app has taken over.
    await appReady(page);
    // W = $1,000, budget $551.60 -> PM 55%, $550.00 paid; the dollar jackpot $15.76 (no
    // closed trade, so no percent jackpot: it rolls into the cumulative one).
    await page.getByRole("cell", { name: "55%" }).waitFor();
    const credits = page.getByRole("table", { name: `Payouts of the week of ${week}` });
    await credits.getByText("$550.00").waitFor();
    expect(await credits.getByText("$15.76").count()).toBe(1);
    expect(await credits.textContent()).not.toContain("@");

    await credits
      .getByRole("button", { name: /^Verify/ })
      .first()
      .click();
    await credits.getByText("✓ in the tree").waitFor();

    // A downloaded proof checks out; the same proof with another amount does not.
    const download = page.waitForEvent("download");
    await credits.getByRole("button", { name: "Proof" }).first().click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const proof = JSON.parse(readFileSync(file, "utf8")) as { leaf: [string, string] };
    const checker = page.getByLabel("Check a payout proof");
    await checker.fill(JSON.stringify(proof));
    await page.getByRole("button", { name: "Check proof" }).click();
    await page.getByText("Valid: this payout is in the week's published tree.").waitFor();
    await checker.fill(
      JSON.stringify({ ...proof, leaf: [proof.leaf[0], String(Number(proof.leaf[1]) + 100)] }),
    );
    await page.getByRole("button", { name: "Check proof" }).click();
    await page.getByText("Not valid: this payout is not in the tree with that root.").waitFor();
    await page.screenshot({
      path: path.resolve(import.meta.dirname, ".artifacts/payouts.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
});
