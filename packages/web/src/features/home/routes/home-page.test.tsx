import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

describe("home page", () => {
  it("opens with the beta notice, which the Close button closes", async () => {
    createFakeApi().install();
    const app = renderApp("/");

    const dialog = await screen.findByRole("dialog", { name: "We are currently in Beta!" });
    expect(dialog.textContent).toContain("$1,000,000");
    expect(dialog.textContent).toContain("virtual money");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));

    await app.user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has the hero headline, its calls to action and the anchored sections", async () => {
    createFakeApi().install();
    const app = renderApp("/");
    await app.user.click(await screen.findByRole("button", { name: "Close" }));

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "The prop firm that shows its books",
    );
    const main = screen.getByRole("main");
    // The funding claim says how a funded account gets there, and links to the scaling plan.
    const claim = within(main).getByText(/grows a consistently profitable one up to \$1,000,000/);
    expect(claim.textContent).toMatch(/funded account of your challenge’s size; our scaling plan/);
    expect(within(claim).getByRole("link", { name: "scaling plan" }).getAttribute("href")).toBe(
      "/dashboard/rules#scaling-plan",
    );
    expect(within(main).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/trading/arena",
    );
    expect(within(main).getByRole("link", { name: "Read the docs" }).getAttribute("href")).toBe(
      "/#Features",
    );
    expect(within(main).getByRole("link", { name: "Buy Challenge" }).getAttribute("href")).toBe(
      "/#Pricing",
    );
    const chat = within(main).getByRole("link", { name: /community chat/ });
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toContain("noopener");
    // Nothing on the page claims what the product does not do.
    expect(main.textContent).not.toMatch(/smart contract|bot detection|no fees|coming soon/i);
    for (const id of ["Features", "Pricing", "Testimonials"])
      expect(document.getElementById(id)).not.toBeNull();
    expect(
      within(document.getElementById("Testimonials")!).getByRole("heading", {
        name: "Jackpot Winners",
      }),
    ).toBeTruthy();
  });
});
