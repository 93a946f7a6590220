import type { Browser, Page } from "playwright-core";
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

const A = { name: "Ada Author", email: "ada@example.com", password: "a good long password" };
const B = { name: "Ben Follower", email: "ben@example.com", password: "another long password" };

let app: RunningApp;
let browser: Browser;
// The test market control moves prices on request (refused in production, hence "test").
withAppAndBrowser((started) => ({ app, browser } = started), {
  NODE_ENV: "test",
  TEST_MARKET_CONTROL: "1",
});

const call = (token: string | null, method: string, route: string, body?: unknown) =>
  apiCall(app, token, method, route, body);

const tokenOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem("token"))) as string;

interface AccountRow {
  id: string;
  planId: string;
  phase: string;
  status: string;
}

async function accountsOf(token: string): Promise<AccountRow[]> {
  return (await call(token, "GET", "/accounts")).body.accounts as AccountRow[];
}

/** Buys a 5K challenge with the test processor's card page, as the browser would post it. */
async function buyChallenge(token: string, name: string): Promise<void> {
  const checkout = await call(token, "POST", "/checkout", { plan: "5K", acceptTerms: true });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.redirectUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      number: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
      name,
    }),
    redirect: "manual",
  });
  expect(paid.status).toBeLessThan(400);
  await expect.poll(async () => (await accountsOf(token)).length).toBe(2);
}

interface PositionRow {
  id: string;
  symbol: string;
  volume: number;
  copiedFrom?: { name: string; publicId: string } | null;
}

const positionsOf = async (token: string, accountId: string) =>
  (await call(token, "GET", `/accounts/${accountId}/positions`)).body.items as PositionRow[];

