import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { emptyStats, samplePlans, sampleStats } from "../../../testing/sample-site-data";

async function openHome(api = createFakeApi().install(), token?: string) {
  const app = renderApp("/", token ? { token } : {});
  await app.user.click(await screen.findByRole("button", { name: "Close" }));
  return { app, api };
}

/** A table row's text by its header cell (role queries are slow on a page this size). */
const row = (table: HTMLElement, label: string) =>
  Array.from(table.querySelectorAll("tr")).find(
    (tr) => tr.querySelector("th")?.textContent === label,
  )?.textContent;

const pricing = () => document.getElementById("Pricing")!;
const features = () => document.getElementById("Features")!;

describe("pricing section", () => {
  it("renders the default 200K plan's figures from GET /plans", async () => {
    const { api } = await openHome();
    const section = pricing();
    await within(section).findByRole("table");
    const buttons = Array.from(section.querySelectorAll("[role=group] button"));
    expect(
      within(section).getByRole("button", { pressed: true, name: "200K $788" }).textContent,
    ).toBe("200K $788");
    // Each size button shows its price too.
    const sizes = buttons.map((button) => button.textContent);
    expect(sizes).toEqual([
      "5K $32",
      "10K $60",
      "25K $139",
      "50K $239",
      "100K $399",
      "200K $788",
      "300K $1,169",
    ]);
    const table = section.querySelector("table")!;
    expect(table.textContent).toContain("$200,000");
    expect(row(table, "Profit target")).toBe("Profit target$16,000 (8%)$10,000 (5%)None");
    expect(row(table, "Max daily loss")).toBe(
      "Max daily loss$10,000 (5%)$5,000 (2.5%)$10,000 (5%)",
    );
    expect(row(table, "Max loss")).toBe("Max loss$20,000 (10%)$20,000 (10%)$20,000 (10%)");
    expect(within(section).getByText(/^Rules version 2/).textContent).toBe(
      "Rules version 2, in force since Nov 26, 2026. An account keeps the rules it was bought under: a later version applies only to accounts opened after it.",
    );
    expect(
      within(section).getByRole("link", { name: /Buy the \$200,000 challenge/ }).textContent,
    ).toContain("$788");
    expect(api.callsTo("GET /plans")).toHaveLength(1);
  });

  it("shows another size's figures when its button is pressed", async () => {
    const { app } = await openHome();
    const section = pricing();
    await app.user.click(await within(section).findByRole("button", { name: "5K $32" }));
    const table = section.querySelector("table")!;
    expect(row(table, "Profit target")).toBe("Profit target$400 (8%)$250 (5%)None");
    expect(
      within(section).getByRole("link", { name: /Buy the \$5,000 challenge for \$32/ }),
    ).toBeTruthy();
  });

  it("renders whatever the API says, not hard-coded figures", async () => {
    const plans = samplePlans();
    plans.plans[5]!.priceCents = 12_345;
    await openHome(createFakeApi({ site: { plans } }).install());
    expect(
      (await within(pricing()).findByRole("link", { name: /Buy the \$200,000 challenge/ }))
        .textContent,
    ).toContain("$123.45");
  });

  it("the 200K price circle goes to /checkout/$200,000 for a signed-in trader", async () => {
    const api = createFakeApi().install();
    const token = api.sessionFor(api.users[0]!);
    const { app } = await openHome(api, token);
    await app.user.click(await within(pricing()).findByRole("link", { name: /Buy the \$200,000/ }));
    await waitFor(() => expect(app.location().pathname).toBe("/checkout/$200,000"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "$200,000 challenge" }),
    ).toBeTruthy();
  });

  it("a signed-out visitor goes through sign-in on the way to checkout", async () => {
    const { app } = await openHome();
    await app.user.click(await within(pricing()).findByRole("link", { name: /Buy the \$200,000/ }));
    await waitFor(() => expect(app.location().pathname).toBe("/auth/signin"));
    expect(decodeURIComponent(app.location().search)).toContain("/checkout/$200,000");
  });

  it("plays the hover and buy sounds, and logs 'Audio play failed' when a sound cannot play", async () => {
    const played: string[] = [];
    class FailingAudio {
      volume = 1;
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.reject(new Error("NotAllowedError"));
      }
    }
    vi.stubGlobal("Audio", FailingAudio);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { app } = await openHome();
    const circle = await within(pricing()).findByRole("link", { name: /Buy the \$200,000/ });
    await app.user.hover(circle);
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Audio play failed"));
    expect(played).toEqual(["/sounds/click.wav"]);
  });

  it("stays silent when sound is turned off", async () => {
    const play = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      "Audio",
      class {
        volume = 1;
        play = play;
      },
    );
    const { app } = await openHome();
    await app.user.click(within(pricing()).getByRole("button", { name: /Sound on/ }));
    expect(
      within(pricing())
        .getByRole("button", { name: /Sound off/ })
        .getAttribute("aria-pressed"),
    ).toBe("false");
    await app.user.hover(await within(pricing()).findByRole("link", { name: /Buy the/ }));
    expect(play).not.toHaveBeenCalled();
  });

  it("shows an error with a retry when plans cannot be loaded", async () => {
    const api = createFakeApi()
      .on("GET /plans", () => ({
        status: 503,
        body: { message: "Down for maintenance", code: "UNAVAILABLE" },
      }))
      .install();
    await openHome(api);
    const alert = await within(pricing()).findByRole("alert", {}, { timeout: 5_000 });
    expect(alert.textContent).toContain("Plans could not be loaded");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("live statistics", () => {
  it("shows zeros and empty tickers gracefully with an empty database", async () => {
    await openHome(createFakeApi({ site: { stats: emptyStats() } }).install());
    const section = features();
    const ticker = await within(section).findByRole("region", { name: "Statistics" });
    await waitFor(() => expect(ticker.textContent).toContain("Total Payout$0"));
    expect(ticker.textContent).toContain("Phase I passed—");
    expect(ticker.textContent).toContain("Challengers joined0");
    expect(within(section).getByText("No challengers yet — be the first.")).toBeTruthy();
    expect(within(section).getByText("No blown accounts yet.")).toBeTruthy();
  });

  it("shows the API's figures, with challenger tiles and leaderboard links by the url rules", async () => {
    await openHome(createFakeApi({ site: { stats: sampleStats() } }).install());
    const section = features();
    const ticker = await within(section).findByRole("region", { name: "Statistics" });
    await waitFor(() => expect(ticker.textContent).toContain("Total Payout$1,234"));
    expect(ticker.textContent).toContain("Phase I passed80%");
    expect(ticker.textContent).toContain("Phase III paid65%");
    expect(ticker.textContent).toContain("Vault Holdings$567,890");
    // Linked tiles go to the leaderboard; the others are not links.
    expect(
      within(ticker)
        .getByRole("link", { name: /Total Payout/ })
        .getAttribute("href"),
    ).toBe("/leaderboard");
    expect(within(ticker).queryByRole("link", { name: /Vault Holdings/ })).toBeNull();
    const joined = within(section).getByRole("region", { name: "Challengers joined" });
    expect(
      within(joined)
        .getByRole("link", { name: /Ada L\./ })
        .getAttribute("href"),
    ).toBe("/leaderboard?board=phase-1");
    expect(within(joined).queryByRole("link", { name: /Grace H\./ })).toBeNull();
    expect(within(joined).getAllByText("Grace H.")).not.toHaveLength(0);
    expect(
      within(joined)
        .getByRole("link", { name: /Who joined/ })
        .getAttribute("href"),
    ).toBe("/leaderboard");
    const graveyard = within(section).getByRole("region", { name: "Graveyard" });
    expect(within(graveyard).getAllByText("Linus T.")).not.toHaveLength(0);
    expect(
      within(graveyard)
        .getByRole("link", { name: /Who blew up/ })
        .getAttribute("href"),
    ).toBe("/leaderboard");
  });

  it("has the 10-item feature selector with item 1 selected", async () => {
    const { app } = await openHome();
    const group = screen
      .getByRole("heading", { name: "Everything a challenger needs" })
      .closest("section")!;
    const items = within(group).getAllByRole("button");
    expect(items).toHaveLength(10);
    expect(items[0]!.getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("heading", { level: 3 }).textContent).toBe("Simplified Trading");
    await app.user.click(items[4]!);
    expect(within(group).getByRole("heading", { level: 3 }).textContent).toBe("Risk Management");
    expect(group.querySelector("img")!.getAttribute("src")).toBe("/features/risk-management.svg");
  });

  it("says what backs '24/7 Support' and 'Verified Identity', and claims no bot detection", async () => {
    const { app } = await openHome();
    const group = screen
      .getByRole("heading", { name: "Everything a challenger needs" })
      .closest("section")!;
    const card = () => group.querySelector("#feature-card")!.textContent;
    await app.user.click(within(group).getByRole("button", { name: /24\/7 Support/ }));
    expect(card()).toMatch(
      /the help search answers at once from the FAQ, the rules and your own account \(why an account failed, when you get paid\)/,
    );
    expect(card()).toMatch(/team answers your ticket, which shows when to expect it/);
    await app.user.click(within(group).getByRole("button", { name: /Verified Identity/ }));
    expect(card()).toMatch(/an admin checks the trader's identity documents \(KYC\)/);
    for (const button of within(group).getAllByRole("button")) {
      await app.user.click(button);
      expect(card()).not.toMatch(/bot detection|smart contract/i);
    }
  });
});
