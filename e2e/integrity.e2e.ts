import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  apiCall,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

const ADMIN = { email: "ops@example.com", password: "an admin password that is long" };
const TRADER = { name: "Hal Hedger", email: "hal@example.com", password: "a good long password" };

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);

/** Buys a 5K challenge with the test processor's card page, as the browser would post it. */
async function buyChallenge(token: string): Promise<void> {
  const checkout = await call(token, "POST", "/checkout", { plan: "5K", acceptTerms: true });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.redirectUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      number: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
      name: TRADER.name,
    }),
    redirect: "manual",
  });
  expect(paid.status).toBeLessThan(400);
  await expect
    .poll(async () => (await call(token, "GET", "/accounts")).body.accounts.length)
    .toBe(2);
}

async function openEurusd(token: string, accountId: string, side: "buy" | "sell") {
  const res = await call(token, "POST", `/accounts/${accountId}/orders`, {
    symbol: "EURUSD",
    side,
    volume: 0.5,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.position.id as string;
}

async function close(token: string, accountId: string, positionId: string) {
  const res = await call(token, "POST", `/accounts/${accountId}/positions/${positionId}/close`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const hedgingFlag = (page: Page) =>
  page.getByRole("article", { name: "Hedging across accounts flag" });

describe("integrity: a hedge across one person's accounts, appealed and cleared", () => {
  it("the trader sees the hedging flag naming the other account's trade, checks its hash and appeals; an admin clears it from the queue; the trader sees the decision", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await signUpAndVerify(page, app, TRADER);
    const token = (await call(null, "POST", "/auth/signin", TRADER)).body.token as string;
    const userId = (await call(token, "GET", "/auth/check")).body.user.id as string;
    await buyChallenge(token);
    const accounts = (await call(token, "GET", "/accounts")).body.accounts as {
      id: string;
      planId: string;
    }[];
    const beta = accounts.find((a) => a.planId === "BETA")!;
    const bought = accounts.find((a) => a.planId !== "BETA")!;

    // Opposite EURUSD trades of one size, opened together and closed together after the
    // sign-in: the flag's score is the share of the time either was open that both were, so
    // orders sent one after another on a loaded machine could fall under its threshold.
    const [long, short] = await Promise.all([
      openEurusd(token, beta.id, "buy"),
      openEurusd(token, bought.id, "sell"),
    ]);
    await signInAt(page, app, TRADER, `/dashboard/metrics/${userId}/${beta.id}`);
    await Promise.all([close(token, beta.id, long), close(token, bought.id, short)]);

    // The account page's integrity panel: the flag, naming the other account's trade.
    await expect
      .poll(
        async () =>
          (await call(token, "GET", `/accounts/${beta.id}/integrity`)).body.flags as {
            id: string;
            kind: string;
          }[],
        { timeout: 10_000 },
      )
      .toContainEqual(expect.objectContaining({ kind: "hedging" }));
    const flagId = (await call(token, "GET", `/accounts/${beta.id}/integrity`)).body.flags.find(
      (f: { kind: string }) => f.kind === "hedging",
    ).id as string;
    await page.reload();
    const card = hedgingFlag(page);
    await card.waitFor();
    await card.getByText("Holds", { exact: true }).waitFor();
    const other = card.locator(`tr[data-trade="${short}"]`);
    await expect.poll(() => other.textContent()).toContain("EURUSD");
    expect(await other.textContent()).toContain("Sell");
    expect(await card.locator(`tr[data-trade="${long}"]`).count()).toBe(1);

    // The evidence hash, computed in this browser.
    await card.getByRole("button", { name: "Check the evidence hash" }).click();
    await expect
      .poll(() => card.getByRole("status", { name: "Evidence hash check" }).textContent())
      .toContain("Match");

    // The appeal.
    const statement = "Both accounts are mine; I was testing the platform's two accounts.";
    await card.getByLabel("Your statement").fill(statement);
    await card.getByRole("button", { name: "Send the appeal" }).click();
    await card.getByText(statement).waitFor();

    // An admin: the queue, the flag's page, "cleared" with a reason.
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const adminErrors = watchErrors(admin);
    await signInAt(admin, app, ADMIN, "/admin/integrity");
    await admin.getByRole("link", { name: `Flag ${flagId}` }).click();
    await admin.waitForURL(`${app.url}/admin/integrity/${flagId}`);
    await admin.getByText(statement).waitFor();
    const decide = admin.getByRole("form", { name: "Decide this flag" });
    await decide.getByRole("radio", { name: /^Cleared/ }).check();
    await decide.getByLabel("Reason").fill("One person testing two accounts; no gain was made.");
    await decide.getByRole("button", { name: "Decide" }).click();
    await admin.getByText("Decision:").first().waitFor();

    // The trader sees the decision, and the hold is gone.
    await page.reload();
    await hedgingFlag(page).getByText("Decision:").waitFor();
    expect(await hedgingFlag(page).textContent()).toContain("Cleared");
    expect(await hedgingFlag(page).getByText("Holds", { exact: true }).count()).toBe(0);

    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
