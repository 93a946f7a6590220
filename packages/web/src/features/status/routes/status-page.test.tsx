import { screen, within } from "@testing-library/react";
import type { MarketStatusResponse } from "@proparena/contracts/market-status";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

function sampleStatus(overrides: Partial<MarketStatusResponse> = {}): MarketStatusResponse {
  return {
    healthAsOf: iso(NOW),
    marketHours: "real",
    venues: [
      {
        venue: "binance",
        state: "connected",
        since: iso(NOW - 3_600_000),
        connections: 2,
        lastError: null,
        monitored: true,
        symbols: [
          {
            symbol: "BTCUSD",
            lastQuoteAt: iso(NOW - 12_000),
            lastQuoteAgeMs: 12_000,
            haltAfterMs: 10_000,
            haltedSince: iso(NOW - 12_000),
          },
          {
            symbol: "ETHUSD",
            lastQuoteAt: iso(NOW - 400),
            lastQuoteAgeMs: 400,
            haltAfterMs: 10_000,
            haltedSince: null,
          },
        ],
      },
      {
        venue: "simulated",
        state: "connected",
        since: iso(NOW - 3_600_000),
        connections: 1,
        lastError: null,
        monitored: false,
        symbols: [
          {
            symbol: "EURUSD",
            lastQuoteAt: iso(NOW - 1_000),
            lastQuoteAgeMs: 1_000,
            haltAfterMs: null,
            haltedSince: null,
          },
        ],
      },
    ],
    sessions: [
      {
        symbol: "EURUSD",
        assetClass: "fx",
        open: false,
        opensAt: iso(NOW + (2 * 60 + 14) * 60_000 - 30_000),
        closesAt: null,
        hours: "Sunday 22:00 to Friday 22:00 UTC, closed at the weekend",
      },
      {
        symbol: "BTCUSD",
        assetClass: "crypto",
        open: true,
        opensAt: null,
        closesAt: null,
        hours: "24/7",
      },
    ],
    incidents: [
      {
        id: "inc_2",
        venue: "binance",
        symbols: ["BTCUSD"],
        startedAt: iso(NOW - 12_000),
        endedAt: null,
        durationMs: null,
        cause: "no quote from binance for 10 s",
      },
      {
        id: "inc_1",
        venue: "binance",
        symbols: ["BTCUSD", "ETHUSD"],
        startedAt: "2026-01-07T14:02:11.000Z",
        endedAt: "2026-01-07T14:09:40.000Z",
        durationMs: 449_000,
        cause: "connection lost: closed (1006)",
      },
    ],
    incidentWindowDays: 90,
    incidentLimit: 100,
    reviewWindowMs: 900_000,
    ...overrides,
  };
}

function openStatus(answer: () => { status: number; body: unknown }) {
  const api = createFakeApi().install();
  api.on("GET /status", answer);
  api.on("GET /status/fills", () => ({
    status: 200,
    body: { from: iso(NOW - 86_400_000), to: iso(NOW), symbols: [] },
  }));
  return { api, ...renderApp("/status") };
}

describe("the public status page", () => {
  it("shows each venue's health, the halted symbols, the sessions with a countdown, and the incidents", async () => {
    openStatus(() => ({ status: 200, body: sampleStatus() }));
    const binance = within(await screen.findByRole("article", { name: "Binance" }));
    expect(binance.getByText("Connected")).toBeTruthy();
    expect(binance.getByText("1 halted")).toBeTruthy();
    const rows = within(binance.getByRole("table", { name: "Binance: symbols" })).getAllByRole(
      "row",
    );
    expect(rows[1]!.textContent).toMatch(/^BTCUSD12 s ago10 sHalted: no live price since /);
    expect(rows[2]!.textContent).toBe("ETHUSD0.4 s ago10 sTrading");
    const simulated = within(screen.getByRole("article", { name: "Simulated market" }));
    expect(simulated.getByText(/never a halt/)).toBeTruthy();

    const sessions = within(screen.getByRole("table", { name: "Market sessions now" }));
    expect(sessions.getAllByRole("row")[1]!.textContent).toMatch(
      /EURUSDClosedOpens .*\(in 2 h 14 m\)/,
    );
    expect(sessions.getAllByRole("row")[2]!.textContent).toContain("Never closes");

    const incidents = screen.getAllByTestId("incident");
    expect(incidents[0]!.textContent).toContain("Ongoing");
    expect(incidents[1]!.textContent).toContain("Lasted 7 m 29 s");
    expect(incidents[1]!.textContent).toContain("connection lost: closed (1006)");
    // The published policy, from the domain's figures.
    const policy = within(screen.getByRole("complementary", { name: "Outage policy" }));
    expect(policy.getByText(/FX, metals, indices and energy 30 s; crypto 10 s/)).toBeTruthy();
    // The fill quality against the reference venue has its own section, from its own route.
    const fills = within(
      screen.getByRole("region", { name: "Fill quality against an independent venue" }),
    );
    expect(
      await fills.findByText("No fills with a reference price in the last 24 h."),
    ).toBeTruthy();
  });

  it("says when there was no incident in the last 90 days", async () => {
    openStatus(() => ({ status: 200, body: sampleStatus({ incidents: [] }) }));
    expect(await screen.findByText("No incidents in the last 90 days.")).toBeTruthy();
  });

  it("shows an error with a way to try again", async () => {
    let fail = true;
    const { user } = openStatus(() =>
      fail
        ? { status: 500, body: { message: "Something went wrong", code: "INTERNAL_ERROR" } }
        : { status: 200, body: sampleStatus() },
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The status could not be loaded");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Binance" })).toBeTruthy();
  });

  it("is linked from the footer", async () => {
    openStatus(() => ({ status: 200, body: sampleStatus() }));
    const footer = within(await screen.findByRole("navigation", { name: "Footer" }));
    expect(footer.getByRole("link", { name: "Market status" }).getAttribute("href")).toBe(
      "/status",
    );
  });
});
