import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleCopyTrades, sampleSubscription } from "../testing/sample-social";

function openCopying(api: ReturnType<typeof createFakeApi>) {
  api.install();
  return { api, ...renderApp("/dashboard/copying", { token: api.sessionFor(api.users[0]!) }) };
}

describe("the copying page", () => {
  it("shows each copying with its status, limits, figures and copy trades", async () => {
    const api = createFakeApi()
      .on("GET /copy-subscriptions", () => ({
        status: 200,
        body: {
          subscriptions: [
            sampleSubscription({ excludedSymbols: ["XAUUSD"], stopEquityCents: 90_000_000 }),
            sampleSubscription({
              id: "cs_2",
              status: "stopped",
              stopReason: "stop-equity",
              stoppedAt: "2025-01-06T12:00:00.000Z",
            }),
          ],
        },
      }))
      .on("GET /copy-subscriptions/cs_1/trades", () => ({ status: 200, body: sampleCopyTrades() }));
    const { user } = openCopying(api);
    const [running, stopped] = await screen.findAllByRole("article");
    const card = within(running!);
    expect(card.getByText("Copying")).toBeTruthy();
    expect(
      card.getByText(
        "×1 · 5% risk a trade · $1,000.00 daily loss cap · stop at $900,000.00 equity · not XAUUSD",
      ),
    ).toBeTruthy();
    expect(card.getByRole("link", { name: "your Beta account" }).getAttribute("href")).toBe(
      "/dashboard/metrics/u_1/acc_beta01",
    );
    expect(within(stopped!).getByText("Stopped: Your stop was reached")).toBeTruthy();
    expect(within(stopped!).queryByRole("button", { name: "Stop" })).toBeNull();

    // The copy trades are read only once opened.
    expect(api.callsTo("GET /copy-subscriptions/cs_1/trades")).toHaveLength(0);
    await user.click(card.getByText("Copy trades"));
    const trades = await card.findByRole("table", { name: "Copy trades" });
    const rows = within(trades)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[1]).toMatch(/EURUSDbuy2\.000\.40Placed180 msOpen$/);
    expect(rows[2]).toMatch(/XAUUSDsell1\.00—SkippedXAUUSD is excluded——$/);
  });

  it("edits the limits and stops a copying, closing its open copies", async () => {
    let subscription = sampleSubscription();
    const api = createFakeApi()
      .on("GET /copy-subscriptions", () => ({
        status: 200,
        body: { subscriptions: [subscription] },
      }))
      .on("PATCH /copy-subscriptions/cs_1", ({ body }) => {
        subscription = { ...subscription, ...(body as object) };
        return { status: 200, body: subscription };
      })
      .on("POST /copy-subscriptions/cs_1/stop", () => {
        subscription = { ...subscription, status: "stopped", stopReason: "follower" };
        return { status: 200, body: subscription };
      });
    const { user } = openCopying(api);
    const card = within(await screen.findByRole("article"));
    await user.click(card.getByRole("button", { name: "Edit limits" }));
    const limits = within(await screen.findByRole("dialog", { name: "Limits · Grace H." }));
    await user.clear(limits.getByLabelText("Risk per trade (%)"));
    await user.type(limits.getByLabelText("Risk per trade (%)"), "2");
    await user.click(limits.getByRole("button", { name: "Save the limits" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PATCH /copy-subscriptions/cs_1")[0]!.body).toMatchObject({
      riskPerTradePercent: 2,
      dailyLossCapCents: 100_000,
      stopEquityCents: null,
    });
    expect(await card.findByText(/2% risk a trade/)).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Stop" }));
    const stop = within(await screen.findByRole("dialog", { name: "Stop copying Grace H.?" }));
    await user.click(stop.getByLabelText(/Also close the copies still open/));
    await user.click(stop.getByRole("button", { name: "Stop copying" }));
    expect(await card.findByText("Stopped: Stopped by you")).toBeTruthy();
    expect(api.callsTo("POST /copy-subscriptions/cs_1/stop")[0]!.body).toEqual({
      closePositions: true,
    });
  });

  it("says when there is no copying, and when they cannot be loaded", async () => {
    const api = createFakeApi().on("GET /copy-subscriptions", () => ({
      status: 200,
      body: { subscriptions: [] },
    }));
    openCopying(api);
    expect(await screen.findByText(/You copy no one/)).toBeTruthy();
    api.on("GET /copy-subscriptions", () => ({
      status: 500,
      body: { message: "Boom", code: "INTERNAL" },
    }));
    renderApp("/dashboard/copying", { token: api.sessionFor(api.users[0]!) });
    expect(
      await screen.findByRole("heading", { name: "Your copies could not be loaded" }),
    ).toBeTruthy();
  });
});
