import { screen, waitFor, within } from "@testing-library/react";
import { fundedPathResponseSchema } from "@proparena/contracts/funded-path";
import { accountsResponseSchema } from "@proparena/contracts/trading";
import { describe, expect, it } from "vitest";
import { createFakeTradingApi, makeAccount } from "../../../testing/fake-trading-api";
import { renderApp } from "../../../testing/render-app";
import { accountHoldsOf } from "../../../testing/sample-integrity-policy";
import {
  sampleFundedPath,
  samplePassedAccount,
  serveFundedPath,
} from "../../../testing/sample-funded-path";

function openAccounts(accounts = sampleAccounts()) {
  const api = createFakeTradingApi({ accounts }).install();
  const view = renderApp("/dashboard/accounts", {
    token: api.base.sessionFor(api.base.users[0]!),
  });
  return { api, ...view };
}

/** An active phase II account (newest) and a failed phase I account, as the server sends them. */
function sampleAccounts() {
  return accountsResponseSchema.parse({
    accounts: [
      makeAccount({
        id: "acc_failed",
        planLabel: "$5,000",
        phaseName: "Phase I",
        ruleSetVersion: 1,
        status: "failed",
        startingBalanceCents: 500_000,
        balanceCents: 449_000,
        equityCents: 449_000,
        createdAt: "2025-01-02T10:00:00.000Z",
        endedAt: "2025-01-04T15:00:00.000Z",
      }),
      makeAccount({
        id: "acc_active",
        planLabel: "$200,000",
        phase: "phase2",
        phaseName: "Phase II",
        status: "active",
        startingBalanceCents: 20_000_000,
        balanceCents: 20_150_000,
        equityCents: 20_120_000,
        createdAt: "2025-01-05T10:00:00.000Z",
      }),
    ],
  }).accounts;
}

/** A passed phase II account (and the funded account it may have opened), as the server sends them. */
function passedAccounts({ funded = false } = {}) {
  return accountsResponseSchema.parse({
    accounts: [
      makeAccount({
        id: "acc_phase2",
        planLabel: "$100,000",
        phase: "phase2",
        phaseName: "Phase II",
        status: "passed",
        createdAt: "2025-01-03T10:00:00.000Z",
        endedAt: "2025-01-09T16:00:00.000Z",
      }),
      ...(funded
        ? [
            makeAccount({
              id: "acc_funded",
              planLabel: "$100,000",
              phase: "funded",
              phaseName: "Funded",
              previousAccountId: "acc_phase2",
              createdAt: "2025-01-10T12:00:00.000Z",
            }),
          ]
        : []),
    ],
  }).accounts;
}

const fundedPanel = async () =>
  within(await screen.findByRole("region", { name: "Funded account" }, { timeout: 3_000 }));

