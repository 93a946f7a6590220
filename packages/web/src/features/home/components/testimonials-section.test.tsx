import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROTATION_MS, TestimonialsSection } from "./testimonials-section";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const activeName = () =>
  screen
    .getAllByRole("button")
    .find((button) => button.getAttribute("aria-pressed") === "true")
    ?.textContent?.replace(/^.\s*/, "");

const cardTitle = () => document.querySelector("#jackpot-card h3")!.textContent;

describe("Jackpot Winners", () => {
  it("shows the three jackpot categories and says honestly that no one has won yet", () => {
    render(<TestimonialsSection />);
    expect(screen.getByRole("heading", { name: "Jackpot Winners" })).toBeTruthy();
    for (const name of [
      "Highest Percentage Gain Jackpot",
      "Highest Dollar Gain Jackpot",
      "Cumulative Jackpot",
    ])
      expect(screen.getByRole("button", { name: new RegExp(name) })).toBeTruthy();
    expect(
      screen.getByText(/first winners are announced after the first weekly payout/),
    ).toBeTruthy();
  });

  it("rotates every 3200 ms and wraps around", () => {
    render(<TestimonialsSection />);
    expect(cardTitle()).toBe("Highest Percentage Gain Jackpot");
    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(cardTitle()).toBe("Highest Percentage Gain Jackpot");
    act(() => vi.advanceTimersByTime(1));
    expect(cardTitle()).toBe("Highest Dollar Gain Jackpot");
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(cardTitle()).toBe("Cumulative Jackpot");
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(cardTitle()).toBe("Highest Percentage Gain Jackpot");
    expect(activeName()).toMatch(/Highest Percentage Gain Jackpot/);
  });

  it("stops rotating when a jackpot button is hovered", () => {
    render(<TestimonialsSection />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: /Cumulative Jackpot/ }));
    expect(cardTitle()).toBe("Cumulative Jackpot");
    act(() => vi.advanceTimersByTime(ROTATION_MS * 5));
    expect(cardTitle()).toBe("Cumulative Jackpot");
  });

  it("resumes rotating from the hovered jackpot when the mouse leaves the list", () => {
    render(<TestimonialsSection />);
    const list = screen.getByRole("list", { name: "Jackpots" });
    fireEvent.mouseEnter(screen.getByRole("button", { name: /Highest Dollar Gain Jackpot/ }));
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(cardTitle()).toBe("Highest Dollar Gain Jackpot");
    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(cardTitle()).toBe("Highest Dollar Gain Jackpot");
    act(() => vi.advanceTimersByTime(1));
    expect(cardTitle()).toBe("Cumulative Jackpot");
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(cardTitle()).toBe("Highest Percentage Gain Jackpot");
  });

  it("pauses while the keyboard focus is on a jackpot and resumes when it leaves the list", () => {
    render(
      <>
        <TestimonialsSection />
        <button type="button">After</button>
      </>,
    );
    const [first, second] = screen.getAllByRole("button");
    act(() => first!.focus());
    act(() => second!.focus());
    act(() => vi.advanceTimersByTime(ROTATION_MS * 2));
    expect(cardTitle()).toBe("Highest Percentage Gain Jackpot");
    act(() => screen.getByRole("button", { name: "After" }).focus());
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(cardTitle()).toBe("Highest Dollar Gain Jackpot");
  });
});

describe("jackpot winners from the books", () => {
  it("names last week's winner and the cumulative jackpot; an unclaimed one still says so", async () => {
    const { act, render, screen, fireEvent } = await import("@testing-library/react");
    const { sampleStats } = await import("../../../testing/sample-site-data");
    render(<TestimonialsSection jackpots={sampleStats().jackpots} />);
    const buttons = screen.getAllByRole("button");
    act(() => fireEvent.click(buttons[1]!));
    expect(document.querySelector("#jackpot-card figcaption")!.textContent).toContain(
      "Paula P.Won $15.76 · week of 2026-11-16",
    );
    act(() => fireEvent.click(buttons[0]!));
    expect(document.querySelector("#jackpot-card figcaption")!.textContent).toContain(
      "No winner yet",
    );
    act(() => fireEvent.click(buttons[2]!));
    expect(document.querySelector("#jackpot-card figcaption")!.textContent).toContain(
      "$23.64 saved so far",
    );
  });
});
