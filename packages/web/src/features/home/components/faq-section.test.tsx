import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "@proparena/domain/backoffice/faq";
import { FaqSection } from "./faq-section";

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqSection />
    </MemoryRouter>,
  );
}

const questions = () => document.querySelectorAll("li button[aria-expanded]").length;

describe("FAQ", () => {
  it("has 18 real questions, each with an answer", () => {
    expect(FAQ_ITEMS).toHaveLength(18);
    for (const item of FAQ_ITEMS) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(40);
    }
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(18);
  });

  it("toggles between 6 and 18 questions", () => {
    renderFaq();
    expect(questions()).toBe(6);
    fireEvent.click(screen.getByRole("button", { name: "Show all 18 questions" }));
    expect(questions()).toBe(18);
    fireEvent.click(screen.getByRole("button", { name: "Show 6 questions" }));
    expect(questions()).toBe(6);
  });

  it("shows an answer on hover, on focus and on click", () => {
    renderFaq();
    const [first, second, third] = Array.from(
      document.querySelectorAll<HTMLElement>("li button[aria-expanded]"),
    );
    const answerOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(answerOf(first!).hidden).toBe(true);
    fireEvent.mouseEnter(first!.closest("li")!);
    expect(first!.getAttribute("aria-expanded")).toBe("true");
    expect(answerOf(first!).hidden).toBe(false);
    expect(answerOf(first!).textContent).toBe(FAQ_ITEMS[0]!.answer);
    fireEvent.focus(second!);
    expect(answerOf(second!).hidden).toBe(false);
    expect(answerOf(first!).hidden).toBe(true);
    fireEvent.click(third!);
    expect(answerOf(third!).hidden).toBe(false);
  });

  it("shows the constellation while 'General FAQ' is hovered", () => {
    renderFaq();
    const constellation = screen.getByTestId("constellation");
    expect(constellation.getAttribute("data-shown")).toBe("false");
    const heading = screen.getByRole("heading", { name: "General FAQ" });
    fireEvent.mouseEnter(heading.parentElement!);
    expect(constellation.getAttribute("data-shown")).toBe("true");
    fireEvent.mouseLeave(heading.parentElement!);
    expect(constellation.getAttribute("data-shown")).toBe("false");
  });

  it("offers 'Go to Full FAQ' and a call to action", () => {
    renderFaq();
    expect(screen.getByRole("link", { name: "Go to Full FAQ" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Trading" }).getAttribute("href")).toBe(
      "/trading/arena",
    );
    expect(screen.getByRole("link", { name: "Learn more" })).toBeTruthy();
  });
});
