import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { createAdminFakeApi, sampleAdmin } from "../../../testing/admin-test-session";
import { sampleAdminDashboard, serveAdminDashboard } from "../testing/sample-admin-dashboard";
import { StubAdminCharts } from "../testing/stub-admin-charts";

function openDashboard(path = "/admin/dashboard") {
  const api = createAdminFakeApi();
  serveAdminDashboard(api);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(sampleAdmin), wrapper: StubAdminCharts });
  return { api, ...app };
}

const main = () => within(screen.getByRole("main"));
const panel = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));
/** The value shown beside a label in a definition list. */
const figure = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: "dt" }).parentElement?.querySelector("dd")?.textContent;

describe("admin dashboard", () => {
  it("shows the figures, charts, phases, pools, jobs and instance for the last 30 days", async () => {
    const app = openDashboard();
    const kpis = await panel("Key figures");

    expect(figure(kpis, "Users")).toBe("1,250");
    expect(figure(kpis, "Verified")).toBe("1,000");
    expect(kpis.getByText("80% of users")).toBeTruthy();
    expect(figure(kpis, "Suspended")).toBe("7");
    expect(figure(kpis, "Revenue, last 30 days")).toBe("$968");
    const queue = (name: RegExp) => kpis.getByRole("link", { name });
    expect(queue(/KYC to review/).getAttribute("href")).toBe("/admin/kyc");
    expect(queue(/KYC to review/).textContent).toContain("3");
    expect(queue(/Payout requests/).getAttribute("href")).toBe("/admin/payouts");
    expect(queue(/Open support tickets/).getAttribute("href")).toBe("/admin/support");

    expect(app.api.callsTo("GET /admin/dashboard")[0]?.search.get("days")).toBe("30");
    expect(main().getByText(/Last 30 days · figures as of Jan 6, 12:00:00 UTC/)).toBeTruthy();

    const signups = await panel("Sign-ups per day");
    expect(signups.getByText("6 sign-ups in the last 30 days.")).toBeTruthy();
    expect(signups.getByRole("img", { name: "Sign-ups per day, last 30 days" })).toBeTruthy();
    const signupBars = (await signups.findByTestId("signups-chart-stub")).textContent ?? "";
    expect(signupBars).toContain("2024-12-08 0");
    expect(signupBars).toContain("2025-01-05 2, 2025-01-06 4");

    const revenue = await panel("Revenue per day");
    const revenueBars = (await revenue.findByTestId("revenue-chart-stub")).textContent ?? "";
    expect(revenueBars).toContain("2025-01-04 $0, 2025-01-05 $120, 2025-01-06 $848");
    const byPlan = within(revenue.getByRole("table", { name: "Revenue by plan" }));
    const planRows = byPlan.getAllByRole("row").map((row) => row.textContent);
    expect(planRows).toEqual([
      "PlanPurchasesRevenueShare",
      "200K1$78881.4%",
      "10K3$18018.6%",
      "Total4$968",
    ]);

    const phases = within((await panel("Accounts by phase")).getByRole("table"));
    expect(phases.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "PhaseActivePassedFailedPass rateBreach rate",
      "Phase I402625%75%",
      "Phase II1200——",
      "Funded5010%100%",
    ]);

    const pools = await panel("Pool balances");
    expect(figure(pools, "Vault")).toBe("$72,600");
    expect(figure(pools, "Jackpot pool")).toBe("$1,936.50");
    expect(figure(pools, "Emergency pool")).toBe("$0");

    const jobs = await panel("Scheduled jobs");
    expect(jobs.getByRole("link", { name: "Open Cronjob" }).getAttribute("href")).toBe(
      "/admin/cronjob",
    );
    const jobItems = jobs.getAllByRole("listitem").map((item) => item.textContent);
    expect(jobItems).toEqual([
      "daily-resetJan 6, 05:00:02 UTCDone",
      "weekly-payoutJan 6, 00:10:00 UTCFailed",
      "discord-digest—Never run",
    ]);
    expect(jobs.getByRole("link", { name: "weekly-payout" }).getAttribute("href")).toBe(
      "/admin/cronjob#job-weekly-payout",
    );

    const instance = await panel("Instance");
    expect(figure(instance, "Role")).toMatch(/^Leader/);
    expect(figure(instance, "Uptime")).toBe("3d 4h 5m");
    expect(figure(instance, "Accounts in engine")).toBe("57");

    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
  });

  it("keeps the period in the URL and loads the chosen one", async () => {
    const app = openDashboard("/admin/dashboard?days=90");
    await panel("Key figures");
    const period = within(screen.getByRole("group", { name: "Period" }));
    expect(period.getByRole("button", { name: "90 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(app.api.callsTo("GET /admin/dashboard")[0]?.search.get("days")).toBe("90");

    await app.user.click(period.getByRole("button", { name: "7 days" }));

    expect(app.currentUrl()).toBe("/admin/dashboard?days=7");
    expect(await main().findByText(/Last 7 days · figures as of/)).toBeTruthy();
    expect(period.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(app.api.callsTo("GET /admin/dashboard").at(-1)?.search.get("days")).toBe("7");
    expect(main().getByText("6 sign-ups in the last 7 days.")).toBeTruthy();
    expect(figure(await panel("Key figures"), "Revenue, last 7 days")).toBe("$968");
  });

  it("falls back to 30 days for a period it does not offer", async () => {
    const app = openDashboard("/admin/dashboard?days=12");
    await panel("Key figures");
    expect(app.api.callsTo("GET /admin/dashboard")[0]?.search.get("days")).toBe("30");
  });

  it("says when there were no sign-ups or purchases", async () => {
    const api = createAdminFakeApi();
    serveAdminDashboard(api, (days) =>
      sampleAdminDashboard(
        {
          signups: sampleAdminDashboard({}, days).signups.map((row) => ({ ...row, count: 0 })),
          revenue: [],
          revenueTotalCents: 0,
          outcomes: [],
        },
        days,
      ),
    );
    api.install();
    renderApp("/admin/dashboard", { token: api.sessionFor(sampleAdmin), wrapper: StubAdminCharts });
    expect(
      (await panel("Sign-ups per day")).getByText("No sign-ups in the last 30 days."),
    ).toBeTruthy();
    expect(
      (await panel("Revenue per day")).getByText("No paid purchases in the last 30 days."),
    ).toBeTruthy();
    expect(screen.queryByTestId("revenue-chart-stub")).toBeNull();
  });

  it("shows a loading state, then an error with a retry that works", async () => {
    const api = createAdminFakeApi();
    const first = deferred<FakeResponse>();
    let calls = 0;
    api.on("GET /admin/dashboard", async () => {
      calls += 1;
      if (calls === 1) return first.promise;
      return { status: 200, body: sampleAdminDashboard() };
    });
    api.install();
    const { user } = renderApp("/admin/dashboard", {
      token: api.sessionFor(sampleAdmin),
      wrapper: StubAdminCharts,
    });

    expect(await screen.findByText("Loading the dashboard…", {}, { timeout: 3_000 })).toBeTruthy();
    first.resolve({ status: 403, body: { message: "Admins only", code: "FORBIDDEN" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The dashboard could not be loaded");
    expect(alert.textContent).toContain("Admins only");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await panel("Key figures");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});
