import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInAdmin, signedInTrader } from "../test/test-users";
import { dailyResetJob } from "./daily-reset-job";
import { runDue } from "./job-runner";

let server: TestServer;
beforeAll(async () => {
  // Tuesday 23:30 in Tokyo; the reset zone is Asia/Tokyo (UTC+9).
  server = await startTestServer({ now: "2026-01-06T14:30:00Z", timeZone: "Asia/Tokyo" });
});
afterAll(() => server.close());

describe("the daily reset job", () => {
  it("rolls the day at 00:00 in the reset zone once, and shows in the admin's job list", async () => {
    const token = await signedInTrader(server, "tokyo@example.com");
    const before = (await server.request("GET", "/api/accounts", { token })).body.accounts[0];
    expect(before.objectives.nextResetAt).toBe("2026-01-06T15:00:00.000Z");

    server.clock.set("2026-01-06T15:00:30Z"); // 00:00:30 in Tokyo
    const [run] = await runDue(server.ctx, dailyResetJob, "Asia/Tokyo", "schedule");
    expect(run).toMatchObject({ status: "done", run: { periodKey: "2026-01-07" } });
    const after = (await server.request("GET", "/api/accounts", { token })).body.accounts[0];
    expect(after.objectives.nextResetAt).toBe("2026-01-07T15:00:00.000Z");
    expect((await runDue(server.ctx, dailyResetJob, "Asia/Tokyo", "schedule"))[0]!.status).toBe(
      "skipped",
    );

    const admin = await signedInAdmin(server);
    const jobs = (await server.request("GET", "/api/admin/jobs", { token: admin })).body.jobs;
    expect(jobs.map((j: { name: string }) => j.name)).toEqual([
      "daily-reset",
      "weekly-payout",
      "leaderboard-snapshot",
      "purchase-expiry",
      "outbox-retry",
      "equity-sample",
      "discord-retry",
      "integrity-signal-retention",
      "followed-trade-notices",
      "journal-compaction",
    ]);
    expect(jobs[0]).toMatchObject({
      nextRunAt: "2026-01-07T15:00:00.000Z",
      runs: [expect.objectContaining({ periodKey: "2026-01-07", status: "done" })],
    });
  });
});
