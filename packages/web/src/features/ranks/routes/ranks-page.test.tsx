import { screen, within } from "@testing-library/react";
import type { RankId } from "@proparena/contracts/ranks";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleMilestone, sampleRanks, serveRanks } from "../testing/sample-ranks";

function openRanks(ranks = sampleRanks()) {
  const api = createFakeApi();
  serveRanks(api, ranks);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  return { api, token, ...renderApp("/dashboard/ranks", { token }) };
}

const ladder = async () =>
  within(await screen.findByRole("list", { name: "Rank ladder" }, { timeout: 3_000 }));

function rung(id: RankId): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-rank="${id}"]`);
  if (!element) throw new Error(`No rank ${id} on the ladder`);
  return element;
}

const nextStep = () => within(screen.getByRole("region", { name: "Next step" }));
const milestone = (id: string) => document.querySelector<HTMLElement>(`[data-milestone="${id}"]`)!;

describe("ranks page", () => {
  it("before any challenge: every rank locked, and the next step is to buy a challenge", async () => {
    const { api, token } = openRanks(
      sampleRanks({
        milestones: [
          sampleMilestone({ id: "first-trade", title: "First trade" }),
          sampleMilestone({
            id: "win-streak",
            title: "Ten wins in a row",
            description: "Close ten winning trades in a row.",
            progress: { current: 0, target: 10 },
          }),
        ],
      }),
    );
    const ranks = await ladder();
    expect(ranks.getAllByRole("listitem").map((item) => item.dataset.rank)).toEqual([
      "tenderfoot",
      "journeyman",
      "prodigy",
    ]);
    for (const id of ["tenderfoot", "journeyman", "prodigy"] as const) {
      expect(rung(id).dataset.state).toBe("locked");
      expect(rung(id).textContent).toContain("Locked");
      expect(rung(id).getAttribute("aria-current")).toBeNull();
    }
    expect(rung("tenderfoot").textContent).toContain("Phase I");
    expect(rung("prodigy").textContent).toContain("Funded");

    const step = nextStep();
    expect(step.getByText("No rank yet")).toBeTruthy();
    expect(step.getByText("Buy a challenge to reach Tenderfoot")).toBeTruthy();
    expect(
      step.getByText("Start a challenge: your phase I evaluation account makes you a Tenderfoot."),
    ).toBeTruthy();
    expect(step.getByRole("link", { name: "Buy a challenge" }).getAttribute("href")).toBe(
      "/dashboard/checkout",
    );

    const milestones = within(screen.getByRole("region", { name: "Milestones" }));
    expect(milestones.getByText("0 of 2 achieved.")).toBeTruthy();
    expect(milestones.getAllByText("Not yet")).toHaveLength(2);
    expect(milestones.queryByText("Achieved")).toBeNull();
    expect(within(milestone("first-trade")).queryByRole("progressbar")).toBeNull();
    const bar = within(milestone("win-streak")).getByRole("progressbar", {
      name: "Ten wins in a row progress",
    });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("10");

    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
    expect(api.callsTo("GET /account/ranks")[0]?.token).toBe(token);
  });

  it("with Journeyman current: Tenderfoot reached, Journeyman highlighted, Prodigy next, milestones achieved and in progress", async () => {
    openRanks(
      sampleRanks({
        reached: { tenderfoot: "2025-02-03T12:00:00.000Z", journeyman: "2025-03-10T12:00:00.000Z" },
        milestones: [
          sampleMilestone({
            id: "first-trade",
            title: "First trade",
            achievedAt: "2025-02-04T12:00:00.000Z",
          }),
          sampleMilestone({
            id: "win-streak",
            title: "Ten wins in a row",
            description: "Close ten winning trades in a row.",
            progress: { current: 7, target: 10 },
          }),
          sampleMilestone({
            id: "hundred-trades",
            title: "A hundred trades",
            description: "Close a hundred trades.",
            achievedAt: "2025-03-01T12:00:00.000Z",
            progress: { current: 100, target: 100 },
          }),
          sampleMilestone({ id: "funded", title: "Funded", description: "Get funded." }),
        ],
      }),
    );
    await ladder();
    expect(rung("tenderfoot").dataset.state).toBe("reached");
    expect(rung("tenderfoot").textContent).toContain("Reached on February 3, 2025");
    expect(rung("journeyman").dataset.state).toBe("current");
    expect(rung("journeyman").getAttribute("aria-current")).toBe("step");
    expect(rung("journeyman").textContent).toContain("Current rank");
    expect(rung("journeyman").textContent).toContain("Reached on March 10, 2025");
    expect(rung("prodigy").dataset.state).toBe("locked");
    expect(rung("prodigy").textContent).toContain("Not reached yet");

    const step = nextStep();
    expect(step.getByText("Journeyman")).toBeTruthy();
    expect(step.getByText("Next rank: Prodigy")).toBeTruthy();
    expect(step.getByText("Pass phase II (5% target) and get your funded account.")).toBeTruthy();
    expect(step.getByRole("link", { name: "Go to your accounts" }).getAttribute("href")).toBe(
      "/dashboard/accounts",
    );
    expect(step.queryByRole("link", { name: "Buy a challenge" })).toBeNull();

    expect(screen.getByText("2 of 4 achieved.")).toBeTruthy();
    const first = within(milestone("first-trade"));
    expect(first.getByText("Achieved")).toBeTruthy();
    expect(first.getByText("Achieved on February 4, 2025")).toBeTruthy();

    const streak = within(milestone("win-streak"));
    expect(streak.getByText("Not yet")).toBeTruthy();
    const bar = streak.getByRole("progressbar", { name: "Ten wins in a row progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("7");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("10");
    expect(bar.getAttribute("aria-valuetext")).toBe("7 of 10");
    expect(streak.getByText("7 / 10")).toBeTruthy();

    const hundred = within(milestone("hundred-trades"));
    expect(hundred.getByText("Achieved on March 1, 2025")).toBeTruthy();
    expect(hundred.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(within(milestone("funded")).getByText("Not yet")).toBeTruthy();
  });

  it("at Prodigy: says it is the highest rank and points to the payouts", async () => {
    openRanks(
      sampleRanks({
        reached: {
          tenderfoot: "2025-02-03T12:00:00.000Z",
          journeyman: "2025-03-10T12:00:00.000Z",
          prodigy: "2025-04-01T12:00:00.000Z",
        },
      }),
    );
    await ladder();
    expect(rung("prodigy").getAttribute("aria-current")).toBe("step");
    expect(rung("journeyman").dataset.state).toBe("reached");
    const step = nextStep();
    expect(step.getByText("Prodigy is the highest rank")).toBeTruthy();
    expect(step.getByRole("link", { name: "See this week's payouts" }).getAttribute("href")).toBe(
      "/dashboard/jackpot",
    );
    expect(screen.getByText("There are no milestones to show.")).toBeTruthy();
  });

  it("puts the ranks in ladder order whatever order they come in", async () => {
    const answer = sampleRanks({ reached: { tenderfoot: "2025-02-03T12:00:00.000Z" } });
    openRanks({ ...answer, ranks: [...answer.ranks].reverse() });
    const ranks = await ladder();
    expect(ranks.getAllByRole("listitem").map((item) => item.dataset.rank)).toEqual([
      "tenderfoot",
      "journeyman",
      "prodigy",
    ]);
    expect(nextStep().getByText("Next rank: Journeyman")).toBeTruthy();
  });

  it("shows a loading state, then an error with a retry that loads the ranks", async () => {
    const api = createFakeApi();
    const first = deferred<FakeResponse>();
    let answer: () => FakeResponse | Promise<FakeResponse> = () => first.promise;
    serveRanks(api, () => answer());
    api.install();
    const { user } = renderApp("/dashboard/ranks", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Loading your ranks…", {}, { timeout: 3_000 })).toBeTruthy();
    first.resolve({ status: 403, body: { message: "Ranks are resting", code: "FORBIDDEN" } });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your ranks could not be loaded");
    expect(alert.textContent).toContain("Ranks are resting");
    answer = () => ({ status: 200, body: sampleRanks() });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await ladder();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Loading your ranks…")).toBeNull();
  });
});
