import { screen, waitFor, within } from "@testing-library/react";
import { noticeSchema, type Notice } from "@proparena/contracts/notices";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { createFakeRealtime } from "../../../testing/fake-trading-api";
import { renderApp } from "../../../testing/render-app";
import { briefly } from "../lib/use-notice-stream";

function sampleNotice(overrides: Partial<Notice> = {}): Notice {
  return noticeSchema.parse({
    id: "0b0f5f0e-1c1a-4c43-9d0a-000000000001",
    kind: "breach",
    title: "Your 5K phase I account failed: daily loss limit",
    body: "Equity $4,700.00 fell below the daily loss floor $4,750.00. The account is closed.",
    link: "/dashboard/metrics/u_1/acc_1#decision-dec_1",
    accountId: "acc_1",
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  });
}

const passed = sampleNotice({
  id: "0b0f5f0e-1c1a-4c43-9d0a-000000000002",
  kind: "phase-passed",
  title: "You passed phase I of your 5K challenge",
  body: "Target reached. Your phase II account is open.",
  link: "/dashboard/metrics/u_1/acc_0#decision-dec_0",
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  readAt: new Date(Date.now() - 3600_000).toISOString(),
});

/** The dashboard with the notices the fake serves (`served`: what the server holds), or a refusal. */
function open(notices: Notice[] | "error" = []) {
  const api = createFakeApi();
  let fail = notices === "error";
  const served = notices === "error" ? [] : [...notices];
  api.on("GET /notices", () =>
    fail
      ? { status: 403, body: { message: "Notices are resting", code: "FORBIDDEN" } }
      : {
          status: 200,
          body: {
            notices: served,
            unread: served.filter((n) => !n.readAt).length,
            nextCursor: null,
          },
        },
  );
  api.install();
  const realtime = createFakeRealtime();
  const app = renderApp("/dashboard/faq", {
    token: api.sessionFor(api.users[0]!),
    realtime: realtime.connection,
  });
  return { api, realtime, served, recover: () => (fail = false), ...app };
}

const bell = (name: string | RegExp) => screen.findByRole("button", { name }, { timeout: 3_000 });

describe("the notices bell", () => {
  it("counts the unread notices, lists them with their links, and marks what it shows read", async () => {
    const app = open([sampleNotice(), passed]);
    await app.user.click(await bell("Notices, 1 unread"));
    const panel = within(screen.getByRole("region", { name: "Notices" }));
    const items = within(panel.getByRole("list", { name: "Your notices" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(2);
    const breach = within(items[0]!);
    expect(breach.getByText("Your 5K phase I account failed: daily loss limit")).toBeTruthy();
    expect(breach.getByText("New")).toBeTruthy();
    expect(breach.getByText("5 minutes ago")).toBeTruthy();
    expect(breach.getByRole("link", { name: "See the evidence" }).getAttribute("href")).toBe(
      "/dashboard/metrics/u_1/acc_1#decision-dec_1",
    );
    expect(within(items[1]!).queryByText("New")).toBeNull();
    expect(panel.getByRole("link", { name: "Choose which notices are e-mailed" })).toBeTruthy();

    await waitFor(() =>
      expect(app.api.callsTo("POST /notices/read")[0]?.body).toEqual({
        ids: ["0b0f5f0e-1c1a-4c43-9d0a-000000000001"],
      }),
    );
    expect(await bell("Notices")).toBeTruthy();

    // Escape closes it; following a link goes to the evidence.
    await app.user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Notices" })).toBeNull();
    await app.user.click(await bell("Notices"));
    await app.user.click(
      within(screen.getByRole("region", { name: "Notices" })).getAllByRole("link", {
        name: "See the evidence",
      })[0]!,
    );
    await waitFor(() =>
      expect(app.currentUrl()).toBe("/dashboard/metrics/u_1/acc_1#decision-dec_1"),
    );
  });

  it("shows a pushed notice as a toast that opens its evidence, and counts it", async () => {
    const app = open();
    await bell("Notices");
    app.served.unshift(sampleNotice());
    app.realtime.push(SOCKET_EVENTS.notice, sampleNotice());
    const toast = within(
      (await screen.findByText("Your 5K phase I account failed: daily loss limit")).closest(
        "[role=alert]",
      ) as HTMLElement,
    );
    expect(toast.getByText(/fell below the daily loss floor/)).toBeTruthy();
    expect(await bell("Notices, 1 unread")).toBeTruthy();
    await app.user.click(toast.getByRole("link", { name: "See the evidence" }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe("/dashboard/metrics/u_1/acc_1#decision-dec_1"),
    );
    expect(screen.queryByRole("alert", { name: /daily loss limit/ })).toBeNull();
  });

  it("says when there are none, and offers a retry when they cannot be loaded", async () => {
    const app = open("error");
    await app.user.click(await bell("Notices"));
    const panel = within(screen.getByRole("region", { name: "Notices" }));
    const alert = await panel.findByRole("alert");
    expect(alert.textContent).toContain("Your notices could not be loaded");
    expect(alert.textContent).toContain("Notices are resting");
    app.recover();
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await panel.findByText(/No notices yet/)).toBeTruthy();
  });
});

describe("a notice's toast text", () => {
  it("is the body's first line, cut at a word when long", () => {
    expect(briefly("Short.\nSecond line.")).toBe("Short.");
    const long = `${"word ".repeat(60)}end`;
    const cut = briefly(long);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
  });
});
