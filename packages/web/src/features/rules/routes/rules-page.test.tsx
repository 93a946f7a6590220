import { screen, within } from "@testing-library/react";
import { plansResponseSchema } from "@proparena/contracts/plans";
import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleCostlyPlans, samplePlans, sampleRuleSets } from "../../../testing/sample-site-data";
import { samplePlanExamples } from "../testing/sample-plan-examples";
import { sampleIntegrityPolicy } from "../../../testing/sample-integrity-policy";

/** The fake API with the plans parsed by the contract and the examples of 200K and 5K. */
function rulesApi() {
  const api = createFakeApi({ site: { plans: plansResponseSchema.parse(samplePlans()) } });
  for (const planId of ["200K", "5K"]) {
    api.on(`GET /plans/${planId}/examples`, () => ({
      status: 200,
      body: samplePlanExamples(planId),
    }));
  }
  return api.install();
}

function openRules(api: FakeApi, path = "/dashboard/rules") {
  return renderApp(path, { token: api.sessionFor(api.users[0]!) });
}

const section = async (name: string | RegExp) =>
  within(await screen.findByRole("region", { name }, { timeout: 3_000 }));

/** A row of the phase table, its cells' text joined with " | ". */
function row(table: ReturnType<typeof within>, label: string) {
  const cells = within(table.getByRole("row", { name: new RegExp(`^${label}`) })).getAllByRole(
    "cell",
  );
  return cells.map((cell) => cell.textContent).join(" | ");
}

