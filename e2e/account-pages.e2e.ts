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
withAppAndBrowser((started) => ({ app, browser } = started));

const email = "settings@example.com";
const password = "a good long password";
const newPassword = "plum orbit canyon seventeen";

const signIn = (page: Page, secret: string, next: string) =>
  signInAt(page, app, { email, password: secret }, next);

describe("the trader's account pages", () => {
  it("settings: two devices listed; changing the password signs the other one out", async () => {
    const laptop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(laptop);
    await signUpAndVerify(laptop, app, { name: "Sam Settings", email, password });
    await signIn(laptop, password, "/dashboard/settings");
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
    });
    const phone = await phoneContext.newPage();
    await signIn(phone, password, "/dashboard/settings");

    await laptop.reload();
    const sessions = laptop.getByRole("list", { name: "Signed-in sessions" });
    await sessions.getByText("Safari on iPhone").waitFor();
    await sessions.getByText("This device").waitFor();

    await laptop.getByLabel("Current password").fill(password);
    await laptop.getByLabel("New password", { exact: true }).fill(newPassword);
    await laptop.getByLabel("Confirm new password").fill(newPassword);
    await laptop.getByRole("button", { name: "Change password" }).click();
    await laptop.getByText("1 other session was signed out", { exact: false }).waitFor();
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);
    await laptop.screenshot({ path: `${ARTIFACTS_DIR}/settings-desktop.png`, fullPage: true });

    // The phone's session is gone: its next request sends it to sign in.
    await phone.reload();
    await phone.waitForURL(/\/auth\/signin/);
    await phoneContext.close();
    expect(errors).toEqual([]);
  });

  it("rules follow the chosen plan size; the FAQ searches all 18 questions", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page, newPassword, "/dashboard/rules");
    await page.getByText("= $216,000 closed balance", { exact: false }).waitFor();
    await page
      .getByRole("group", { name: "Account size" })
      .getByRole("button", { name: "5K", exact: true })
      .click();
    await page.waitForURL(/plan=5K/);
    await page.getByText("= $5,400 closed balance", { exact: false }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/rules-desktop.png`, fullPage: true });

    await page.goto(`${app.url}/dashboard/faq`);
    await page.getByText("18 questions").waitFor();
    await page.getByLabel("Search the FAQ").fill("drawdown");
    await expect
      .poll(async () =>
        Number((await page.getByText(/^\d+ questions?$/).innerText()).split(" ")[0]),
      )
      .toBeLessThan(18);
    expect(errors).toEqual([]);
  });
});
