// `node --import tsx packages/web/scripts/take-screenshots.ts`: screenshots of the landing page at
// desktop (1440x900) and phone (390x844) widths into docs/screenshots/, with the beta notice closed.
import path from "node:path";
import { chromium } from "playwright-core";
import { startTarget } from "../../../bench/web";

const out = path.resolve(import.meta.dirname, "../../../docs/screenshots");
const target = await startTarget();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const shots = [
    { name: "landing-desktop", width: 1440, height: 900, fullPage: true },
    { name: "home", width: 1440, height: 900, fullPage: false },
    { name: "landing-phone", width: 390, height: 844, fullPage: true },
  ];
  for (const shot of shots) {
    // Reduced motion: scroll-in animations off, so a full-page shot shows every section.
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      reducedMotion: "reduce",
      deviceScaleFactor: 1,
    });
    await page.goto(`${target.url}/`);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    // Scroll through once so every section that loads its data when near the viewport does.
    for (let y = 0; y < 12_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page
      .locator("#Pricing table")
      .waitFor({ state: "attached", timeout: 8_000 })
      .catch(async () => console.log(await page.locator("#Pricing").innerText()));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, `${shot.name}.png`), fullPage: shot.fullPage });
    await page.close();
    console.log(`docs/screenshots/${shot.name}.png`);
  }
} finally {
  await browser.close();
  await target.stop();
}
