import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

const ADMIN = { email: "boss@example.com", password: "admin password 123" };
let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("a newcomer's first visit", () => {
  it("signs up, verifies through the outbox, signs in, opens a protected page, signs out; /admin sends a trader home", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const email = "newcomer@example.com";
    const password = "a good long password";

    // A protected page first: the guard sends us to sign in and remembers where we were going.
    await page.goto(`${app.url}/dashboard/settings`);
    await page.waitForURL(/\/auth\/signin\?redirect=/);

    await page.goto(`${app.url}/auth/signup`);
    await page.getByLabel("Name").fill("Nia Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`**/auth/verify-email/${encodeURIComponent(email)}`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Check your inbox" }).count())
      .toBe(1);

    // Without SMTP the email is printed to the server log; its link is the real one.
    const link = await app.emailLink(email, /http:\/\/\S+\/auth\/verify\/email\/[0-9a-f]{64}/);
    expect(link.startsWith(app.url)).toBe(true);
    await page.goto(link);
    await page.getByRole("heading", { name: "Email verified" }).waitFor();

    await page.goto(`${app.url}/dashboard/settings`);
    await page.waitForURL(/\/auth\/signin\?redirect=/);
    await signIn(page, email, password);
    await page.waitForURL(`${app.url}/dashboard/settings`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[0-9a-f]{64}$/);

    // A trader asking for the admin area is sent home.
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/`);
    // The beta notice opens on the home page; its Close button dismisses it.
    const beta = page.getByRole("dialog", { name: "We are currently in Beta!" });
    await beta.waitFor();
    await beta.getByRole("button", { name: "Close" }).click();
    await beta.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto(`${app.url}/dashboard/profile`);
    await page.waitForURL(/\/auth\/signin/);

    expect(errors).toEqual([]);
  });

  it("an e-mail change sends the old address an undo link, which moves the account back with a new password", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const owner = {
      name: "Olga Owner",
      email: "olga@example.com",
      password: "a good long password",
    };
    const moved = "olga.moved@example.com";
    const newPassword = "another good long password";
    await signUpAndVerify(page, app, owner);
    await signInAt(page, app, owner, "/dashboard/settings");

    const emailSection = page.getByRole("region", { name: "E-mail address" });
    await emailSection.getByLabel("New e-mail address").fill(moved);
    await emailSection.getByLabel("Your password").fill(owner.password);
    await emailSection.getByRole("button", { name: "Change e-mail address" }).click();
    await page.goto(await app.emailLink(moved, /http:\/\/\S+\/auth\/change-email\/[0-9a-f]{64}/));
    await page.getByRole("heading", { name: "E-mail address changed" }).waitFor();

    // The old address is told, with a link that undoes the move.
    await page.goto(
      await app.emailLink(owner.email, /http:\/\/\S+\/auth\/undo-email-change\/[0-9a-f]{64}/),
    );
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Undo the change and set password" }).click();
    await page.waitForURL(`${app.url}/auth/signin`);
    await page.getByText(`Your account uses ${owner.email} again.`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await signIn(page, owner.email, newPassword);
    await page.waitForURL(`${app.url}/dashboard/profile`);
    expect(errors).toEqual([]);
  });

  it("the ADMIN_EMAIL admin reaches the admin dashboard through /admin", async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(/\/auth\/signin\?redirect=/);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${app.url}/admin/dashboard`);
    await page.getByRole("link", { name: "Users" }).first().waitFor();
  });

  it("unknown paths show the 404 page and unknown API paths a JSON 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    const api = await fetch(`${app.url}/api/no/such/thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
