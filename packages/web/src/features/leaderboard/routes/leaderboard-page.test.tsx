import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleLeaderboard } from "../../../testing/sample-site-data";

describe("leaderboard page", () => {
  it("shows an empty state when no one is ranked", async () => {
    const api = createFakeApi().install();
    renderApp("/leaderboard");
    expect(await screen.findByText("No one is ranked here yet")).toBeTruthy();
    expect(api.callsTo("GET /leaderboard")[0]!.search.get("board")).toBe("phase-1");
    expect(
      screen.getByRole("link", { name: "Phase 1 Challengers" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("ranks the board of ?board= with rank, name, plan, phase and the board's figure", async () => {
    const api = createFakeApi({ site: { leaderboard: { funded: sampleLeaderboard() } } }).install();
    renderApp("/leaderboard?board=funded");
    const table = await screen.findByRole("table", { name: "Funded leaderboard" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[0]).toBe("RankTraderPlanPhaseThis week");
    expect(rows[1]).toMatch(/^#1▲2A?Ada L\.200KPhase I\$12,840\+6\.42%$/);
    expect(rows[2]).toMatch(/^#2▼1G?Grace H\./);
    expect(rows[3]).toMatch(/^#3NewA?Alan T\.10KPhase I-\$125-1\.25%$/);
    expect(within(table).getByLabelText("up 2 since 2025-01-06")).toBeTruthy();
    expect(within(table).getByLabelText("down 1 since 2025-01-06")).toBeTruthy();
    expect(api.callsTo("GET /leaderboard")[0]!.search.get("board")).toBe("funded");
  });

  it("on a phone, shows each row as a card with every column of the table", async () => {
    createFakeApi({ site: { leaderboard: { funded: sampleLeaderboard() } } }).install();
    renderApp("/leaderboard?board=funded");
    const table = await screen.findByRole("table", { name: "Funded leaderboard" });
    const cards = screen.getByRole("list", { name: "Funded leaderboard" });
    // Below 640 px the cards show and the table does not; from 640 px the other way round.
    expect(cards.className).toContain("sm:hidden");
    expect(table.parentElement!.className).toMatch(/(^| )hidden( |$)/);
    expect(table.parentElement!.className).toContain("sm:block");
    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const ada = within(items[0]!);
    expect(ada.getByText("#1")).toBeTruthy();
    expect(ada.getByLabelText("up 2 since 2025-01-06")).toBeTruthy();
    expect(ada.getByText("Ada L.")).toBeTruthy();
    const figures = (item: HTMLElement) =>
      Object.fromEntries(
        within(item)
          .getAllByRole("term")
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(figures(items[0]!)).toEqual({
      Plan: "200K",
      Phase: "Phase I",
      "This week": "$12,840+6.42%",
    });
    expect(figures(items[2]!)).toEqual({
      Plan: "10K",
      Phase: "Phase I",
      "This week": "-$125-1.25%",
    });
    expect(within(items[2]!).getByText("New")).toBeTruthy();
  });

  it("ranks challengers by progress to their target", async () => {
    createFakeApi({ site: { leaderboard: { "phase-1": sampleLeaderboard() } } }).install();
    renderApp("/leaderboard?board=phase-1");
    const table = await screen.findByRole("table", { name: "Phase 1 Challengers leaderboard" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[0]).toBe("RankTraderPlanPhaseProgress to target");
    expect(rows[1]).toMatch(/^#1▲2A?Ada L\.200KPhase I80\.3%\+6\.42% · \$12,840$/);
  });

  it("marks the trader's own row and pages through the board", async () => {
    const api = createFakeApi().install();
    const [first, second] = sampleLeaderboard();
    api.on("GET /leaderboard", ({ search }) => ({
      status: 200,
      body: {
        board: "phase-1",
        metric: "progress",
        entries:
          search.get("offset") === "50"
            ? [{ ...second!, rank: 51 }]
            : [first!, { ...second!, mine: true }],
        week: null,
        weeks: [],
        nextOffset: search.get("offset") === "50" ? null : 50,
        rankedSince: null,
        updatedAt: "2025-01-06T00:00:00.000Z",
      },
    }));
    const app = renderApp("/leaderboard?board=phase-1");
    const table = await screen.findByRole("table", { name: "Phase 1 Challengers leaderboard" });
    const own = within(table)
      .getAllByRole("row")
      .find((row) => row.getAttribute("aria-current") === "true");
    expect(own?.textContent).toContain("Grace H.You");
    await app.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(
      await within(
        screen.getByRole("table", { name: "Phase 1 Challengers leaderboard" }),
      ).findByText("#51"),
    ).toBeTruthy();
    expect(app.currentUrl()).toBe("/leaderboard?board=phase-1&offset=50");
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/leaderboard?board=phase-1",
    );
  });

  it("switches boards with the tabs", async () => {
    createFakeApi({ site: { leaderboard: { cumulative: sampleLeaderboard() } } }).install();
    const app = renderApp("/leaderboard");
    await screen.findByText("No one is ranked here yet");
    await app.user.click(screen.getByRole("link", { name: "Cumulative" }));
    expect(await screen.findByRole("table", { name: "Cumulative leaderboard" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/leaderboard?board=cumulative");
  });

  it("says so when the leaderboard cannot be loaded", async () => {
    createFakeApi()
      .on("GET /leaderboard", () => ({
        status: 404,
        body: { message: "Not found", code: "NOT_FOUND" },
      }))
      .install();
    renderApp("/leaderboard");
    expect((await screen.findByRole("alert")).textContent).toContain("could not be loaded");
  });
});
