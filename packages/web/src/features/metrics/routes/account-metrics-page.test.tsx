import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import type { Account } from "@proparena/contracts/trading";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createFakeRealtime,
  createFakeTradingApi,
  makeAccount,
  makePosition,
  makeTrade,
  type FakeRealtime,
} from "../../../testing/fake-trading-api";
import { stubClipboard } from "../../../testing/clipboard";
import { renderApp } from "../../../testing/render-app";
import { sampleCertificate, samplePayoutCertificate } from "../../../testing/sample-certificates";
import {
  sampleDecision,
  sampleMetrics,
  sampleActDecision,
  sampleReplay,
  sampleStatistics,
  serveMetrics,
} from "../testing/sample-metrics";
import { StubMetricsCharts } from "../testing/stub-metrics-charts";
import { apiUrl } from "../../../testing/api-url";
import { canonicalJson } from "@proparena/contracts/canonical-json";
import { publishedEvidenceText } from "@proparena/contracts/openbook";
import type { RuleDecision } from "@proparena/contracts/metrics";
import { sha256Hex } from "../../../lib/evidence-hash";

const ACCOUNT_ID = "acc_beta01";
const METRICS_URL = `/dashboard/metrics/u_1/${ACCOUNT_ID}`;

afterEach(() => {
  vi.useRealTimers();
});

function openMetrics(
  api = serveMetrics(createFakeTradingApi(), makeAccount()),
  { path = METRICS_URL, realtime }: { path?: string; realtime?: FakeRealtime } = {},
) {
  api.install();
  const view = renderApp(path, {
    token: api.base.sessionFor(api.base.users[0]!),
    wrapper: StubMetricsCharts,
    realtime: realtime?.connection ?? null,
  });
  return { api, ...view };
}

const section = async (name: string) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

/** The value shown under a statistic's label. */
const statistic = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

function failedAccount(): Account {
  return makeAccount({
    status: "failed",
    equityCents: 94_990_000,
    endedAt: "2025-01-06T14:03:07.000Z",
  });
}