const pressedSize = () =>
  within(screen.getByRole("group", { name: "Account size" }))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("rules page", () => {
  it("shows the default plan's three phases from the API and its worked examples", async () => {
    const api = rulesApi();
    openRules(api);
    const phases = await section("Phases of the 200K plan");
    expect(pressedSize()).toEqual(["200K"]);
    const table = within(phases.getByRole("table"));
    expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Rule",
      "Phase I Evaluation · Tenderfoot",
      "Phase II Evaluation · Journeyman",
      "Phase III Funded · Prodigy",
    ]);
    expect(row(table, "Profit target")).toBe("$16,000 (8%) | $10,000 (5%) | None");
    expect(row(table, "Max daily loss")).toBe("$10,000 (5%) | $5,000 (2.5%) | $10,000 (5%)");
    expect(row(table, "Max loss")).toBe("$20,000 (10%) | $20,000 (10%) | $20,000 (10%)");
    expect(row(table, "Drawdown")).toBe("Fixed | Relative | Fixed");
    expect(row(table, "Min trading days")).toBe("None | None | —");
    expect(row(table, "Time limit")).toBe("Unlimited | Unlimited | Unlimited");
    expect(row(table, "Profit split")).toBe("— | — | 100% x PM");

    const rules = await section("The rules, exactly");
    for (const term of ["Daily loss floor", "Max loss floor, fixed", "Breach", "Stop-out"]) {
      expect(rules.getByText(term)).toBeTruthy();
    }

    const examples = await section("Worked examples: 200K");
    const phase1 = within(
      await examples.findByRole("article", { name: "Worked example: 200K, phase I" }),
    );
    expect(phase1.getAllByRole("listitem")[1]!.textContent).toBe(
      "Daily loss floor on day 1: $200,000 - $10,000 = $190,000. Equity of exactly $190,000 holds; $189,990.00 breaches.",
    );
    expect(examples.getByRole("article", { name: /phase II \(relative drawdown\)/ })).toBeTruthy();
    expect(api.callsTo("GET /plans/200K/examples")).toHaveLength(1);
  });

  it("publishes the outage policy from the figures the platform runs on", async () => {
    openRules(rulesApi());
    const outages = await section("Market hours, outages and halts");
    const table = within(outages.getByRole("table"));
    expect(row(table, "FX")).toBe(
      "EURUSD, GBPUSD, USDJPY, USDCHF, EURJPY, EURGBP | Sunday 22:00 to Friday 22:00 UTC, closed at the weekend | 30 s",
    );
    expect(row(table, "Crypto")).toBe("BTCUSD, ETHUSD | 24/7 | 10 s");
    expect(outages.getByText("Automatic review.", { selector: "strong" })).toBeTruthy();
    expect(outages.getByText(/within 15 minutes after it ended/)).toBeTruthy();
  });

  it("publishes the integrity policy: its sentences and each detector's flag and hold levels, in the app and in public", async () => {
    const api = rulesApi();
    api.on("GET /integrity/policy", () => ({
      status: 200,
      body: { policy: sampleIntegrityPolicy() },
    }));
    for (const path of ["/dashboard/rules", "/rules"]) {
      const view = openRules(api, path);
      const integrity = await section("Integrity");
      expect(
        await integrity.findByText(/holds the next phase and payouts until an admin decides/),
      ).toBeTruthy();
      const hedging = within(integrity.getByRole("row", { name: /^Hedging across accounts/ }));
      expect(hedging.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["70%", "80%"]);
      const copy = within(integrity.getByRole("row", { name: /^Copy trading/ }));
      expect(copy.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["60%", "80%"]);
      expect(integrity.getByText(/Policy version 1/)).toBeTruthy();
      expect(integrity.getByRole("link", { name: "integrity register" }).getAttribute("href")).toBe(
        "/integrity/register",
      );
      view.unmount();
    }
  });

  it("says when the integrity policy cannot load, and the rest of the page stays", async () => {
    const api = rulesApi();
    api.on("GET /integrity/policy", () => ({
      status: 500,
      body: { message: "Something went wrong", code: "INTERNAL" },
    }));
    openRules(api);
    const integrity = await section("Integrity");
    expect(
      await integrity.findByText(
        "The integrity policy could not be loaded",
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(await section("Market hours, outages and halts")).toBeTruthy();
  });

  it("renders the **marked** results as strong text, never the markers", async () => {
    openRules(rulesApi());
    const examples = await section("Worked examples: 200K");
    await examples.findAllByRole("article");
    const strong = Array.from(document.querySelectorAll("#examples strong")).map(
      (element) => element.textContent,
    );
    expect(strong.slice(0, 4)).toEqual(["$216,000", "$190,000", "$194,000", "$180,000"]);
    expect(strong).toContain("$184,500");
    expect(document.getElementById("examples")!.textContent).not.toContain("**");
  });

  it("switching the plan updates the URL, the phase table and loads that plan's examples", async () => {
    const api = rulesApi();
    const app = openRules(api);
    await section("Worked examples: 200K");
    await app.user.click(screen.getByRole("button", { name: "5K" }));

    expect(new URLSearchParams(app.location().search).get("plan")).toBe("5K");
    expect(pressedSize()).toEqual(["5K"]);
    const table = within((await section("Phases of the 5K plan")).getByRole("table"));
    expect(row(table, "Profit target")).toBe("$400 (8%) | $250 (5%) | None");
    expect(row(table, "Max loss")).toBe("$500 (10%) | $500 (10%) | $500 (10%)");

    const examples = await section("Worked examples: 5K");
    const phase1 = await examples.findByRole("article", { name: "Worked example: 5K, phase I" });
    expect(within(phase1).getByText("$5,400").tagName).toBe("STRONG");
    expect(api.callsTo("GET /plans/5K/examples")).toHaveLength(1);
  });

  it("opens the plan named in the URL, and the default plan for an unknown one", async () => {
    const api = rulesApi();
    const first = openRules(api, "/dashboard/rules?plan=5K");
    await section("Worked examples: 5K");
    expect(pressedSize()).toEqual(["5K"]);
    expect(api.callsTo("GET /plans/200K/examples")).toHaveLength(0);
    first.unmount();

    openRules(api, "/dashboard/rules?plan=9K");
    await section("Phases of the 200K plan");
    expect(pressedSize()).toEqual(["200K"]);
  });

  it("shows the funded scaling plan of the version in force with the plan's sizes, and every version with what changed", async () => {
    openRules(rulesApi());
    const scaling = await section("Funded scaling plan");
    expect(scaling.getByText("25% of its size").tagName).toBe("STRONG");
    expect(scaling.getByText("4 profitable months in a row")).toBeTruthy();
    const sizes = within(scaling.getByRole("list", { name: "Sizes of a funded 200K account" }));
    expect(sizes.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "$200,000",
      "$250,000after 4 months",
      "$312,500after 8 months",
      "$390,625after 12 months",
      "$488,281after 16 months",
      "$610,351after 20 months",
      "$762,938after 24 months",
      "$953,672after 28 months",
      "$1,000,000after 32 months",
    ]);
    const phases = await section("Phases of the 200K plan");
    expect(phases.getByText(/^Rules version 2, in force since/).textContent).toContain(
      "Rules version 2, in force since Nov 26, 2026.",
    );

    const versions = await section("Rule set versions");
    const two = within(versions.getByRole("listitem", { name: "Version 2" }));
    expect(two.getByText("New accounts")).toBeTruthy();
    expect(two.getByText("Shown on this page")).toBeTruthy();
    expect(two.getByText("Adds the funded scaling plan.")).toBeTruthy();
    const one = within(versions.getByRole("listitem", { name: "Version 1" }));
    expect(one.getByText(/^Published/).textContent).toBe("Published Nov 22, 2026");
    expect(one.getByRole("link", { name: "Show version 1's rules" }).getAttribute("href")).toBe(
      "/dashboard/rules?version=1",
    );
  });

  it("shows a past version's rules from the URL: its figures, no scaling plan, its examples", async () => {
    const api = rulesApi();
    const [v1, v2] = sampleRuleSets();
    api.on("GET /plans", ({ search }) => {
      const plans = samplePlans();
      return search.get("version") === "1"
        ? {
            status: 200,
            body: {
              ...plans,
              ruleSet: v1!,
              scaling: null,
              plans: plans.plans.map((plan) => ({ ...plan, scalingLadderCents: [] })),
            },
          }
        : { status: 200, body: { ...plans, ruleSet: v2! } };
    });
    openRules(api, "/dashboard/rules?plan=5K&version=1");
    expect(
      await screen.findByText("Version 1 has no scaling plan: a funded account keeps its size."),
    ).toBeTruthy();
    const versions = await section("Rule set versions");
    expect(
      within(versions.getByRole("listitem", { name: "Version 1" })).getByText("Shown on this page"),
    ).toBeTruthy();
    await section("Worked examples: 5K");
    expect(api.callsTo("GET /plans").map((call) => call.search.get("version"))).toEqual(["1"]);
    expect(api.callsTo("GET /plans/5K/examples").map((call) => call.search.get("version"))).toEqual(
      ["1"],
    );
  });

  it("lists the plan's trading costs from the same data the engine charges, and none for the Beta", async () => {
    const api = rulesApi();
    api.on("GET /plans", () => ({ status: 200, body: sampleCostlyPlans() }));
    const app = openRules(api, "/dashboard/rules?plan=5K");
    const costs = await section("Trading costs");
    const [commission, swaps] = costs.getAllByRole("table").map((t) => within(t));
    expect(row(commission!, "FX")).toBe("FX | $3.50 per lot per side");
    expect(row(commission!, "Indices")).toBe("Indices | $0.50 per lot per side");
    expect(row(commission!, "Crypto")).toBe("Crypto | 0.03% of the notional per side");
    expect(row(swaps!, "EURUSD")).toBe("EURUSD | -$7.00 | +$2.50");
    expect(row(swaps!, "USDJPY")).toBe("USDJPY | +$9.00 | -$21.00");
    expect(costs.getByText(/Wednesday counting three nights/)).toBeTruthy();
    app.unmount();

    openRules(api, "/dashboard/rules?plan=BETA");
    expect(
      (await section("Trading costs")).getByText(
        "The Beta plan pays no commission and no swap under version 3.",
      ),
    ).toBeTruthy();
  });

  it("shows an error with a retry when the plans cannot load", async () => {
    const api = rulesApi();
    let calls = 0;
    api.on("GET /plans", () =>
      ++calls === 1
        ? { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } }
        : { status: 200, body: samplePlans() },
    );
    const app = openRules(api);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The plans could not be loaded");
    expect(alert.textContent).toContain("Too many requests");
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await section("Phases of the 200K plan")).toBeTruthy();
  });

  it("shows an error with a retry when the worked examples cannot load", async () => {
    const api = rulesApi();
    let calls = 0;
    api.on("GET /plans/200K/examples", () =>
      ++calls === 1
        ? { status: 404, body: { message: "No such plan", code: "NOT_FOUND" } }
        : { status: 200, body: samplePlanExamples("200K") },
    );
    const app = openRules(api);
    const examples = await section("Worked examples: 200K");
    const alert = await examples.findByRole("alert");
    expect(alert.textContent).toContain("The worked examples could not be loaded");
    // The rest of the page stands: the plan's phases.
    expect((await section("Phases of the 200K plan")).getByRole("table")).toBeTruthy();
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await examples.findByRole("article", { name: "Worked example: 200K, phase I" }),
    ).toBeTruthy();
  });
});
