import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  withAppAndBrowser,
  ARTIFACTS_DIR,
  signInAt,
  signUpAndVerify,
  watchErrors,
  type RunningApp,
} from "./harness";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const TRADER = { name: "Pia Phone", email: "phone@example.com", password: "a long password 42" };

let app: RunningApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/**
 * The page's sideways scroll, and, when there is some, the deepest elements that reach past
 * the viewport (what to fix), so a failure says where.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > width) {
      // Inside a scroll container that fits, an element scrolls with it: not a culprit (unless
      // it is positioned outside it: an absolute element escapes a static scroll container).
      const clipped = (el: HTMLElement) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const overflow = getComputedStyle(a).overflowX;
          if (overflow !== "visible" && a.getBoundingClientRect().right <= width + 0.5)
            return getComputedStyle(el).position !== "absolute";
        }
        return false;
      };
      for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
        const box = el.getBoundingClientRect();
        if (box.right <= width + 0.5 || box.width === 0 || clipped(el)) continue;
        const inside = [...el.children].some(
          (c) => (c as HTMLElement).getBoundingClientRect().right > width + 0.5,
        );
        if (!inside)
          culprits.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} right=${Math.round(box.right)}`,
          );
        if (culprits.length >= 8) break;
      }
    }
    return { scrollWidth, culprits };
  });
}

describe("the arena on a phone and on a laptop", () => {
  it("fits 390 px with no sideways scroll, and shows the Markets' Day column whole at 1366 px", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpAndVerify(page, app, TRADER);
    await signInAt(page, app, TRADER, "/trading/arena");
    await page.getByRole("form", { name: "Order ticket" }).waitFor();
    await page.getByRole("heading", { name: "Markets" }).waitFor();
    // A position open, so the positions table is on the page too.
    await page.getByRole("button", { name: /^BTCUSD/ }).click();
    await page
      .getByRole("form", { name: "Order ticket" })
      .getByRole("button", { name: /^Buy .*BTCUSD$/ })
      .click();
    await page.getByRole("tab", { name: "Positions (1)" }).waitFor({ timeout: 15_000 });
    const phone = await sidewaysOverflow(page);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/arena-phone.png`, fullPage: true });
    expect(phone.culprits).toEqual([]);
    expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE.width);

    await page.setViewportSize(LAPTOP);
    const markets = page.getByRole("heading", { name: "Markets" }).locator("xpath=..");
    const day = markets.getByRole("columnheader", { name: "Day" });
    await day.waitFor();
    const figures = await markets.evaluate((section) => {
      const frame = section.getBoundingClientRect();
      const header = [...section.querySelectorAll("th")].find((th) => th.textContent === "Day")!;
      const cells = [...section.querySelectorAll("tbody tr")].map(
        (row) => row.lastElementChild!.getBoundingClientRect().right,
      );
      return {
        frameRight: frame.right,
        dayRight: header.getBoundingClientRect().right,
        cellsRight: Math.max(...cells),
        scrolls: section.scrollWidth > section.clientWidth,
      };
    });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/arena-1366.png` });
    expect(figures.scrolls).toBe(false);
    expect(figures.dayRight).toBeLessThanOrEqual(figures.frameRight);
    expect(figures.cellsRight).toBeLessThanOrEqual(figures.frameRight);
    expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(LAPTOP.width);
    expect(errors).toEqual([]);
  });
});
