import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveMetrics } from "../../features/metrics/testing/sample-metrics";
import { StubMetricsCharts } from "../../features/metrics/testing/stub-metrics-charts";
import {
  ADMIN,
  sampleAccountRow,
  serveAdminAccount,
  USER_ID,
} from "../../testing/sample-admin-user";
import { createFakeTradingApi, makeAccount } from "../../testing/fake-trading-api";
import { renderApp } from "../../testing/render-app";

const ACCOUNT_ID = "acc_beta01";
const PAGE = `/admin/user/${USER_ID}/account/${ACCOUNT_ID}`;
const ACTIONS_API = `/admin/accounts/${ACCOUNT_ID}`;

function openAccount(
  status: "active" | "failed" | "passed" = "active",
  phase: "phase1" | "funded" = "phase1",
  review: "pending" | null = null,
) {
  const account = makeAccount({ id: ACCOUNT_ID, status });
  const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account);
  api.base.users.push(ADMIN);
  const server = serveAdminAccount(
    api,
    sampleAccountRow({ id: ACCOUNT_ID, status, phase, review }),
  );
  api.install();
  const app = renderApp(PAGE, { token: api.base.sessionFor(ADMIN), wrapper: StubMetricsCharts });
  return { api, server, ...app };
}

const panel = async () =>
  within(await screen.findByRole("region", { name: "Admin actions" }, { timeout: 3_000 }));
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const ACTIVE = ["Close all positions", "Adjust balance", "Pass phase", "Fail account"];
const enabled = () =>
  [...ACTIVE, "Reinstate", "Uphold breach"].filter((name) => !button(name).disabled);
const dialog = (name: string) => within(screen.getByRole("dialog", { name }));