describe("accounts page", () => {
  it("lists every account newest first with its status, money figures and links", async () => {
    openAccounts();
    const table = within(await screen.findByRole("table", { name: "Your accounts" }));
    const rows = table.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);

    const active = within(rows[0]!);
    expect(active.getByRole("rowheader").textContent).toBe("$200,000Phase IIRules v2");
    expect(active.getByText("Active")).toBeTruthy();
    expect(active.getByText("$201,500.00")).toBeTruthy();
    expect(active.getByText("$201,200.00")).toBeTruthy();
    expect(active.getByText("+$1,500.00")).toBeTruthy(); // total: balance − starting balance
    expect(active.getByText("-$300.00")).toBeTruthy(); // open: equity − balance
    expect(active.getByText("running")).toBeTruthy();
    expect(
      active.getByRole("link", { name: /^Metrics of \$200,000 Phase II/ }).getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_active");
    expect(
      active
        .getByRole("link", { name: /^Open \$200,000 Phase II.* in the arena$/ })
        .getAttribute("href"),
    ).toBe("/trading/arena?account=acc_active");

    const failed = within(rows[1]!);
    expect(failed.getByText("Failed").getAttribute("data-status")).toBe("failed");
    expect(failed.getByText("-$510.00")).toBeTruthy();
    expect(failed.getByText("Jan 2, 2025")).toBeTruthy();
    expect(failed.getByText("ended Jan 4, 2025")).toBeTruthy();
    expect(
      failed.getByRole("link", { name: /^Metrics of \$5,000 Phase I,/ }).getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_failed");
    // Each account shows the rules version it was opened under, linking to that version.
    expect(failed.getByRole("link", { name: "Rules v1" }).getAttribute("href")).toBe(
      "/dashboard/rules?version=1",
    );
    expect(active.getByRole("link", { name: "Rules v2" }).getAttribute("href")).toBe(
      "/dashboard/rules?version=2",
    );
  });

  it("says which accounts an integrity check holds, linking to the account's integrity panel", async () => {
    const api = createFakeTradingApi({ accounts: sampleAccounts() });
    // A failed account cannot be held from anything: not shown even if listed.
    api.on("GET /integrity/holds", () => ({
      status: 200,
      body: accountHoldsOf([
        { accountId: "acc_active", phasePass: false },
        { accountId: "acc_failed" },
      ]),
    }));
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    const held = await screen.findByText(
      /payouts held until an admin decides/,
      {},
      { timeout: 3_000 },
    );
    expect(held.closest("[data-held]")?.getAttribute("data-held")).toBe("acc_active");
    expect(
      within(held.closest("li")!).getByRole("link", { name: "See why" }).getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_active#integrity");
    expect(document.querySelectorAll("[data-held]")).toHaveLength(1);
    // One request for all the accounts, none per account.
    expect(api.callsTo("GET /integrity/holds")).toHaveLength(1);
    expect(api.callsTo("GET /accounts/acc_active/integrity")).toHaveLength(0);
  });

  it("shows no hold banner when nothing is held", async () => {
    const api = createFakeTradingApi({ accounts: sampleAccounts() });
    api.on("GET /integrity/holds", () => ({ status: 200, body: accountHoldsOf([]) }));
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    await screen.findByRole("table", {}, { timeout: 3_000 });
    await waitFor(() => expect(api.callsTo("GET /integrity/holds")).toHaveLength(1));
    expect(screen.queryByText(/Held by an integrity check/)).toBeNull();
  });

  it("shows the same accounts as cards for phones", async () => {
    openAccounts();
    const cards = within(await screen.findByRole("list", { name: "Your accounts" }));
    const items = cards.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "$200,000",
      "$5,000",
    ]);
    expect(within(items[1]!).getByText("Failed")).toBeTruthy();
    expect(within(items[1]!).getByRole("link", { name: "Rules v1" })).toBeTruthy();
    expect(
      within(items[0]!)
        .getByRole("link", { name: /^Metrics of/ })
        .getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_active");
  });

  it("invites a trader with no account to buy a challenge or open the arena", async () => {
    openAccounts([]);
    expect(await screen.findByRole("heading", { name: "No accounts yet" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(
      main.getAllByRole("link", { name: "Buy a challenge" }).map((l) => l.getAttribute("href")),
    ).toContain("/dashboard/checkout");
    expect(main.getByRole("link", { name: "Open the arena" }).getAttribute("href")).toBe(
      "/trading/arena",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the error with a retry that loads the list", async () => {
    const api = createFakeTradingApi({ accounts: sampleAccounts() });
    let fail = true;
    api.on("GET /accounts", () =>
      fail ? { status: 403, body: { message: "Accounts are resting", code: "FORBIDDEN" } } : null,
    );
    api.install();
    const { user } = renderApp("/dashboard/accounts", {
      token: api.base.sessionFor(api.base.users[0]!),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your accounts could not be loaded");
    expect(alert.textContent).toContain("Accounts are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your accounts" })).toBeTruthy();
  });
});

describe("accounts page: funded account panel", () => {
  it("lists what is still missing, with links to KYC and the trader agreement", async () => {
    const api = createFakeTradingApi({ accounts: passedAccounts() });
    serveFundedPath(
      api,
      sampleFundedPath({
        kycStatus: "submitted",
        missing: ["KYC approval (your documents are being checked)", "Sign the trader agreement"],
      }),
    );
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    const panel = await fundedPanel();
    const passed = within(panel.getByRole("list", { name: "Passed phase II accounts" }));
    expect(passed.getByText("$100,000 Phase II")).toBeTruthy();
    expect(passed.getByText("Passed Jan 9, 2025")).toBeTruthy();
    expect(passed.getByText("Funded account not open yet")).toBeTruthy();
    expect(passed.queryByRole("link")).toBeNull();

    const missing = within(panel.getByRole("list", { name: "Still missing" }));
    expect(missing.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "KYC approval (your documents are being checked)",
      "Sign the trader agreement",
    ]);
    expect(
      panel.getByRole("link", { name: "Identity verification (KYC)" }).getAttribute("href"),
    ).toBe("/dashboard/kyc");
    expect(panel.getByRole("link", { name: "Trader agreement" }).getAttribute("href")).toBe(
      "/dashboard/agreements",
    );
  });

  it("links only to what is left to do", async () => {
    const api = createFakeTradingApi({ accounts: passedAccounts() });
    serveFundedPath(
      api,
      sampleFundedPath({
        kycStatus: "approved",
        missing: ["Sign the trader agreement"],
      }),
    );
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    const panel = await fundedPanel();
    expect(panel.queryByRole("link", { name: "Identity verification (KYC)" })).toBeNull();
    expect(panel.getByRole("link", { name: "Trader agreement" })).toBeTruthy();
  });

  it("links to the funded account's metrics once it is open", async () => {
    const api = createFakeTradingApi({ accounts: passedAccounts({ funded: true }) });
    serveFundedPath(
      api,
      sampleFundedPath({
        kycStatus: "approved",
        agreementSigned: true,
        missing: [],
        accounts: [samplePassedAccount({ fundedAccountId: "acc_funded" })],
      }),
    );
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    const panel = await fundedPanel();
    expect(panel.getByText("Funded account open")).toBeTruthy();
    expect(
      panel
        .getByRole("link", { name: "Metrics of the funded account from $100,000 Phase II" })
        .getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_funded");
    expect(panel.queryByRole("list", { name: "Still missing" })).toBeNull();
    expect(panel.queryByRole("link", { name: "Trader agreement" })).toBeNull();
  });

  it("is not shown without a passed phase II account", async () => {
    const api = createFakeTradingApi({ accounts: sampleAccounts() });
    serveFundedPath(api, sampleFundedPath({ accounts: [] }));
    api.install();
    renderApp("/dashboard/accounts", { token: api.base.sessionFor(api.base.users[0]!) });
    await screen.findByRole("table", { name: "Your accounts" }, { timeout: 3_000 });
    await waitFor(() => expect(api.callsTo("GET /account/funded-path").length).toBeGreaterThan(0));
    expect(screen.queryByRole("region", { name: "Funded account" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the funded path cannot be loaded, with a retry", async () => {
    const api = createFakeTradingApi({ accounts: passedAccounts() });
    let fail = true;
    api.on("GET /account/funded-path", () =>
      fail
        ? { status: 403, body: { message: "Funding is resting", code: "FORBIDDEN" } }
        : {
            status: 200,
            body: fundedPathResponseSchema.parse({ fundedPath: sampleFundedPath() }),
          },
    );
    api.install();
    const { user } = renderApp("/dashboard/accounts", {
      token: api.base.sessionFor(api.base.users[0]!),
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Your funded account status could not be loaded");
    expect(alert.textContent).toContain("Funding is resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await fundedPanel()).toBeTruthy();
  });
});