/** No sideways scrolling: the page fits the phone's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("openbook and social trading (issue 31)", () => {
  it("A publishes their Beta book; B follows and copies it; A's trade is copied and closed with B's; a breach's hash is the register's", async () => {
    const pageA = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pageB = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errorsA = watchErrors(pageA);
    const errorsB = watchErrors(pageB);

    // A signs up (a Beta account comes with it) and publishes the Beta book from its account page.
    await signUpAndVerify(pageA, app, A);
    await signInAt(pageA, app, A, "/dashboard/accounts");
    const tokenA = await tokenOf(pageA);
    const userA = (await call(tokenA, "GET", "/auth/check")).body.user.id as string;
    const betaA = (await accountsOf(tokenA)).find((a) => a.planId === "BETA")!;
    await pageA.goto(`${app.url}/dashboard/metrics/${userA}/${betaA.id}`);
    const publish = pageA.getByRole("switch", { name: "Publish this book" });
    await publish.click();
    await pageA.getByText("Saved", { exact: true }).waitFor();
    expect(await publish.isChecked()).toBe(true);
    await pageA.getByRole("link", { name: "See the public page" }).click();
    await pageA.waitForURL(/\/openbook\/[0-9a-f]{12}$/);
    const publicId = pageA.url().split("/").pop()!;
    // The heading holds the avatar's letter (hidden from readers) and the public name.
    const publicName = (
      await pageA.getByRole("heading", { level: 1 }).locator("span").last().innerText()
    ).trim();
    expect(publicName).not.toBe("");
    await pageA.getByText("This is your public page.").waitFor();

    // The book is in the public list.
    await pageA.goto(`${app.url}/openbook?phase=beta`);
    await pageA.getByRole("table", { name: "Public books" }).getByText(publicName).waitFor();

    // B signs up, buys a challenge too, follows A and starts copying A's Beta into B's Beta.
    await signUpAndVerify(pageB, app, B);
    await signInAt(pageB, app, B, "/dashboard/accounts");
    const tokenB = await tokenOf(pageB);
    const userB = (await call(tokenB, "GET", "/auth/check")).body.user.id as string;
    await buyChallenge(tokenB, B.name);
    const accountsB = await accountsOf(tokenB);
    const betaB = accountsB.find((a) => a.planId === "BETA")!;
    const challengeB = accountsB.find((a) => a.planId !== "BETA")!;

    await pageB.goto(`${app.url}/openbook/${publicId}`);
    await pageB.getByRole("checkbox", { name: "Also by e-mail" }).check();
    await pageB.getByRole("button", { name: "Follow", exact: true }).click();
    await pageB.getByText("Following", { exact: true }).waitFor();
    expect(await pageB.getByRole("switch", { name: "E-mail me their trades" }).isChecked()).toBe(
      true,
    );

    await pageB.getByRole("button", { name: "Copy Beta" }).click();
    const dialog = pageB.getByRole("dialog");
    const target = dialog.getByLabel("Your Beta account");
    await target.waitFor();
    // Only B's Beta account is offered, never the challenge.
    expect(
      await target
        .locator("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual([betaB.id]);
    await dialog.getByLabel("Daily loss cap ($)").fill("50000");
    await dialog.getByRole("button", { name: "Start copying" }).click();
    await pageB
      .getByRole("status")
      .filter({ hasText: `Copying ${publicName}` })
      .waitFor();
    await pageB.screenshot({ path: `${ARTIFACTS_DIR}/openbook-trader-page.png`, fullPage: true });

    // Copying into a challenge account is refused with a clear message: by the API, and in the
    // dialog when the server's refusal comes (the challenge forced into the form's choice).
    const refused = await call(tokenB, "POST", "/copy-subscriptions", {
      publicId,
      bookId: await pageB.locator("section[data-book]").first().getAttribute("data-book"),
      targetAccountId: challengeB.id,
      dailyLossCapCents: 100_000,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(String(refused.body.message)).toMatch(/Beta/);
    await pageB.getByRole("button", { name: "Copy Beta" }).click();
    await target.evaluate((select, id) => {
      const option = document.createElement("option");
      option.value = id;
      option.textContent = "Challenge (forced by the test)";
      select.appendChild(option);
    }, challengeB.id);
    await target.selectOption(challengeB.id);
    await dialog.getByRole("button", { name: "Start copying" }).click();
    const refusal = dialog.getByRole("alert").filter({ hasText: "Copying was refused" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(String(refused.body.message));
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // A opens a market order in the arena; within 2 s B's Beta holds a proportional copy.
    await pageA.goto(`${app.url}/trading/arena?account=${betaA.id}`);
    await pageA.getByRole("button", { name: /^BTCUSD/ }).click();
    const ticket = pageA.getByRole("form", { name: "Order ticket" });
    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).waitFor();
    const placedAt = Date.now();
    await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).click();
    await expect
      .poll(async () => (await positionsOf(tokenB, betaB.id)).length, {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(1);
    console.log(`openbook e2e: copy in B's Beta ${Date.now() - placedAt} ms after A's click`);
    const [sourcePosition] = await positionsOf(tokenA, betaA.id);
    const [copy] = await positionsOf(tokenB, betaB.id);
    expect(copy!.symbol).toBe("BTCUSD");
    // Equal equity, multiplier 1: the copy is the same size.
    expect(copy!.volume).toBe(sourcePosition!.volume);
    expect(copy!.copiedFrom?.publicId).toBe(publicId);

    await pageB.goto(`${app.url}/trading/arena?account=${betaB.id}`);
    await pageB
      .getByRole("table", { name: "Open positions" })
      .getByText(`Copied from ${publicName}`)
      .waitFor();

    // A closes; B's copy closes with it.
    await pageA.getByRole("button", { name: /^Close buy .* BTCUSD$/ }).click();
    await expect.poll(async () => (await positionsOf(tokenB, betaB.id)).length).toBe(0);

    // B's journal names A as the source of the copied trade.
    await pageB.goto(`${app.url}/dashboard/metrics/${userB}/${betaB.id}`);
    const journal = pageB.getByRole("table", { name: "Trade journal" });
    await journal.getByText(`Copied from ${publicName}`).waitFor();
    await pageB.screenshot({ path: `${ARTIFACTS_DIR}/openbook-journal-copy.png`, fullPage: true });

    // B's copies page lists the copying with its placed copy; B stops it before A's breach.
    await pageB.goto(`${app.url}/dashboard/copying`);
    const subscription = pageB.getByRole("article").first();
    await subscription.getByText("Copying", { exact: true }).waitFor();
    await subscription.getByText("Copy trades", { exact: true }).click();
    await subscription.getByRole("table", { name: "Copy trades" }).getByText("Placed").waitFor();
    await subscription.getByRole("button", { name: "Stop", exact: true }).click();
    await pageB.getByRole("dialog").getByRole("button", { name: "Stop copying" }).click();
    await subscription.getByText("Stopped: Stopped by you").waitFor();

    // A breach on A's Beta: about $120,000 of BTC bought, then the test market halves the price.
    const instruments = await call(tokenA, "GET", "/instruments");
    const btc = instruments.body.instruments.find((i: { symbol: string }) => i.symbol === "BTCUSD");
    const bought = await call(tokenA, "POST", `/accounts/${betaA.id}/orders`, {
      symbol: "BTCUSD",
      side: "buy",
      volume: Math.ceil((120_000 / btc.quote.ask) * 100) / 100,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const bid = Math.round(bought.body.order.fillPrice * 50) / 100;
    const moved = await call(tokenA, "POST", "/test/market/quote", {
      symbol: "BTCUSD",
      bid,
      ask: bid + 25,
    });
    expect(moved.body).toMatchObject({ published: true });
    await expect
      .poll(async () => (await call(tokenA, "GET", `/accounts/${betaA.id}`)).body.status)
      .toBe("failed");

    // The hash the trader's own account page computes in the browser from the evidence it shows
    // is the hash the public register lists.
    await pageA.goto(`${app.url}/dashboard/metrics/${userA}/${betaA.id}`);
    const card = pageA.getByRole("article", { name: "Daily loss limit" });
    const ownHash = (await card.getByTestId("published-evidence-hash").innerText()).trim();
    expect(ownHash).toMatch(/^[0-9a-f]{64}$/);
    await card.getByRole("link", { name: "Public register" }).click();
    await pageA.waitForURL(/\/openbook\/register$/);
    const registered = pageA.locator(`tr[data-hash="${ownHash}"]`);
    await registered.waitFor();
    expect((await registered.getByTestId("register-hash").innerText()).trim()).toBe(ownHash);
    expect(await registered.innerText()).toContain("Breach");
    // The trader's public page shows the same decision, and its check says Match.
    await pageA.goto(`${app.url}/openbook/${publicId}`);
    const publicCard = pageA.getByRole("article", { name: "Daily loss limit" });
    expect((await publicCard.getByTestId("published-evidence-hash").innerText()).trim()).toBe(
      ownHash,
    );
    await publicCard
      .getByRole("status", { name: "Evidence hash check" })
      .getByText(/^Match/)
      .waitFor();
    await pageA.screenshot({ path: `${ARTIFACTS_DIR}/openbook-register.png`, fullPage: true });

    // The tables hold every change so far (the breach's steps materialised behind the journal),
    // so each public page is rendered from the same rows on the server and in the browser.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${app.url}/api/health`);
          const body = (await res.json()) as { journal?: { behindEntries: number } };
          return body.journal?.behindEntries;
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    // The public pages on a phone, signed out: none wider than the screen.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errorsPhone = watchErrors(phone);
    for (const path of ["/openbook", `/openbook/${publicId}`, "/openbook/register", "/pools"]) {
      await phone.goto(`${app.url}${path}`);
      await phone.getByRole("heading", { level: 1 }).waitFor();
      await phone
        .getByRole("status")
        .filter({ hasText: /Loading/ })
        .waitFor({ state: "detached" });
      expect(await fitsWidth(phone), path).toBe(true);
    }
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/pools-phone.png`, fullPage: true });

    expect(errorsA).toEqual([]);
    expect(errorsB.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    expect(errorsPhone).toEqual([]);
  });
});
