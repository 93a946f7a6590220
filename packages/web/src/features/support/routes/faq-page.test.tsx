import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "@proparena/domain/faq";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { serveHelp, WHY_FAILED } from "../testing/sample-help";

async function openFaq(help: Parameters<typeof serveHelp>[1] = {}) {
  const api = createFakeApi();
  serveHelp(api, help);
  api.install();
  const app = renderApp("/dashboard/faq", { token: api.sessionFor(api.users[0]!) });
  await screen.findByRole("heading", { level: 1, name: "FAQ" });
  return app;
}

const questionButtons = () =>
  within(screen.getByRole("list", { name: "Questions" })).getAllByRole("button");

/** The questions listed, as read out (the decorative "+" of each button left out). */
const questions = () =>
  questionButtons().map((button) => {
    const copy = button.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent;
  });

const count = () => screen.getByText(/^\d+ questions?$/).textContent;

describe("FAQ page", () => {
  it("lists every question of the shared FAQ, answers closed", async () => {
    await openFaq();
    expect(questions()).toEqual(FAQ_ITEMS.map((item) => item.question));
    expect(questions()).toHaveLength(18);
    expect(count()).toBe("18 questions");
    for (const button of questionButtons())
      expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("filters questions and answers as you type, best first, ignoring case, with the count", async () => {
    const app = await openFaq();
    const search = screen.getByRole("searchbox", { name: "Search the FAQ" });

    // The question that names it first; a drawdown is a loss limit, so that one follows.
    await app.user.type(search, "DRAWDOWN");
    expect(questions()).toEqual([
      "What is the difference between fixed and relative drawdown?",
      "How is the daily loss limit checked?",
    ]);
    expect(count()).toBe("2 questions");

    // Found in an answer only: "KYC" is in "Do I need to verify my identity?".
    await app.user.clear(search);
    await app.user.type(search, "kyc");
    expect(questions()).toEqual(["Do I need to verify my identity?"]);

    await app.user.clear(search);
    await app.user.type(search, "payout");
    const payout = questionButtons().length;
    expect(payout).toBeGreaterThan(1);
    expect(payout).toBeLessThan(18);
    expect(count()).toBe(`${payout} questions`);

    await app.user.clear(search);
    expect(questionButtons()).toHaveLength(18);
  });

  it("answers the same question from the trader's own account and the rules, without repeating the FAQ", async () => {
    const app = await openFaq({
      personal: (q) => (/fail/.test(q) ? [WHY_FAILED] : []),
      rules: (q) =>
        /fail/.test(q)
          ? [
              {
                id: "rules-breach",
                source: "rules",
                title: "Breach",
                text: "Breach: equity falls below a floor.",
                href: "/dashboard/rules#rules",
              },
            ]
          : [],
    });
    await app.user.type(
      screen.getByRole("searchbox", { name: "Search the FAQ" }),
      "why did my account fail",
    );
    const mine = await screen.findByRole("region", { name: "From your account" });
    expect(within(mine).getByText(WHY_FAILED.text)).toBeTruthy();
    expect(within(mine).getByRole("link", { name: "See the evidence" }).getAttribute("href")).toBe(
      "/dashboard/metrics/u_1/acc_1",
    );
    const rules = screen.getByRole("region", { name: "From the rules" });
    expect(
      within(rules)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["RulesBreachBreach: equity falls below a floor.Read it on the rules page"]);
    // The FAQ's own hits are in the list below, not repeated above it.
    expect(questions()).toContain("What happens if I break a rule?");
    expect(within(rules).queryByText("What happens if I break a rule?")).toBeNull();
  });

  it("says so when nothing matches, with links to support and contact", async () => {
    const app = await openFaq();
    await app.user.type(screen.getByRole("searchbox", { name: "Search the FAQ" }), "dividends");
    expect(count()).toBe("0 questions");
    expect(screen.queryByRole("list", { name: "Questions" })).toBeNull();
    expect(screen.getByText(/No question matches “dividends”/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "support request" }).getAttribute("href")).toBe(
      "/dashboard/support",
    );
    expect(screen.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe(
      "/contact",
    );
  });

  it("toggles an answer open and closed with its button", async () => {
    const app = await openFaq();
    const item = FAQ_ITEMS[9]!;
    const button = screen.getByRole("button", { name: item.question });
    const answer = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(answer.hidden).toBe(true);
    expect(screen.queryByRole("region", { name: item.question })).toBeNull();

    await app.user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole("region", { name: item.question }).textContent).toBe(item.answer);
    expect(screen.getByRole("heading", { level: 2, name: item.question })).toBeTruthy();

    // Another answer opens beside it; a second click closes the first.
    await app.user.click(screen.getByRole("button", { name: FAQ_ITEMS[0]!.question }));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await app.user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(answer.hidden).toBe(true);
  });

  it("keeps an open answer open while the search narrows the list", async () => {
    const app = await openFaq();
    const question = "What is the difference between fixed and relative drawdown?";
    await app.user.click(screen.getByRole("button", { name: question }));
    await app.user.type(screen.getByRole("searchbox", { name: "Search the FAQ" }), "relative");
    expect(screen.getByRole("button", { name: question }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });
});
