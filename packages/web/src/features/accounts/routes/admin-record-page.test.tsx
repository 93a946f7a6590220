import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { adminRecordResponseSchema } from "@proparena/contracts/admin-users";
import {
  POSITION_ID,
  sampleAdminRecord,
  sampleCandles,
  serveAdminRecord,
} from "../testing/sample-admin-record";
import { ACCOUNT_ID, ADMIN, USER_ID } from "../../../testing/sample-admin-user";
import { StubRecordChart } from "../testing/stub-record-chart";

const ACCOUNT_PATH = `/admin/user/${USER_ID}/account/${ACCOUNT_ID}`;

function openRecord(path: string, record = sampleAdminRecord()) {
  const api = createFakeApi({ users: [ADMIN] });
  serveAdminRecord(api, record);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(ADMIN), wrapper: StubRecordChart });
  return { api, ...app };
}

const region = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

describe("admin record page", () => {
  it("shows a position: breadcrumbs, its fields, its events and the chart with the events marked", async () => {
    const { api } = openRecord(`${ACCOUNT_PATH}/positions/${POSITION_ID}`);
    const details = await region("Details");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Position · EURUSD");
    expect(api.callsTo(`GET /admin/records/positions/${POSITION_ID}`)).toHaveLength(1);

    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Users",
      "›tess@example.com",
      `›Account ${ACCOUNT_ID}`,
      `›Position ${POSITION_ID}`,
    ]);
    expect(crumbs.getByRole("link", { name: "tess@example.com" }).getAttribute("href")).toBe(
      `/admin/user/${USER_ID}`,
    );
    expect(crumbs.getByRole("link", { name: `Account ${ACCOUNT_ID}` }).getAttribute("href")).toBe(
      ACCOUNT_PATH,
    );

    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value("ID")).toBe(POSITION_ID);
    expect(value("Account ID")).toBe(ACCOUNT_ID);
    expect(value("Side")).toBe("Buy");
    expect(value("Volume")).toBe("1.5");
    expect(value("Open price")).toBe("1.08512");
    expect(value("Open time")).toBe("Jan 6, 2025, 14:03 UTC");
    expect(value("Stop loss")).toBe("—");
    expect(value("Take profit")).toBe("1.09");
    expect(value("Swap")).toBe("-$1.20");

    const events = within((await region("Events")).getByRole("list", { name: "Record events" }));
    expect(events.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "OpenedJan 6, 2025, 14:03 UTC · 1.08512",
      "Stop loss movedJan 6, 2025, 14:07 UTC",
    ]);

    const market = await region("Market");
    expect(
      market.getByRole("img", { name: "EURUSD one-minute candles with the events marked" }),
    ).toBeTruthy();
    expect(market.getByTestId("record-chart-stub").firstElementChild?.textContent).toBe(
      "EURUSD: 10 candles, 14:00–14:09 UTC",
    );
    const markers = within(market.getByRole("list", { name: "Chart markers" }));
    expect(markers.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Opened @ 14:03 1.08512",
      "Stop loss moved @ 14:07",
    ]);
    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
  });

  it("reads an order's id from its route and asks for the order", async () => {
    const order = sampleAdminRecord({
      kind: "orders",
      record: { id: "ord_7", symbol: "XAUUSD", type: "limit", status: "filled", price: 2650.5 },
      symbol: "XAUUSD",
      events: [{ label: "Filled", time: "2025-01-06T14:05:00.000Z", price: 2650.5 }],
      candles: sampleCandles(3),
    });
    const { api } = openRecord(`${ACCOUNT_PATH}/orders/ord_7`, order);
    const details = await region("Details");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order · XAUUSD");
    expect(api.callsTo("GET /admin/records/orders/ord_7")).toHaveLength(1);
    expect(details.getByText("Type").nextElementSibling?.textContent).toBe("Limit");
    expect(details.getByText("Status").nextElementSibling?.textContent).toBe("Filled");
    const markers = within((await region("Market")).getByRole("list", { name: "Chart markers" }));
    // 14:05 is after the last of the three candles (14:00-14:02): marked on the last one.
    expect(markers.getByRole("listitem").textContent).toBe("Filled @ 14:02 2650.5");
  });

  it("reads a trade's id from the tradehistory route, and says when there is no market data", async () => {
    const trade = sampleAdminRecord({
      kind: "tradehistory",
      record: {
        id: "trd_3",
        pnlCents: 12_345,
        reason: "takeProfit",
        closeTime: "2025-01-06T15:00:00.000Z",
      },
      candles: [],
    });
    const { api } = openRecord(`${ACCOUNT_PATH}/tradehistory/trd_3`, trade);
    const details = await region("Details");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Trade · EURUSD");
    expect(api.callsTo("GET /admin/records/tradehistory/trd_3")).toHaveLength(1);
    expect(details.getByText("P&L").nextElementSibling?.textContent).toBe("$123.45");
    expect(details.getByText("Close time").nextElementSibling?.textContent).toBe(
      "Jan 6, 2025, 15:00 UTC",
    );
    expect((await region("Market")).getByText("No market data for this period.")).toBeTruthy();
    expect(screen.queryByTestId("record-chart-stub")).toBeNull();
  });

  it("shows a loading state until the record arrives", async () => {
    const api = createFakeApi({ users: [ADMIN] });
    const answer = deferred<FakeResponse>();
    api.on(`GET /admin/records/positions/${POSITION_ID}`, () => answer.promise);
    api.install();
    renderApp(`${ACCOUNT_PATH}/positions/${POSITION_ID}`, {
      token: api.sessionFor(ADMIN),
      wrapper: StubRecordChart,
    });
    expect(await screen.findByText("Loading the position…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({ status: 200, body: adminRecordResponseSchema.parse(sampleAdminRecord()) });
    expect(await region("Details")).toBeTruthy();
  });

  it("says there is no such record for an unknown id", async () => {
    openRecord(`${ACCOUNT_PATH}/positions/unknown`);
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(within(alert).getByRole("heading", { name: "No such position" })).toBeTruthy();
    expect(
      within(alert).getByRole("link", { name: "Back to the account" }).getAttribute("href"),
    ).toBe(ACCOUNT_PATH);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: `User ${USER_ID}` })).toBeTruthy();
  });

  it("offers a retry when the record cannot be loaded", async () => {
    const api = createFakeApi({ users: [ADMIN] });
    let fail = true;
    api.on(`GET /admin/records/positions/${POSITION_ID}`, () =>
      fail
        ? { status: 403, body: { message: "Records are resting", code: "FORBIDDEN" } }
        : { status: 200, body: adminRecordResponseSchema.parse(sampleAdminRecord()) },
    );
    api.install();
    const { user } = renderApp(`${ACCOUNT_PATH}/positions/${POSITION_ID}`, {
      token: api.sessionFor(ADMIN),
      wrapper: StubRecordChart,
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The position could not be loaded");
    expect(alert.textContent).toContain("Records are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await region("Details")).toBeTruthy();
  });
});