describe("admin account page", () => {
  it("shows breadcrumbs and the account's standing above the trader's metrics", async () => {
    const { api } = openAccount();
    const actions = await panel();
    expect(await actions.findByText("tess@example.com")).toBeTruthy();
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Users" }).getAttribute("href")).toBe("/admin/users");
    expect(crumbs.getByRole("link", { name: "tess@example.com" }).getAttribute("href")).toBe(
      `/admin/user/${USER_ID}`,
    );
    expect(crumbs.getByText(`Account ${ACCOUNT_ID}`).getAttribute("aria-current")).toBe("page");
    expect(actions.getByText("Plan").nextElementSibling?.textContent).toBe("10K · Phase I");
    expect(actions.getByText("Balance").nextElementSibling?.textContent).toBe("$10,234.50");

    // The dashboard's metrics view, below the panel.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Beta · Phase I" }, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Objectives" })).toBeTruthy();
    expect(enabled()).toEqual(ACTIVE);
    // The audit: a replay from the journal, run on demand only.
    const replay = within(screen.getByRole("region", { name: "Replay from the journal" }));
    expect(replay.getByRole("button", { name: "Replay from the journal" })).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/journal-replay`)).toHaveLength(0);
  });

  it("fails the account with a reason, then offers reinstating and refreshes the metrics", async () => {
    const { api, user, server } = openAccount();
    const actions = await panel();
    await actions.findByText("tess@example.com");
    await screen.findByRole("heading", { level: 1, name: "Beta · Phase I" });
    const metricsBefore = api.callsTo(`GET /accounts/${ACCOUNT_ID}/metrics`).length;

    await user.click(button("Fail account"));
    const fail = dialog("Fail this account?");
    await user.click(fail.getByRole("button", { name: "Fail account" }));
    expect(api.callsTo(`POST ${ACTIONS_API}/fail`)).toHaveLength(0);
    await user.type(fail.getByLabelText("Reason"), "Hedging across two accounts");
    await user.click(fail.getByRole("button", { name: "Fail account" }));

    expect(await actions.findByText("The account is failed.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo(`POST ${ACTIONS_API}/fail`).map((call) => call.body)).toEqual([
      { reason: "Hedging across two accounts" },
    ]);
    expect(server.current().status).toBe("failed");
    await waitFor(() => expect(enabled()).toEqual(["Reinstate"]));
    await waitFor(() =>
      expect(api.callsTo(`GET /accounts/${ACCOUNT_ID}/metrics`).length).toBeGreaterThan(
        metricsBefore,
      ),
    );
  });

  it("closes all positions of an active account", async () => {
    const { api, user } = openAccount();
    const actions = await panel();
    await actions.findByText("tess@example.com");
    await user.click(button("Close all positions"));
    const close = dialog("Close all open positions?");
    await user.type(close.getByLabelText("Reason"), "Trader asked by e-mail");
    await user.click(close.getByRole("button", { name: "Close positions" }));
    expect(await actions.findByText("Closed 2 positions.")).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/close-positions`)[0]?.body).toEqual({
      reason: "Trader asked by e-mail",
    });
    expect(enabled()).toEqual(ACTIVE);
  });

  it("offers only reinstating a failed account, and shows a 409 in the dialog", async () => {
    const { api, user } = openAccount("failed");
    const actions = await panel();
    await actions.findByText("tess@example.com");
    expect(enabled()).toEqual(["Reinstate"]);
    api.on(`POST ${ACTIONS_API}/reinstate`, () => ({
      status: 409,
      body: { message: "This account is not failed.", code: "CONFLICT" },
    }));
    await user.click(button("Reinstate"));
    const reinstate = dialog("Reinstate this account?");
    await user.type(reinstate.getByLabelText("Reason"), "Breach was a price spike");
    await user.click(reinstate.getByRole("button", { name: "Reinstate account" }));
    expect((await reinstate.findByRole("alert")).textContent).toContain(
      "This account is not failed.",
    );
  });

  it("a breach flagged after a price outage: says so, and upholding it closes the review", async () => {
    const { api, user, server } = openAccount("failed", "phase1", "pending");
    const actions = await panel();
    await actions.findByText("tess@example.com");
    expect(actions.getByText("A breach waits for your review")).toBeTruthy();
    expect(enabled()).toEqual(["Reinstate", "Uphold breach"]);
    await user.click(button("Uphold breach"));
    const uphold = dialog("Uphold the breach?");
    await user.type(uphold.getByLabelText("Reason"), "The fall went on after prices came back");
    await user.click(uphold.getByRole("button", { name: "Uphold breach" }));
    expect(
      await actions.findByText("The breach stands: the review after the price outage is closed."),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/uphold-review`)[0]?.body).toEqual({
      reason: "The fall went on after prices came back",
    });
    expect(server.current().review).toBe("upheld");
    await waitFor(() => expect(enabled()).toEqual(["Reinstate"]));
    expect(actions.queryByText("A breach waits for your review")).toBeNull();
  });

  it("adjusts the balance by an amount in dollars, checked before it is sent", async () => {
    const { api, user, server } = openAccount();
    const actions = await panel();
    await actions.findByText("tess@example.com");
    await user.click(button("Adjust balance"));
    const adjust = dialog("Adjust the balance?");
    await user.type(adjust.getByLabelText("Reason"), "Slippage refund, ticket 41");
    await user.type(adjust.getByLabelText("Amount (USD)"), "12.345");
    await user.click(adjust.getByRole("button", { name: "Adjust balance" }));
    expect(adjust.getByText("Type an amount in dollars, such as 250 or -99.50.")).toBeTruthy();
    await user.clear(adjust.getByLabelText("Amount (USD)"));
    await user.type(adjust.getByLabelText("Amount (USD)"), "0");
    await user.click(adjust.getByRole("button", { name: "Adjust balance" }));
    expect(adjust.getByText("The amount cannot be zero")).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/adjust-balance`)).toHaveLength(0);
    await user.clear(adjust.getByLabelText("Amount (USD)"));
    await user.type(adjust.getByLabelText("Amount (USD)"), "-1,250.50");
    await user.click(adjust.getByRole("button", { name: "Adjust balance" }));
    expect(await actions.findByText("Balance adjusted.")).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/adjust-balance`).map((call) => call.body)).toEqual([
      { reason: "Slippage refund, ticket 41", amountCents: -125_050 },
    ]);
    expect(server.current().balanceCents).toBe(1_023_450 - 125_050);
  });

  it("passes the phase of an active phase I account and shows what opened", async () => {
    const { api, user } = openAccount();
    const actions = await panel();
    await actions.findByText("tess@example.com");
    await user.click(button("Pass phase"));
    const pass = dialog("Pass this phase?");
    await user.type(pass.getByLabelText("Reason"), "Support case 77");
    await user.click(pass.getByRole("button", { name: "Pass phase" }));
    expect(
      await actions.findByText("Phase passed; the next phase's account acc_next is open."),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${ACTIONS_API}/pass-phase`)[0]?.body).toEqual({
      reason: "Support case 77",
    });
    await waitFor(() => expect(enabled()).toEqual([]));
  });

  it("does not offer passing the phase of a funded account", async () => {
    openAccount("active", "funded");
    const actions = await panel();
    await actions.findByText("tess@example.com");
    expect(enabled()).toEqual(["Close all positions", "Adjust balance", "Fail account"]);
  });

  it("offers nothing on a passed account", async () => {
    openAccount("passed");
    const actions = await panel();
    await actions.findByText("tess@example.com");
    expect(enabled()).toEqual([]);
  });

  it("says so when the account is not found, with no actions", async () => {
    const account = makeAccount({ id: ACCOUNT_ID });
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account);
    api.base.users.push(ADMIN);
    serveAdminAccount(api, sampleAccountRow({ id: "some-other-account" }));
    api.install();
    renderApp(PAGE, { token: api.base.sessionFor(ADMIN), wrapper: StubMetricsCharts });
    const actions = await panel();
    expect(await actions.findByText("No such account")).toBeTruthy();
    expect(actions.queryByRole("button", { name: "Fail account" })).toBeNull();
  });
});
