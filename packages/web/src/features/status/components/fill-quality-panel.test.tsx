import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FillQualityResponse } from "@proparena/contracts/fill-quality";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { FillQualityPanel } from "./fill-quality-panel";

const WINDOW = { from: "2027-03-02T10:00:00.000Z", to: "2027-03-03T10:00:00.000Z" };

function renderPanel(answer: () => FakeResponse | Promise<FakeResponse>) {
  const api = createFakeApi();
  api.on("GET /status/fills", answer);
  api.install();
  const view = renderWithProviders(<FillQualityPanel />);
  return { api, ...view, user: userEvent.setup() };
}

describe("the status page's fill quality panel", () => {
  it("shows loading, then per symbol the fills, the venue and the median and p99 differences", async () => {
    const later = deferred<FakeResponse>();
    renderPanel(() => later.promise);
    expect(screen.getByRole("status").textContent).toContain("Loading the fill quality");
    const body: FillQualityResponse = {
      ...WINDOW,
      symbols: [
        {
          symbol: "BTCUSD",
          fills: 1_250,
          venues: ["binance"],
          unit: "point",
          unitSize: 0.01,
          medianDifference: 0.4,
          p99Difference: 1.472,
          medianUnits: 40,
          p99Units: 147.2,
        },
        {
          symbol: "EURUSD",
          fills: 3,
          venues: ["oanda"],
          unit: "pip",
          unitSize: 0.0001,
          medianDifference: -0.00001,
          p99Difference: 0.0000315,
          medianUnits: -0.1,
          p99Units: 0.32,
        },
      ],
    };
    later.resolve({ status: 200, body });
    const table = within(await screen.findByRole("table", { name: /Fill quality by symbol/ }));
    const rows = table.getAllByRole("row").map((r) =>
      within(r)
        .queryAllByRole("cell")
        .map((c) => c.textContent),
    );
    expect(rows.slice(1)).toEqual([
      ["BTCUSD", "1,250", "binance", "+0.40 (+40.0 points)", "+1.472 (+147.2 points)"],
      ["EURUSD", "3", "oanda", "-0.00001 (-0.1 pips)", "+0.0000315 (+0.3 pips)"],
    ]);
    expect(screen.getByText(/A positive difference is worse for the trader/)).toBeTruthy();
  });

  it("says when no fill had a reference price in the last 24 h", async () => {
    renderPanel(() => ({ status: 200, body: { ...WINDOW, symbols: [] } }));
    expect(
      await screen.findByText("No fills with a reference price in the last 24 h."),
    ).toBeTruthy();
  });

  it("shows the error with a retry that loads again", async () => {
    let fail = true;
    const { user } = renderPanel(() =>
      fail
        ? { status: 400, body: { message: "Status unavailable", code: "BAD_REQUEST" } }
        : { status: 200, body: { ...WINDOW, symbols: [] } },
    );
    expect(await screen.findByText("Status unavailable")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText("No fills with a reference price in the last 24 h."),
    ).toBeTruthy();
  });
});
