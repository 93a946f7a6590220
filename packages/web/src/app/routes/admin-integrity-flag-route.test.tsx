import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StubRecordChart } from "../../features/accounts/testing/stub-record-chart";
import {
  sampleAdminFlagDetail,
  serveAdminIntegrity,
} from "../../features/integrity/testing/sample-admin-integrity";
import { createFakeApi } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";
import { reviewAdmin } from "../../testing/review-fake-server";

const PAGE = "/admin/integrity/flag_hedge1";

async function openFlag(path = PAGE) {
  const api = createFakeApi({ users: [reviewAdmin] });
  const state = serveAdminIntegrity(api, {
    details: { flag_hedge1: await sampleAdminFlagDetail() },
  });
  const candles = Array.from({ length: 90 }, (_, i) => ({
    time: Date.parse("2025-01-06T13:35:00.000Z") / 1000 + i * 60,
    open: 1.084,
    high: 1.0846,
    low: 1.0838,
    close: 1.0843,
    volume: 12,
  }));
  api.on("GET /instruments/EURUSD/candles", ({ search }) => ({
    status: 200,
    body: { symbol: "EURUSD", timeframe: search.get("tf") ?? "1m", candles },
  }));
  api.install();
  const app = renderApp(path, { token: api.sessionFor(reviewAdmin), wrapper: StubRecordChart });
  return { api, state, ...app };
}

const section = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

describe("an integrity flag in the back office", () => {
  it("shows the flag, its trades on the candles (own and other marked at open and close), the evidence, the graph, related flags and the appeal", async () => {
    const { api } = await openFlag();
    expect(
      await screen.findByRole("heading", { name: "Hedging across accounts · 97%" }),
    ).toBeTruthy();
    const flag = await section("The flag");
    expect(flag.getByText("Appealed")).toBeTruthy();
    expect(flag.getByText("Holds")).toBeTruthy();
    expect(flag.getByRole("link", { name: /Tess Trader/ }).getAttribute("href")).toBe(
      "/admin/user/u_tess",
    );
    expect(flag.getByText("u_brother")).toBeTruthy();

    const chart = await section("The trades on their candles");
    const markers = within(await chart.findByRole("list", { name: "Chart markers" }));
    expect(markers.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Own buy open @ 14:03 1.08412",
      "Other sell open @ 14:03 1.0841",
      "Own buy close @ 14:20 1.08455",
      "Other sell close @ 14:20 1.08457",
    ]);
    const asked = api.callsTo("GET /instruments/EURUSD/candles")[0]!.search;
    expect(asked.get("tf")).toBe("1m");
    expect(Number(asked.get("from"))).toBe(Date.parse("2025-01-06T13:33:07.120Z"));
    expect(Number(asked.get("to"))).toBe(Date.parse("2025-01-06T14:50:41.998Z"));

    const evidence = await section("Evidence");
    expect(evidence.getByRole("row", { name: /Other account acc_other7/ })).toBeTruthy();

    const graph = await section("Linked accounts");
    expect(graph.getByRole("img", { name: "Linked accounts: 4 nodes, 4 links" })).toBeTruthy();
    expect(graph.getByText("acc_beta01 — hedging (97%) — acc_other7")).toBeTruthy();
    expect(graph.getByText("Tess Trader — ip (30%) — u_brother")).toBeTruthy();

    const related = await section("The person's other flags");
    expect(related.getByRole("link", { name: "Multiple identities" }).getAttribute("href")).toBe(
      "/admin/integrity/flag_multi1",
    );
    expect(
      (await section("The trader's appeal")).getByText(/my brother's; we share a flat/),
    ).toBeTruthy();
  });

  it("decides with an outcome and a reason, sending the status seen", async () => {
    const app = await openFlag();
    const decision = await section("Decision");
    const form = within(decision.getByRole("form", { name: "Decide this flag" }));
    await app.user.click(form.getByRole("button", { name: "Decide" }));
    expect(form.getByText("Choose an outcome.")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/integrity/flags/flag_hedge1/decide")).toHaveLength(0);

    await app.user.click(form.getByRole("radio", { name: /Payout withheld/ }));
    await app.user.type(
      form.getByLabelText("Reason"),
      "Both legs opened within a second on one IP.",
    );
    await app.user.click(form.getByRole("button", { name: "Decide" }));

    await waitFor(() =>
      expect(app.api.callsTo("POST /admin/integrity/flags/flag_hedge1/decide")).toHaveLength(1),
    );
    expect(app.api.callsTo("POST /admin/integrity/flags/flag_hedge1/decide")[0]!.body).toEqual({
      outcome: "payout-withheld",
      reason: "Both legs opened within a second on one IP.",
      expectedStatus: "appealed",
    });
    expect(await decision.findByText(/The flag was decided: Payout withheld/)).toBeTruthy();
    await waitFor(() => expect(decision.queryByRole("form")).toBeNull());
    expect(decision.getByText("Both legs opened within a second on one IP.")).toBeTruthy();
  });

  it("says someone decided first on a 409 and shows the flag as it now is", async () => {
    const app = await openFlag();
    const decision = await section("Decision");
    // Another admin clears it while this one is reading.
    const detail = app.state.details.flag_hedge1!;
    app.state.details.flag_hedge1 = {
      ...detail,
      flag: {
        ...detail.flag,
        status: "cleared",
        decision: {
          outcome: "cleared",
          reason: "Separate people.",
          at: "2025-01-08T09:00:00.000Z",
        },
      },
    };
    const form = within(decision.getByRole("form", { name: "Decide this flag" }));
    await app.user.click(form.getByRole("radio", { name: /Account closed/ }));
    await app.user.type(
      form.getByLabelText("Reason"),
      "Hedging between two accounts of one household.",
    );
    await app.user.click(form.getByRole("button", { name: "Decide" }));

    const alert = await decision.findByRole("alert");
    expect(alert.textContent).toContain("Someone decided first");
    expect(alert.textContent).toContain("This flag is already cleared.");
    await waitFor(() => expect(decision.getByText("Separate people.")).toBeTruthy());
    expect(decision.queryByRole("form")).toBeNull();
  });

  it("says when the flag does not exist", async () => {
    await openFlag("/admin/integrity/flag_copy1");
    expect(await screen.findByText("No such flag", {}, { timeout: 3_000 })).toBeTruthy();
  });
});
