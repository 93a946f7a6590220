import type { JournalReplayResponse } from "@proparena/contracts/journal-replay";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../../testing/fake-api";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { JournalReplaySection } from "./journal-replay-section";

const ACCOUNT = "acc_disputed";
const ROUTE = `POST /admin/accounts/${ACCOUNT}/journal-replay`;
const STORED = "a".repeat(64);
const OTHER = "b".repeat(64);
const figures = {
  status: "failed",
  balanceCents: 474_000,
  dayStartBalanceCents: 500_000,
  highestEodBalanceCents: 500_000,
} as const;

function replayed(overrides: Partial<JournalReplayResponse> = {}): JournalReplayResponse {
  return {
    accountId: ACCOUNT,
    verdict: "matches",
    message:
      "1234 journal entries replay to the same 1 decision, evidence and all, and to the same final figures.",
    throughEntry: 1240,
    entries: 1234,
    commands: 1201,
    tookMs: 87,
    decisions: [
      {
        time: "2026-01-07T10:00:30.000Z",
        outcome: "breach",
        rule: "dailyLoss",
        storedHash: STORED,
        replayedHash: STORED,
        matches: true,
      },
    ],
    figures: { stored: figures, replayed: figures, matches: true },
    ...overrides,
  };
}

function renderSection(...answers: (() => FakeResponse | Promise<FakeResponse>)[]) {
  let call = 0;
  const api = createFakeApi()
    .on(ROUTE, () => answers[Math.min(call++, answers.length - 1)]!())
    .install();
  renderWithProviders(<JournalReplaySection accountId={ACCOUNT} />);
  const section = within(screen.getByRole("region", { name: "Replay from the journal" }));
  return { api, section };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the admin account page's replay from the journal", () => {
  it("runs on the button, says it is working, then shows the verdict, counts, decisions and figures", async () => {
    const held = deferred<FakeResponse>();
    const { api, section } = renderSection(() => held.promise);
    expect(api.callsTo(ROUTE)).toHaveLength(0);

    await userEvent.click(section.getByRole("button", { name: "Replay from the journal" }));
    expect(section.getByRole("status").textContent).toContain(
      "Replaying the account from the journal…",
    );
    expect(
      (section.getByRole("button", { name: "Replaying…" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    held.resolve({ status: 200, body: replayed() });
    expect(await section.findByText("Matches: the decisions follow from the journal")).toBeTruthy();
    expect(section.getByText(/1234 journal entries replay to the same 1 decision/)).toBeTruthy();
    expect(section.getByText("Journal entries read").nextElementSibling?.textContent).toBe("1,234");
    expect(section.getByText("Commands applied").nextElementSibling?.textContent).toBe("1,201");
    expect(section.getByText("Time taken").nextElementSibling?.textContent).toBe("87 ms");

    const decisions = within(
      section.getByRole("table", { name: "Decisions, stored and replayed, oldest first" }),
    );
    const [, row] = decisions.getAllByRole("row");
    expect(cellsOf(row!)).toEqual([
      expect.stringContaining("2026"),
      "Breach",
      "Daily loss limit",
      expect.stringContaining(STORED.slice(0, 12)),
      expect.stringContaining(STORED.slice(0, 12)),
      "✓ Matches",
    ]);

    const figuresTable = within(
      section.getByRole("table", {
        name: "Final figures: the stored account and the replayed engine",
      }),
    );
    const balance = figuresTable.getByRole("rowheader", { name: "Balance" }).closest("tr")!;
    expect(cellsOf(balance)).toEqual(["$4,740.00", "$4,740.00", "✓ Matches"]);
    expect(section.getByRole("button", { name: "Replay again" })).toBeTruthy();
  });

  it("marks what differs: a decision's evidence, one the journal does not make, a figure", async () => {
    const { section } = renderSection(() => ({
      status: 200,
      body: replayed({
        verdict: "differs",
        message:
          "The replay differs from the tables: the breach (dailyLoss) at … has other evidence.",
        decisions: [
          { ...replayed().decisions[0]!, replayedHash: OTHER, matches: false },
          {
            time: "2026-01-08T09:00:00.000Z",
            outcome: "admin",
            rule: "reinstate",
            storedHash: STORED,
            replayedHash: null,
            matches: false,
          },
        ],
        figures: {
          stored: { ...figures, balanceCents: 480_000 },
          replayed: figures,
          matches: false,
        },
      }),
    }));
    await userEvent.click(section.getByRole("button", { name: "Replay from the journal" }));
    expect(await section.findByRole("alert")).toBeTruthy();
    expect(section.getByText("Differs from the stored records")).toBeTruthy();
    const rows = within(
      section.getByRole("table", { name: "Decisions, stored and replayed, oldest first" }),
    ).getAllByRole("row");
    expect(cellsOf(rows[1]!)).toContain("✗ Differs");
    expect(cellsOf(rows[2]!)).toEqual([
      expect.any(String),
      "Operator's act",
      "reinstate",
      expect.stringContaining(STORED.slice(0, 12)),
      "Not replayed",
      "✗ Differs",
    ]);
    const balance = section.getByRole("rowheader", { name: "Balance" }).closest("tr")!;
    expect(cellsOf(balance)).toEqual(["$4,800.00", "$4,740.00", "✗ Differs"]);
    const status = section.getByRole("rowheader", { name: "Status" }).closest("tr")!;
    expect(cellsOf(status)).toEqual(["failed", "failed", "✓ Matches"]);
  });

  it("says when there is nothing to replay, with no replayed figures", async () => {
    const { section } = renderSection(() => ({
      status: 200,
      body: replayed({
        verdict: "notInJournal",
        message: "The journal no longer holds this account's opening.",
        entries: 0,
        commands: 0,
        decisions: [],
        figures: { stored: figures, replayed: null, matches: false },
      }),
    }));
    await userEvent.click(section.getByRole("button", { name: "Replay from the journal" }));
    expect(await section.findByText("Not in the journal")).toBeTruthy();
    expect(section.getByText("No decision, stored or replayed.")).toBeTruthy();
    const balance = section.getByRole("rowheader", { name: "Balance" }).closest("tr")!;
    expect(cellsOf(balance)).toEqual(["$4,740.00", "—", "✗ Differs"]);
  });

  it("shows the server's refusal, and tries again on demand", async () => {
    const { api, section } = renderSection(
      () => ({
        status: 409,
        body: {
          message: "Another replay from the journal is running here: try again once it ends.",
          code: "CONFLICT",
        },
      }),
      () => ({ status: 200, body: replayed() }),
    );
    await userEvent.click(section.getByRole("button", { name: "Replay from the journal" }));
    const error = within(await section.findByRole("alert"));
    expect(error.getByRole("heading", { name: "The replay could not run" })).toBeTruthy();
    expect(error.getByText(/Another replay from the journal is running here/)).toBeTruthy();

    await userEvent.click(error.getByRole("button", { name: "Try again" }));
    expect(await section.findByText("Matches: the decisions follow from the journal")).toBeTruthy();
    expect(api.callsTo(ROUTE)).toHaveLength(2);
  });
});
