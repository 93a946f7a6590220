import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BROWSER_STORAGE_USES, STORAGE_KEYS } from "../../../lib/browser-storage";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

async function openLegal(path: string, title: string) {
  createFakeApi().install();
  renderApp(path);
  const heading = await screen.findByRole("heading", { level: 1, name: title });
  const main = screen.getByRole("main");
  const sections = within(main)
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
  return { heading, text: main.textContent ?? "", main, sections };
}

describe("terms of service", () => {
  it("say what the product does: fees are charged, payouts are credited and not transferred during the beta", async () => {
    const { text, sections, main } = await openLegal("/legal/terms", "Terms of Service");
    expect(text).toContain("Version 2 · public beta");
    // The untrue sentence of version 1 is gone, and nothing says the challenges are free.
    expect(text).not.toMatch(/no challenge fees|everything is free|no payouts are made/i);
    expect(text).toContain("The challenge fee is real money, paid by card when you buy.");
    expect(text).toContain("Challenges are not free: buying one charges its fee to your card");
    expect(text).toContain(
      "during the beta no real money is transferred to traders: a transfer request marked paid is recorded in our ledger, not sent.",
    );
    expect(sections).toEqual([
      "1. Who we are and what these terms cover",
      "2. Virtual money, simulated market",
      "3. The public beta",
      "4. Your account",
      "5. Buying a challenge",
      "6. Refunds",
      "7. Challenges, rules and funded accounts",
      "8. Where fees go, and weekly payouts",
      "9. Transfer requests",
      "10. Ending your use",
      "11. Liability",
      "12. Changes and contact",
    ]);
    expect(text).toContain(
      "A refund (ours, or one made through the card processor) closes the account the purchase opened, reverses exactly what the purchase booked in our ledger",
    );
    expect(text).toContain(
      "25% to expenses, 5% to the jackpot pool and 70% to the weekly payout budget",
    );
    expect(text).toContain("(at least $10)");
    const hrefs = within(main)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const href of ["/#Pricing", "/rules", "/payouts", "/dashboard/support"])
      expect(hrefs).toContain(href);
  });
});

describe("privacy policy", () => {
  it("lists every item the app keeps in the browser, and says there are no cookies", async () => {
    const { main, text } = await openLegal("/legal/privacy", "Privacy Policy");
    expect(text).toContain("sets no cookies and uses no analytics or advertising trackers");
    const items = within(main)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    for (const name of Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[])
      expect(items).toContain(`${STORAGE_KEYS[name]}: ${BROWSER_STORAGE_USES[name]}.`);
  });

  it("promises no deletion schedule it does not keep, and says what is public", async () => {
    const { text, sections } = await openLegal("/legal/privacy", "Privacy Policy");
    expect(text).not.toMatch(
      /2 years|6 years|5 years|12 months|30 days after|request logs: 30 days/,
    );
    expect(text).toContain("We do not delete data on a schedule yet");
    expect(text).toContain("The ledger and the admins’ audit log are append-only");
    expect(text).toContain("Your e-mail address is never shown.");
    expect(text).toContain(
      "Identity documents are reviewed by our own admins, not by an outside service",
    );
    expect(sections).toContain("4. What is public");
  });
});
