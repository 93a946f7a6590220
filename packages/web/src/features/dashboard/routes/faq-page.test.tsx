import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "@proparena/domain/faq";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

async function openFaq() {
  const api = createFakeApi().install();
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

  it("filters questions and answers as you type, ignoring case, with the count", async () => {
    const app = await openFaq();
    const search = screen.getByRole("searchbox", { name: "Search the FAQ" });

    await app.user.type(search, "DRAWDOWN");
    expect(questions()).toEqual(["What is the difference between fixed and relative drawdown?"]);
    expect(count()).toBe("1 question");

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
