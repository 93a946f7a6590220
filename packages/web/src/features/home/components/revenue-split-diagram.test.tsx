import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTRO_MS, PORTAL_MS, RevenueSplitDiagram, TYPEWRITER_MS } from "./revenue-split-diagram";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const box = (id: string) => document.querySelector(`[data-box="${id}"]`)!;
const value = (id: string) => box(id).querySelector("p")!.textContent;

describe("revenue split diagram", () => {
  it("shows the starting amounts of spec §3 in US format", () => {
    render(<RevenueSplitDiagram />);
    expect(value("revenue")).toBe("$500,000");
    expect(value("expenses")).toBe("$125,000");
    expect(value("vault")).toBe("$375,000");
    expect(value("founders")).toBe("?");
    expect(value("jackpot")).toBe("$25,000");
    expect(value("payout")).toBe("$250,000");
    expect(box("payout").textContent).toContain("$350,000");
    expect(value("emergency")).toBe("$100,000");
    expect(value("winners")).toBe("$250,000");
    expect(value("pm")).toBe("100%");
    expect(value("example")).toBe("$4,200");
    expect(box("example").textContent).toContain("you receive $4,200");
  });

  it("types the action's message and clears it after 3.5 s", () => {
    render(<RevenueSplitDiagram />);
    fireEvent.click(screen.getByRole("button", { name: "Increase Revenue" }));
    expect(value("revenue")).toBe("$510,000");
    const status = screen.getByRole("status");
    // Screen readers get the whole message at once; the visible text types itself out.
    expect(status.textContent).toContain("Revenue has been increased by $10,000.");
    const visible = status.querySelector('[aria-hidden="true"]')!;
    expect(visible.textContent).toBe("");
    act(() => vi.advanceTimersByTime(28 * 7));
    expect(visible.textContent).toBe("Revenue");
    act(() => vi.advanceTimersByTime(TYPEWRITER_MS - 28 * 7 - 1));
    expect(visible.textContent).toBe("Revenue has been increased by $10,000.");
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe("");
  });

  it("randomizes with the injected source and recomputes PM", () => {
    render(<RevenueSplitDiagram random={() => 0} />);
    fireEvent.click(screen.getByRole("button", { name: "Randomize Winners Pool" }));
    expect(value("winners")).toBe("$50,000");
    expect(value("payout")).toBe("$50,000");
    expect(value("emergency")).toBe("$300,000");
    expect(screen.getByRole("status").textContent).toContain(
      "WinnersPool has been randomized to $50,000.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Increase Payout Example" }));
    expect(screen.getByRole("status").textContent).toContain(
      "In this example you make $4,620 in your funded account.",
    );
  });

  it("refuses a minus below the step and says so", () => {
    render(<RevenueSplitDiagram random={() => 0} />);
    fireEvent.click(screen.getByRole("button", { name: "Randomize Winners Pool" }));
    for (let i = 0; i < 10; i++)
      fireEvent.click(screen.getByRole("button", { name: "Decrease Winners Pool" }));
    expect(value("winners")).toBe("$0");
    expect(value("pm")).toBe("0%");
    fireEvent.click(screen.getByRole("button", { name: "Decrease Winners Pool" }));
    expect(value("winners")).toBe("$0");
    expect(screen.getByRole("status").textContent).toContain("cannot be decreased");
  });

  it("plays the portal on Founders Profit for 7 s", () => {
    render(<RevenueSplitDiagram />);
    expect(screen.queryByTestId("portal")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Founders Profit" }));
    expect(screen.getByTestId("portal")).toBeTruthy();
    act(() => vi.advanceTimersByTime(PORTAL_MS - 1));
    expect(screen.getByTestId("portal")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("portal")).toBeNull();
  });

  it("hides the intro comet after 9 s", () => {
    render(<RevenueSplitDiagram />);
    expect(screen.getByTestId("intro-comet")).toBeTruthy();
    act(() => vi.advanceTimersByTime(INTRO_MS - 1));
    expect(screen.getByTestId("intro-comet")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("intro-comet")).toBeNull();
  });

  it("explains a box on hover and on keyboard focus", () => {
    render(<RevenueSplitDiagram />);
    const explanation = document.getElementById("split-explanation")!;
    expect(explanation.textContent).toMatch(/Hover or focus a box/);
    fireEvent.mouseEnter(box("jackpot"));
    expect(explanation.textContent).toMatch(/5% of revenue: 2% to the funded trader/);
    fireEvent.focus(screen.getByRole("button", { name: "Payout Multiplier" }));
    expect(explanation.textContent).toMatch(/floored to 2 decimals/);
  });
});
