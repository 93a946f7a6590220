import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeTradingApi, makeAccount } from "../../../testing/fake-trading-api";
import { renderApp } from "../../../testing/render-app";
import { serveMetrics } from "../testing/sample-metrics";
import { StubMetricsCharts } from "../testing/stub-metrics-charts";

describe("metrics page", () => {
  it("goes to the metrics of the trader's newest account", async () => {
    const older = makeAccount({ id: "acc_old", createdAt: "2025-01-02T10:00:00.000Z" });
    const newest = makeAccount({
      id: "acc_new",
      planLabel: "$50,000",
      status: "failed",
      createdAt: "2025-01-05T10:00:00.000Z",
    });
    const api = createFakeTradingApi({ accounts: [newest, older] });
    serveMetrics(api, newest).install();
    const { currentUrl } = renderApp("/dashboard/metrics", {
      token: api.base.sessionFor(api.base.users[0]!),
      wrapper: StubMetricsCharts,
    });
    await waitFor(() => expect(currentUrl()).toBe("/dashboard/metrics/u_1/acc_new"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "$50,000 · Phase I" }),
    ).toBeTruthy();
  });

  it("invites a trader with no account to get one", async () => {
    const api = createFakeTradingApi({ accounts: [] }).install();
    const { currentUrl } = renderApp("/dashboard/metrics", {
      token: api.base.sessionFor(api.base.users[0]!),
    });
    expect(
      await screen.findByRole("heading", { name: "No account to show metrics for" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy a challenge" }).getAttribute("href")).toBe(
      "/dashboard/checkout",
    );
    expect(currentUrl()).toBe("/dashboard/metrics");
  });
});