describe("account metrics page", () => {
  it("shows the header, the objectives with their statuses and a live reset countdown", async () => {
    const account = makeAccount({
      balanceCents: 104_000_000,
      equityCents: 104_200_000,
      objectives: {
        ...makeAccount().objectives,
        // An hour away, give or take the seconds the first render of the whole page takes here.
        nextResetAt: new Date(Date.now() + 3_600_000 + 10_000).toISOString(),
      },
    });
    openMetrics(serveMetrics(createFakeTradingApi({ accounts: [account] }), account));
    expect(await screen.findByRole("heading", { level: 1, name: "Beta · Phase I" })).toBeTruthy();
    expect(screen.getByText("Active", { selector: "[data-status]" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in arena" }).getAttribute("href")).toBe(
      `/trading/arena?account=${ACCOUNT_ID}`,
    );
    expect(screen.getByRole("link", { name: "Rules v2" }).getAttribute("href")).toBe(
      "/dashboard/rules?version=2",
    );

    const objectives = await section("Objectives");
    const rows = objectives.getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "…Profit target",
      "…Daily loss limit",
      "…Max loss limit",
      "✓Minimum trading days",
    ]);
    const target = within(rows[0]!);
    expect(target.getByText("In progress")).toBeTruthy();
    expect(
      target
        .getByRole("progressbar", { name: "Profit target progress" })
        .getAttribute("aria-valuenow"),
    ).toBe("50");
    expect(
      target.getByText("Reach a closed balance of $1,080,000.00; $40,000.00 to go."),
    ).toBeTruthy();
    expect(target.getByText("To go").nextElementSibling?.textContent).toBe("$40,000.00");
    expect(within(rows[3]!).getByText("Passed")).toBeTruthy();
    expect(within(rows[3]!).getByText("Now").nextElementSibling?.textContent).toBe("3 days");

    const daily = within(rows[1]!);
    expect(daily.queryByRole("progressbar")).toBeNull();
    expect(daily.getByText("Room left").nextElementSibling?.textContent).toBe("$90,000.00");
    const countdown = daily.getByTestId("daily-reset-countdown");
    const first = countdown.textContent;
    expect(first).toMatch(/^01:00:(0\d|10)$/);
    await waitFor(() => expect(countdown.textContent).not.toBe(first), { timeout: 2_500 });
  });

  it("asks for every section's data at once, while the summary is still on its way", async () => {
    const account = makeAccount();
    const trades = [makeTrade({ id: "trd_1" })];
    const api = serveMetrics(createFakeTradingApi({ accounts: [account], trades }), account);
    let answerSummary = () => {};
    api.on(
      `GET /accounts/${ACCOUNT_ID}/metrics`,
      () =>
        new Promise((resolve) => {
          answerSummary = () => resolve({ status: 200, body: sampleMetrics(account) });
        }),
    );
    openMetrics(api);
    const base = `GET /accounts/${ACCOUNT_ID}`;
    const sections = [
      `${base}/certificates`,
      `${base}/equity`,
      `${base}/daily`,
      `${base}/trades`,
      `${base}/decisions`,
      "GET /instruments",
    ];
    await waitFor(() => {
      for (const route of sections) expect(api.callsTo(route)).toHaveLength(1);
    });
    expect(await screen.findByText("Loading the account's metrics…")).toBeTruthy();

    answerSummary();
    expect(await screen.findByTestId("equity-chart-stub")).toBeTruthy();
    expect(await (await section("Journal")).findByTestId("journal-trd_1")).toBeTruthy();
    // The sections found their answers: none asked again.
    for (const route of sections) expect(api.callsTo(route)).toHaveLength(1);
  });

  it("lists the account's certificates with their PDF, public page and a copy link", async () => {
    const account = makeAccount();
    const payout = samplePayoutCertificate();
    const pass = sampleCertificate();
    const { user } = openMetrics(
      serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
        certificates: { certificates: [payout, pass] },
      }),
    );
    const certificates = await section("Certificates");
    const cards = await certificates.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Weekly payout",
      "Phase I passed",
    ]);

    const card = within(certificates.getByRole("article", { name: "Phase I passed" }));
    expect(card.getByText(/^Beta · Issued/).textContent).toBe("Beta · Issued Jan 6, 2025");
    expect(card.getByText("Account size").nextElementSibling?.textContent).toBe("$1,000,000");
    expect(card.getByText("Profit").nextElementSibling?.textContent).toBe("$80,123.45");
    const pdf = card.getByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toBe(apiUrl(`/certificates/${pass.id}.pdf`));
    expect(pdf.hasAttribute("download")).toBe(true);
    expect(card.getByRole("link", { name: "Verify / share" }).getAttribute("href")).toBe(
      `/certificates/${pass.id}`,
    );
    const payoutCard = within(certificates.getByRole("article", { name: "Weekly payout" }));
    expect(payoutCard.getByText("Paid out").nextElementSibling?.textContent).toBe("$550");

    const writeText = stubClipboard();
    await user.click(card.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(pass.verifyUrl);
    expect(await card.findByRole("button", { name: "Copied" })).toBeTruthy();
    expect(payoutCard.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("says no certificate is earned yet, and offers a retry when they fail to load", async () => {
    const account = makeAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account);
    let fail = true;
    api.on(`GET /accounts/${ACCOUNT_ID}/certificates`, () =>
      fail
        ? { status: 403, body: { message: "Certificates are resting", code: "FORBIDDEN" } }
        : { status: 200, body: { certificates: [] } },
    );
    const { user } = openMetrics(api);
    const certificates = await section("Certificates");
    const alert = await certificates.findByRole("alert");
    expect(alert.textContent).toContain("Certificates are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await certificates.findByText(
        "No certificates yet: passing a phase or receiving a weekly payout earns one.",
      ),
    ).toBeTruthy();
  });

  it("draws the curve with its floors and target, the daily bars, and the statistics", async () => {
    openMetrics();
    const charts = await section("Charts");
    expect((await charts.findByTestId("equity-chart-stub")).textContent).toContain(
      "3 points, last balance $1,040,000.00",
    );
    const lines = within(charts.getByRole("list", { name: "Equity chart lines" }));
    expect(lines.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Daily loss floor @ $950,000.00",
      "Max loss floor @ $900,000.00",
      "Target @ $1,080,000.00",
    ]);
    expect((await charts.findByTestId("daily-chart-stub")).textContent).toBe(
      "Daily bars: 2025-01-02 -$1,000.00, 2025-01-03 +$3,000.00, 2025-01-06 +$2,000.00",
    );
    const dailyTable = within(charts.getByRole("table", { name: "Daily results" }));
    expect(dailyTable.getAllByRole("row")[1]!.textContent).toBe(
      "Jan 6, 2025" + "2" + "+$2,000.00" + "$1,040,000.00",
    );

    await section("Statistics");
    expect(statistic("Trades")).toBe("8");
    expect(statistic("Win rate")).toBe("62.5%");
    expect(statistic("Average win")).toBe("+$1,800.00");
    expect(statistic("Average loss")).toBe("-$1,666.67");
    expect(statistic("Profit factor")).toBe("1.80");
    expect(statistic("Expectancy")).toBe("+$500.00");
    expect(statistic("Best trade")).toBe("+$3,000.00");
    expect(statistic("Worst trade")).toBe("-$2,500.00");
    expect(statistic("Best day share")).toBe("75.0%");
    expect(statistic("Average holding time")).toBe("1h 30m");
    expect(statistic("Lots traded")).toBe("12.50");
    expect(statistic("Sharpe ratio")).toBe("1.42");
    expect(statistic("Max drawdown")).toBe("$2,500.00");
    expect(statistic("Longest winning streak")).toBe("3");
    expect(statistic("Longest losing streak")).toBe("2");
    const byInstrument = within(screen.getByRole("table", { name: "Results by instrument" }));
    expect(byInstrument.getAllByRole("row")[1]!.textContent).toBe(
      "EURUSD" + "6" + "4" + "66.7%" + "+$3,500.00" + "10.00",
    );
  });

  it("journal: a copied trade names the public trader it came from, linked to their page", async () => {
    const trades = [
      makeTrade({
        id: "trd_copy",
        copiedFrom: {
          publicId: "b2c3d4e5f6a7",
          name: "Grace H.",
          bookLabel: "Beta",
          subscriptionId: "cs_1",
        },
      }),
      makeTrade({ id: "trd_own" }),
    ];
    const account = makeAccount();
    openMetrics(serveMetrics(createFakeTradingApi({ accounts: [account], trades }), account));
    const journal = await section("Journal");
    const copied = within(await journal.findByTestId("journal-trd_copy"));
    expect(copied.getByTestId("copied-from").textContent).toBe("Copied from Grace H.");
    expect(copied.getByRole("link", { name: "Grace H." }).getAttribute("href")).toBe(
      "/openbook/b2c3d4e5f6a7",
    );
    expect(within(journal.getByTestId("journal-trd_own")).queryByTestId("copied-from")).toBeNull();
  });

  it("journal: lists trades, loads the next page by cursor, and keeps each filter in the URL and the request", async () => {
    const trades = Array.from({ length: 55 }, (_, i) =>
      makeTrade({
        id: `trd_${i + 1}`,
        side: i % 2 === 0 ? "buy" : "sell",
        closeTime: new Date(Date.parse("2025-01-06T12:00:00.000Z") - i * 60_000).toISOString(),
        openTime: new Date(Date.parse("2025-01-06T11:00:00.000Z") - i * 60_000).toISOString(),
      }),
    );
    const account = makeAccount();
    const { api, user, currentUrl } = openMetrics(
      serveMetrics(createFakeTradingApi({ accounts: [account], trades }), account),
    );
    const journal = await section("Journal");
    const first = within(await journal.findByTestId("journal-trd_1"));
    expect(first.getByText("EURUSD")).toBeTruthy();
    expect(first.getByText("1.08000")).toBeTruthy(); // EURUSD has 5 digits
    expect(first.getByText("1.08100")).toBeTruthy();
    expect(first.getByText("1h 00m")).toBeTruthy();
    expect(first.getByText("+$100.00")).toBeTruthy();
    expect(journal.getAllByTestId(/^journal-/)).toHaveLength(50);

    await user.click(journal.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(journal.getAllByTestId(/^journal-/)).toHaveLength(55));
    const tradesPath = `GET /accounts/${ACCOUNT_ID}/trades`;
    expect(api.callsTo(tradesPath).at(-1)!.search.get("cursor")).toBe("50");
    expect(journal.queryByRole("button", { name: "Load more" })).toBeNull();

    await user.selectOptions(journal.getByLabelText("Side"), "sell");
    await waitFor(() => expect(api.callsTo(tradesPath).at(-1)!.search.get("side")).toBe("sell"));
    expect(currentUrl()).toBe(`${METRICS_URL}?side=sell#journal`);

    await user.selectOptions(journal.getByLabelText("Instrument"), "XAUUSD");
    fireEvent.change(journal.getByLabelText("Closed from"), { target: { value: "2025-01-03" } });
    fireEvent.change(journal.getByLabelText("Closed to"), { target: { value: "2025-01-06" } });
    await waitFor(() => expect(api.callsTo(tradesPath).at(-1)!.search.get("to")).not.toBeNull());
    const last = api.callsTo(tradesPath).at(-1)!.search;
    expect(Object.fromEntries(last)).toEqual({
      symbol: "XAUUSD",
      side: "sell",
      from: "2025-01-03T00:00:00.000Z",
      to: "2025-01-07T00:00:00.000Z",
      limit: "50",
    });
    expect(currentUrl()).toBe(
      `${METRICS_URL}?side=sell&symbol=XAUUSD&from=2025-01-03&to=2025-01-06#journal`,
    );

    await user.click(journal.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(currentUrl()).toBe(`${METRICS_URL}#journal`));
  });

  it("opens with the filters of the URL and says when no trade matches", async () => {
    const { api } = openMetrics(undefined, { path: `${METRICS_URL}?symbol=XAUUSD&side=bogus` });
    const journal = await section("Journal");
    expect(await journal.findByText("No trade matches these filters.")).toBeTruthy();
    expect((journal.getByLabelText("Instrument") as HTMLSelectElement).value).toBe("XAUUSD");
    expect((journal.getByLabelText("Side") as HTMLSelectElement).value).toBe("");
    const search = api.callsTo(`GET /accounts/${ACCOUNT_ID}/trades`).at(-1)!.search;
    expect(search.get("symbol")).toBe("XAUUSD");
    expect(search.has("side")).toBe(false);
  });

  it("exports the filtered journal as CSV, sending the bearer token", async () => {
    const createObjectURL = vi.fn((_file: Blob) => "blob:trades");
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = serveMetrics(createFakeTradingApi(), makeAccount());
    api.on(`GET /accounts/${ACCOUNT_ID}/trades.csv`, () => ({
      status: 200,
      body: "id,symbol\ntrd_1,EURUSD\n",
    }));
    const { user } = openMetrics(api, { path: `${METRICS_URL}?side=buy` });
    const journal = await section("Journal");
    await user.click(journal.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo(`GET /accounts/${ACCOUNT_ID}/trades.csv`)[0]!;
    expect(call.token).not.toBeNull();
    expect(Object.fromEntries(call.search)).toEqual({ side: "buy" });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain("trd_1,EURUSD");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe("blob:trades");
    expect(link.download).toBe(`trades-${ACCOUNT_ID}.csv`);
  });

  it("offers no arena link on someone else's account (an admin looking)", async () => {
    openMetrics(undefined, { path: `/dashboard/metrics/u_2/${ACCOUNT_ID}` });
    expect(await screen.findByRole("heading", { level: 1, name: "Beta · Phase I" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All accounts" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open in arena" })).toBeNull();
  });

  it("says the account does not exist or is not the trader's on a 404", async () => {
    const api = createFakeTradingApi();
    api.on("GET /accounts/acc_someone/metrics", () => ({
      status: 404,
      body: { message: "Account not found", code: "NOT_FOUND" },
    }));
    openMetrics(api, { path: "/dashboard/metrics/u_2/acc_someone" });
    expect(
      await screen.findByRole("heading", { name: "This account does not exist or is not yours" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your accounts" }).getAttribute("href")).toBe(
      "/dashboard/accounts",
    );
    expect(screen.queryByRole("region", { name: "Objectives" })).toBeNull();
  });

  it("shows other failures with a retry", async () => {
    const account = makeAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account);
    let fail = true;
    api.on(`GET /accounts/${ACCOUNT_ID}/metrics`, () =>
      fail
        ? { status: 403, body: { message: "Metrics are resting", code: "FORBIDDEN" } }
        : { status: 200, body: sampleMetrics(account) },
    );
    const { user } = openMetrics(api);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Metrics are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await section("Objectives")).toBeTruthy();
  });

  it("shows the evidence of a decision, and Replay answers Same decision with its checks", async () => {
    const account = failedAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      decisions: { decisions: [sampleDecision()] },
    });
    api.on(`POST /accounts/${ACCOUNT_ID}/decisions/dec_1/replay`, () => ({
      status: 200,
      body: sampleReplay(),
    }));
    const { user } = openMetrics(api);
    const evidence = await section("Decision evidence");
    const card = within(await evidence.findByRole("article", { name: "Daily loss limit" }));
    expect(card.getByText("Breach")).toBeTruthy();
    expect(card.getByText("Jan 6, 14:03:07 UTC", { selector: "header time" })).toBeTruthy();
    expect(
      card.getByText("Equity $949,900.00 fell below the daily loss floor of $950,000.00."),
    ).toBeTruthy();
    expect(card.getByText("Daily loss floor").nextElementSibling?.textContent).toBe("$950,000.00");
    expect(card.getAllByText("Equity")[0]!.nextElementSibling?.textContent).toBe("$949,900.00");
    expect(card.getByText(/^EURUSD · bid/).textContent).toBe(
      "EURUSD · bid 1.08000 · ask 1.08010 · Jan 6, 14:03:07 UTC",
    );
    const positions = within(card.getByRole("table", { name: "Positions at the deciding tick" }));
    expect(positions.getAllByRole("row")[1]!.textContent).toBe(
      "EURUSD" + "buy" + "10.00" + "1.08510" + "1.08000" + "$108,000.00" + "-$50,100.00",
    );

    await user.click(card.getByRole("button", { name: "Replay" }));
    expect(await card.findByText("Same decision")).toBeTruthy();
    const checks = within(card.getByRole("table", { name: "Replay checks" }));
    expect(checks.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "FigureStoredReplayedMatch",
      "Closed balance$1,000,000.00$1,000,000.00✓ Same",
      "Open positions11✓ Same",
      "Equity$949,900.00$949,900.00✓ Same",
      "Threshold$950,000.00$950,000.00✓ Same",
    ]);
    expect(api.callsTo(`POST /accounts/${ACCOUNT_ID}/decisions/dec_1/replay`)).toHaveLength(1);
  });

  it("shows the SHA-256 of a decision's published evidence, computed in the browser, and copies it", async () => {
    const account = failedAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      decisions: { decisions: [sampleDecision()] },
    });
    const { user } = openMetrics(api);
    const writeText = stubClipboard();
    const evidence = await section("Decision evidence");
    const card = within(await evidence.findByRole("article", { name: "Daily loss limit" }));
    const { evidence: shown } = sampleDecision() as RuleDecision;
    const expected = await sha256Hex(publishedEvidenceText(shown));
    expect((await card.findByTestId("published-evidence-hash")).textContent).toBe(expected);
    // The published evidence leaves out the positions' ids: the hash is not the raw evidence's.
    expect(expected).not.toBe(await sha256Hex(canonicalJson(shown)));
    await user.click(card.getByRole("button", { name: "Copy hash" }));
    await user.click(card.getByRole("button", { name: "Copy evidence" }));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([
      expected,
      publishedEvidenceText(shown),
    ]);
    expect(card.getByRole("link", { name: "Public register" }).getAttribute("href")).toBe(
      "/openbook/register",
    );
  });

  it("says when a breach came near a price outage and is under an operator's review", async () => {
    const account = failedAccount();
    const reason =
      "Decided 3 min after a price outage on EURUSD (14:02:11–14:09:40 UTC); an operator will review it.";
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      decisions: {
        decisions: [
          sampleDecision({
            review: {
              status: "pending",
              reason,
              incidentId: "inc_1",
              flaggedAt: "2025-01-06T14:03:08.000Z",
              reviewedAt: null,
              note: null,
            },
          }),
        ],
      },
    });
    openMetrics(api);
    const evidence = await section("Decision evidence");
    const card = within(await evidence.findByRole("article", { name: "Daily loss limit" }));
    const note = within(card.getByTestId("outage-review"));
    expect(note.getByText("Under review")).toBeTruthy();
    expect(note.getByText(reason)).toBeTruthy();
  });

  it("lists our team's act with the reason they gave, its figures, and replays it", async () => {
    const account = makeAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      decisions: { decisions: [sampleActDecision(), sampleDecision()] },
    });
    api.on(`POST /accounts/${ACCOUNT_ID}/decisions/dec_2/replay`, () => ({
      status: 200,
      body: sampleReplay({
        storedRule: "reinstate",
        replayedRule: "reinstate",
        checks: [
          { label: "Closed balance before", stored: 94_990_000, replayed: 94_990_000, same: true },
          { label: "Closed balance after", stored: 100_000_000, replayed: 100_000_000, same: true },
        ],
        summary:
          "Same: replaying the recorded trades and acts reaches the balances before and after the reinstatement, and the account's limits hold at the figures it left.",
      }),
    }));
    const { user } = openMetrics(api);
    const evidence = await section("Decision evidence");
    const cards = await evidence.findAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual([
      "decision-dec_2",
      "decision-dec_1",
    ]);
    const card = within(evidence.getByRole("article", { name: "Reinstated by our team" }));
    expect(card.getByText("Our team")).toBeTruthy();
    expect(card.getByRole("blockquote").textContent).toBe(
      "Reason given: The breaching tick was a feed error",
    );
    expect(card.getByText("Balance before").nextElementSibling?.textContent).toBe("$949,900.00");
    expect(card.getByText("Balance after").nextElementSibling?.textContent).toBe("$1,000,000.00");
    expect(card.getByText("Added to the balance").nextElementSibling?.textContent).toBe(
      "+$50,100.00",
    );
    expect(card.queryByText("Account size after")).toBeNull();
    expect(card.getByText(/^Figures restored from the decision of/).textContent).toBe(
      "Figures restored from the decision of Jan 6, 14:03:07 UTC.",
    );

    await user.click(card.getByRole("button", { name: "Replay" }));
    expect(await card.findByText("Same decision")).toBeTruthy();
    const checks = within(card.getByRole("table", { name: "Replay checks" }));
    expect(checks.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "FigureStoredReplayedMatch",
      "Closed balance before$949,900.00$949,900.00✓ Same",
      "Closed balance after$1,000,000.00$1,000,000.00✓ Same",
    ]);
  });

  it("shows where a replay differs", async () => {
    const account = failedAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      decisions: { decisions: [sampleDecision()] },
    });
    api.on(`POST /accounts/${ACCOUNT_ID}/decisions/dec_1/replay`, () => ({
      status: 200,
      body: sampleReplay({
        sameDecision: false,
        replayedRule: "no decision",
        checks: [{ label: "Equity", stored: 94_990_000, replayed: 95_010_000, same: false }],
        summary: "Different: the replay reaches no decision; these differ: Equity.",
      }),
    }));
    const { user } = openMetrics(api);
    const evidence = await section("Decision evidence");
    await user.click(await evidence.findByRole("button", { name: "Replay" }));
    expect(
      await evidence.findByText(
        "Different decision: stored Daily loss limit, replayed no decision",
      ),
    ).toBeTruthy();
    expect(evidence.getByText("✗ Differs")).toBeTruthy();
  });

  it("says what is missing on a new account: no certificates, curve, days, statistics, trades or decisions", async () => {
    const account = makeAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account, {
      metrics: sampleMetrics(account, {
        statistics: sampleStatistics({ trades: 0, wins: 0, losses: 0 }),
        instruments: [],
      }),
      equity: {
        points: [],
        dailyLossFloorCents: 95_000_000,
        maxLossFloorCents: 90_000_000,
        targetBalanceCents: null,
      },
      daily: { days: [] },
    });
    openMetrics(api);
    expect(await screen.findByText(/No equity history yet/)).toBeTruthy();
    expect(await screen.findByText("No trading days yet.")).toBeTruthy();
    expect(screen.getByText(/No closed trades yet: statistics start/)).toBeTruthy();
    expect(await screen.findByText("No closed trades yet.")).toBeTruthy();
    expect(await screen.findByText(/No rule has decided anything/)).toBeTruthy();
    expect(await screen.findByText(/^No certificates yet: passing a phase/)).toBeTruthy();
  });

  it("shows a section's error with a retry while the rest of the page works", async () => {
    const account = makeAccount();
    const api = serveMetrics(createFakeTradingApi({ accounts: [account] }), account);
    let fail = true;
    api.on(`GET /accounts/${ACCOUNT_ID}/decisions`, () =>
      fail
        ? { status: 403, body: { message: "Decisions are resting", code: "FORBIDDEN" } }
        : { status: 200, body: { decisions: [] } },
    );
    const { user } = openMetrics(api);
    const evidence = await section("Decision evidence");
    expect((await evidence.findByRole("alert")).textContent).toContain("Decisions are resting");
    expect(await screen.findByTestId("equity-chart-stub")).toBeTruthy();
    fail = false;
    await user.click(evidence.getByRole("button", { name: "Try again" }));
    expect(await evidence.findByText(/No rule has decided anything/)).toBeTruthy();
  });

  it("refreshes the metrics when the socket says a position of this account closed", async () => {
    const realtime = createFakeRealtime();
    const { api } = openMetrics(undefined, { realtime });
    await section("Objectives");
    const metricsCalls = () => api.callsTo(`GET /accounts/${ACCOUNT_ID}/metrics`).length;
    const before = metricsCalls();
    realtime.push(TRADING_EVENTS.position, {
      accountId: "acc_other",
      position: makePosition({ accountId: "acc_other" }),
      closed: true,
      trade: null,
    });
    realtime.push(TRADING_EVENTS.position, {
      accountId: ACCOUNT_ID,
      position: makePosition(),
      closed: true,
      trade: makeTrade(),
    });
    await waitFor(() => expect(metricsCalls()).toBe(before + 1));
  });
});
