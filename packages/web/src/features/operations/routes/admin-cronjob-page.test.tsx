import { screen, waitFor, within } from "@testing-library/react";
import { runJobResponseSchema, type JobRun } from "@proparena/contracts/jobs";
import { describe, expect, it } from "vitest";
import { deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { createAdminFakeApi, sampleAdmin } from "../../../testing/admin-test-session";
import { sampleJobRun, sampleJobs, serveJobs, type RunAnswer } from "../testing/sample-jobs";

function openCronjob(answer?: RunAnswer) {
  const api = createAdminFakeApi();
  const server = serveJobs(api, sampleJobs(), answer);
  api.install();
  const app = renderApp("/admin/cronjob", { token: api.sessionFor(sampleAdmin) });
  return { api, server, ...app };
}

const jobSection = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);

describe("cronjob page", () => {
  it("shows each job's description, schedule, next run and last runs with errors in full", async () => {
    openCronjob();
    const daily = await jobSection("daily-reset");
    expect(
      daily.getByText("Resets every account's daily loss floor at the start of the trading day."),
    ).toBeTruthy();
    expect(daily.getByText("0 0 * * *")).toBeTruthy();
    expect(daily.getByText("in America/New_York")).toBeTruthy();
    const next = daily.getByText("Next run").nextElementSibling?.textContent ?? "";
    expect(next).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2} E[SD]T \(in 5 hours\)$/);
    expect(rowsOf(daily.getByRole("table", { name: "Last runs of daily-reset" }))).toEqual([
      "PeriodStatusTriggerAttemptsStartedFinishedSummary",
      "2025-01-06Doneschedule1Jan 6, 2025, 00:00 ESTJan 6, 2025, 00:00 ESTaccounts: 57breached: 2dryRun: no",
    ]);

    const weekly = await jobSection("weekly-payout");
    expect(weekly.getByText("in UTC")).toBeTruthy();
    expect(weekly.getByText("Next run").nextElementSibling?.textContent).toMatch(/\(in 2 days\)$/);
    const runs = weekly.getByRole("table", { name: "Last runs of weekly-payout" });
    const rows = rowsOf(runs);
    expect(rows[1]).toBe("2025-W02Failedschedule3Jan 6, 2025, 00:10 UTCJan 6, 2025, 00:10 UTC—");
    expect(weekly.getByLabelText("Error of 2025-W02").textContent).toBe(
      "Ledger does not balance: payout_pool is short by 1200 cents\n    at settleWeek",
    );
    expect(rows.at(-1)).toContain('paidTraders: 4totalCents: 125,000winners: ["u_1","u_2"]');
    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
  });

  it("runs a job after confirmation and says a period that already ran was skipped", async () => {
    const app = openCronjob();
    const daily = await jobSection("daily-reset");
    const listsBefore = app.api.callsTo("GET /admin/jobs").length;

    await app.user.click(daily.getByRole("button", { name: "Run now" }));
    const dialog = within(screen.getByRole("dialog", { name: "Run daily-reset now?" }));
    expect(dialog.getByText(/already ran is skipped/)).toBeTruthy();
    await app.user.click(dialog.getByRole("button", { name: "Run now" }));

    const headline = await daily.findByText("daily-reset: 1 skipped.");
    const result = headline.closest("[role=status]");
    expect(result?.textContent).toBe(
      "daily-reset: 1 skipped.Skipped2025-01-06 skipped: this period had already run.",
    );
    expect(app.api.callsTo("POST /admin/jobs/daily-reset/run")).toHaveLength(1);
    await waitFor(() =>
      expect(app.api.callsTo("GET /admin/jobs").length).toBeGreaterThan(listsBefore),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the run on its way, then each period's outcome and the refreshed runs", async () => {
    const answer = deferred<void>();
    const app = openCronjob(async (name) => {
      await answer.promise;
      const run = (periodKey: string, more: Partial<JobRun> = {}) =>
        sampleJobRun({ id: `run_${periodKey}`, job: name, periodKey, trigger: "manual", ...more });
      return {
        status: 200,
        body: runJobResponseSchema.parse({
          results: [
            { status: "done", run: run("2025-W03") },
            {
              status: "failed",
              run: run("2025-W04", { status: "failed", summary: null, error: "Pool is empty" }),
            },
          ],
        }),
      };
    });
    const weekly = await jobSection("weekly-payout");
    await app.user.click(weekly.getByRole("button", { name: "Run now" }));
    await app.user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Run now" }),
    );

    const running = await weekly.findByRole("button", { name: "Running…" });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect(weekly.getByText("Running weekly-payout…")).toBeTruthy();
    answer.resolve();

    const alert = await weekly.findByRole("alert");
    expect(alert.textContent).toContain("weekly-payout: 1 done, 1 failed.");
    expect(alert.textContent).toContain("2025-W03 ran now and finished.");
    expect(alert.textContent).toContain("2025-W04 ran now and failed: Pool is empty");
    expect(weekly.getByRole("button", { name: "Run now" })).toBeTruthy();
    // The list is fetched again: the new runs head the table.
    const table = weekly.getByRole("table", { name: "Last runs of weekly-payout" });
    await waitFor(() => expect(rowsOf(table)[1]).toMatch(/^2025-W03Donemanual/));
    expect(rowsOf(table)[2]).toMatch(/^2025-W04Failedmanual/);
    expect(weekly.getByLabelText("Error of 2025-W04").textContent).toBe("Pool is empty");
  });

  it("sends nothing when the confirmation is cancelled", async () => {
    const app = openCronjob();
    const daily = await jobSection("daily-reset");
    await app.user.click(daily.getByRole("button", { name: "Run now" }));
    await app.user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.api.callsTo("POST /admin/jobs/daily-reset/run")).toHaveLength(0);
  });

  it("shows a refused run", async () => {
    const app = openCronjob(() => ({
      status: 409,
      body: { message: "This instance is a follower: jobs run on the leader", code: "CONFLICT" },
    }));
    const daily = await jobSection("daily-reset");
    await app.user.click(daily.getByRole("button", { name: "Run now" }));
    await app.user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Run now" }),
    );
    const alert = await daily.findByRole("alert");
    expect(alert.textContent).toBe(
      "daily-reset did not runThis instance is a follower: jobs run on the leader",
    );
  });

  it("shows an error with a retry when the jobs cannot be loaded", async () => {
    const api = createAdminFakeApi();
    serveJobs(api);
    let fail = true;
    const held = deferred<FakeResponse>();
    api.on("GET /admin/jobs", () =>
      fail ? held.promise : { status: 200, body: { jobs: sampleJobs() } },
    );
    api.install();
    const { user } = renderApp("/admin/cronjob", { token: api.sessionFor(sampleAdmin) });
    expect(
      await screen.findByText("Loading the scheduled jobs…", {}, { timeout: 3_000 }),
    ).toBeTruthy();
    held.resolve({ status: 403, body: { message: "Admins only", code: "FORBIDDEN" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The scheduled jobs could not be loaded");
    expect(alert.textContent).toContain("Admins only");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await jobSection("daily-reset");
  });
});
