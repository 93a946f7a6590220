import { createAccount } from "@proparena/domain/engine/account";
import { dailyLossFloor } from "@proparena/domain/rules/daily-loss";
import { formatPrice, getInstrument, INSTRUMENTS } from "@proparena/domain/market/instruments";
import { requiredMargin } from "@proparena/domain/engine/margin";
import { maxLossFloor, nextHighestEodBalance } from "@proparena/domain/rules/max-loss";
import {
  basisPointsOf,
  dollars,
  formatBasisPoints,
  formatUsd,
  formatUsdShort,
  type Cents,
} from "@proparena/domain/core/money";
import {
  DEFAULT_RESET_TIME_ZONE,
  DEFAULT_STOP_OUT_LEVEL,
  PHASES,
  phaseRules,
} from "@proparena/domain/rules/phases";
import { phaseFigures } from "@proparena/domain/rules/plan-figures";
import { PLANS, type Plan } from "@proparena/domain/rules/plans";
import { pnlCents } from "@proparena/domain/engine/pnl";
import type { Quote } from "@proparena/domain/market/quotes";
import type { Result } from "@proparena/domain/core/result";
import {
  costsIn,
  latestRuleSet,
  phaseIn,
  planIn,
  RULE_SETS,
  type RuleSet,
} from "@proparena/domain/rules/rule-sets";
import {
  monthOfWeek,
  scalingAfterWeek,
  scalingLadder,
  type ScalingPlan,
  type ScalingProgress,
} from "@proparena/domain/rules/scaling";
import { addWeeks } from "@proparena/domain/core/weeks";
import { SESSION_DESCRIPTIONS } from "@proparena/domain/market/sessions";
import {
  outagePolicyPoints,
  outagePolicyRows,
  thresholdWords,
} from "@proparena/domain/market/outage-policy";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import {
  INTEGRITY_POLICY,
  integrityPolicyPoints,
} from "@proparena/domain/integrity/integrity-policy";
import {
  describeCommission,
  describeSwap,
  isFree,
  ROLLOVER_HOUR_UTC,
  type CostSchedule,
} from "@proparena/domain/rules/trading-costs";
import { ASSET_CLASSES, type AssetClass } from "@proparena/domain/market/instruments";

/**
 * docs/rules.md, rendered from the same data and code as the engine: the plan and phase
 * tables, the instrument catalogue, and worked examples whose figures come from running the
 * engine on fixed quotes. A test checks that docs/rules.md equals this output.
 */
const REGENERATE =
  "node --import tsx -e 'import(\"./packages/server/src/services/help/rules-doc.ts\").then((m) => process.stdout.write(m.renderRulesMarkdown()))' > docs/rules.md";

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`rules-doc example failed: ${r.reason}`);
  return r.value;
}

const usd = formatUsdShort;
const iso = (t: number): string => new Date(t).toISOString().replace(".000Z", "Z");

function q(symbol: string, bid: number, ask: number, time: number): Quote {
  return { symbol, time, bid, ask };
}

function engineFor(
  planId: "200K" | "100K",
  phase: "phase1" | "phase2",
  time: number,
  quotes: Quote[],
): TradingEngine {
  const account = value(createAccount({ id: "example", planId, phase, time }));
  return value(createTradingEngine({ snapshot: { time, accounts: [account], quotes } }));
}

/** A Markdown table with padded columns (the layout Prettier gives it, so formatting keeps it). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, c) =>
    Math.max(3, h.length, ...rows.map((r) => (r[c] ?? "").length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

function plansTable(): string[] {
  return table(
    [
      "Size",
      "Price",
      "Starting balance",
      "Phase I target",
      "Phase II target",
      "Max daily loss I / II / III",
      "Max loss",
    ],
    PLANS.map((plan) => {
      const one = phaseFigures(plan, "phase1");
      const two = phaseFigures(plan, "phase2");
      const three = phaseFigures(plan, "funded");
      return [
        `${plan.label}${plan.id === "200K" ? " (default)" : ""}`,
        plan.price === 0 ? "free" : usd(plan.price),
        usd(plan.size),
        `${usd(one.profitTarget ?? 0)} (${usd(one.targetBalance ?? 0)})`,
        `${usd(two.profitTarget ?? 0)} (${usd(two.targetBalance ?? 0)})`,
        `${usd(one.maxDailyLoss)} / ${usd(two.maxDailyLoss)} / ${usd(three.maxDailyLoss)}`,
        usd(one.maxLoss),
      ];
    }),
  );
}

function phasesTable(): string[] {
  return table(
    [
      "Phase",
      "Target",
      "Max daily loss",
      "Max loss",
      "Drawdown",
      "Min trading days",
      "Time limit",
      "Profit split",
    ],
    PHASES.map((p) => [
      `${p.numeral} ${p.name} (${p.nickname})`,
      p.targetBp === null ? "none" : formatBasisPoints(p.targetBp),
      formatBasisPoints(p.maxDailyLossBp),
      formatBasisPoints(p.maxLossBp),
      p.drawdown,
      String(p.minTradingDays ?? "none"),
      p.timeLimitDays === null ? "unlimited" : `${p.timeLimitDays} days`,
      p.profitSplit,
    ]),
  );
}

function instrumentsTable(): string[] {
  return table(
    [
      "Symbol",
      "Name",
      "Digits",
      "Tick",
      "Contract (1 lot)",
      "Lots min / step / max",
      "Quote currency",
      "Typical spread",
      "Sessions",
    ],
    INSTRUMENTS.map((i) => [
      i.symbol,
      i.name,
      String(i.digits),
      formatPrice(i.tickSize, i),
      `${i.contractSize.toLocaleString("en-US")} ${i.baseCurrency}`,
      `${i.lotMin} / ${i.lotStep} / ${i.lotMax}`,
      i.quoteCurrency,
      formatPrice(i.typicalSpreadTicks * i.tickSize, i),
      SESSION_DESCRIPTIONS[i.sessions],
    ]),
  );
}

/** 200K phase I: a position held over the daily reset. */
function dayBoundaryExample(): string[] {
  const tue = Date.UTC(2024, 2, 12, 12);
  const wed = Date.UTC(2024, 2, 13);
  const e = engineFor("200K", "phase1", tue, [q("EURUSD", 1.085, 1.0851, tue)]);
  value(
    e.placeOrder(
      "example",
      { symbol: "EURUSD", side: "buy", type: "market", volume: 10, takeProfit: 1.0951 },
      tue,
    ),
  );
  value(e.applyTick(q("EURUSD", 1.0951, 1.0952, tue + 3_600_000)));
  const afterTp = value(e.getAccountView("example"));
  value(
    e.placeOrder(
      "example",
      { symbol: "EURUSD", side: "buy", type: "market", volume: 10 },
      tue + 3_600_000,
    ),
  );
  value(e.applyTick(q("EURUSD", 1.0812, 1.0813, wed - 60_000)));
  const late = value(e.getAccountView("example"));
  const reset = value(e.advanceTime(wed));
  const failed = reset.events.find((x) => x.type === "accountFailed");
  const evidence = failed?.type === "accountFailed" ? failed.evidence : null;
  return [
    `- Tuesday: buy 10 lots EURUSD at 1.08510 with a take profit at 1.09510. The take profit fills, the closed balance is **${usd(afterTp.account.balance)}**. The day-1 floor stays **${usd(afterTp.objectives.dailyLossFloor)}** (it was set at the last reset).`,
    `- Tuesday, later: buy 10 lots again at 1.09520. At 23:59 the bid is 1.08120: floating P&L ${formatUsd(late.floatingPnl)}, equity **${usd(late.equity)}**, still above the day-1 floor ${usd(late.objectives.dailyLossFloor)}.`,
    `- Wednesday 00:00 UTC, the reset: the balance at the reset is ${usd(afterTp.account.balance)}, so the day-2 floor is ${usd(afterTp.account.balance)} - ${usd(dollars(10_000))} = **${usd(evidence?.threshold ?? 0)}**. The equity ${usd(evidence?.observed ?? 0)} is below it: the account fails at ${iso(evidence?.time ?? 0)} and the position is closed at the last quote.`,
    `- Evidence stored: "${evidence?.message ?? ""}"`,
    "",
    "A floating loss carried over the reset counts in full against the new day, because the new floor is computed from the _closed_ balance at the reset.",
  ];
}

/** A stop loss gapped over the weekend. */
function gapExample(): string[] {
  const friday = Date.UTC(2024, 2, 15, 21);
  const e = engineFor("200K", "phase1", friday, [q("EURUSD", 1.085, 1.0851, friday)]);
  value(
    e.placeOrder(
      "example",
      { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.08 },
      friday,
    ),
  );
  value(e.applyTick(q("EURUSD", 1.0815, 1.0816, Date.UTC(2024, 2, 15, 21, 59))));
  const sunday = value(e.applyTick(q("EURUSD", 1.077, 1.0772, Date.UTC(2024, 2, 17, 22, 0, 5))));
  const closed = sunday.events.find((x) => x.type === "positionClosed");
  const trade = closed?.type === "positionClosed" ? closed.trade : null;
  const eur = getInstrument("EURUSD");
  const atStop = eur ? pnlCents(eur, "buy", 1, 1.0851, 1.08, 1) : 0;
  return [
    "- Friday 21:00 UTC: buy 1 lot EURUSD at 1.08510 with a stop loss at 1.08000. The last Friday quote (21:59) has a bid of 1.08150; FX closes at 22:00.",
    `- Sunday 22:00:05 UTC: the first quote after the weekend has a bid of 1.07700, below the stop. The stop loss fills at **${trade ? formatPrice(trade.closePrice, eur ?? INSTRUMENTS[0]!) : "?"}**, the first quote past the trigger, not at 1.08000: the loss is **${formatUsd(trade?.pnl ?? 0)}** instead of ${formatUsd(atStop)}.`,
    "- The same holds for stop orders (they fill at the first quote past their price) and for take profits and limit orders (which then fill at a better price than asked).",
  ];
}

function conversionExample(): string[] {
  const jpy = getInstrument("USDJPY");
  const eur = getInstrument("EURUSD");
  if (!jpy || !eur) return [];
  const rate = 1 / 151.005;
  const pnl = pnlCents(jpy, "buy", 1, 150.01, 151.0, rate);
  const margin = requiredMargin(eur, 1, 1.0851, 1, 100);
  const marginJpy = requiredMargin(jpy, 1, 150.01, 1 / 150.005, 100);
  return [
    `- EURUSD: 1 lot bought at 1.08510 needs 100,000 x 1.08510 / 100 = **${formatUsd(margin)}** of margin; each pip (0.00010) is worth $10.00.`,
    `- USDJPY: 1 lot bought at 150.010 needs **${formatUsd(marginJpy)}** of margin (100,000 x 150.010 JPY / 100, converted at 1 / 150.005). Closed at a bid of 151.000 it makes 0.990 x 100,000 = 99,000 JPY, converted at the USDJPY mid 151.005: **${formatUsd(pnl)}**.`,
  ];
}

const ASSET_CLASS_NAMES: Readonly<Record<AssetClass, string>> = {
  fx: "FX",
  metal: "Metals",
  index: "Indices",
  energy: "Oil",
  crypto: "Crypto",
};

/** Which plans pay which costs under a rule set: one table per schedule, with the plans on it. */
function costsTables(set: RuleSet): string[] {
  const schedules = new Map<string, { schedule: CostSchedule; plans: string[] }>();
  for (const plan of set.plans) {
    const schedule = costsIn(set, plan.id);
    const entry = schedules.get(schedule.id) ?? { schedule, plans: [] };
    entry.plans.push(plan.label);
    schedules.set(schedule.id, entry);
  }
  const out: string[] = [];
  for (const { schedule, plans } of schedules.values()) {
    if (isFree(schedule)) {
      out.push(`**${plans.join(", ")}**: no commission and no swap.`, "");
      continue;
    }
    out.push(`**${plans.join(", ")}**:`, "");
    out.push(
      ...table(
        ["Asset class", "Commission"],
        ASSET_CLASSES.map((c) => [
          ASSET_CLASS_NAMES[c],
          describeCommission(schedule.commission[c]),
        ]),
      ),
    );
    out.push("");
    out.push(
      ...table(
        ["Symbol", "Swap long (per lot per night)", "Swap short (per lot per night)"],
        INSTRUMENTS.map((i) => {
          const rates = schedule.swaps[i.symbol] ?? { long: 0, short: 0 };
          return [i.symbol, describeSwap(rates.long), describeSwap(rates.short)];
        }),
      ),
    );
    out.push("");
  }
  return out;
}

/**
 * 200K phase I under the newest rule set: a lot of EURUSD held over Tuesday's and Wednesday's
 * rollovers, closed on Thursday, with the figures the engine books.
 */
function costsExample(set: RuleSet): string[] {
  const schedule = costsIn(set, "200K");
  if (isFree(schedule)) return [];
  const tue = Date.UTC(2027, 2, 2, 12);
  const thu = Date.UTC(2027, 2, 4, 12);
  const account = value(
    createAccount({ id: "example", planId: "200K", phase: "phase1", time: tue, ruleSet: set }),
  );
  const e = value(
    createTradingEngine({
      snapshot: { time: tue, accounts: [account], quotes: [q("EURUSD", 1.085, 1.0851, tue)] },
    }),
  );
  const placed = value(
    e.placeOrder("example", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, tue),
  );
  const opened = value(e.getAccountView("example"));
  value(e.applyTick(q("EURUSD", 1.0861, 1.0862, thu)));
  const held = value(e.getAccountView("example"));
  const swapSoFar = held.positions[0]?.swap ?? 0;
  const closed = value(e.closePosition("example", placed.position?.id ?? "", thu));
  const trade = closed.trade;
  const perNight = swapSoFar / 4;
  return [
    `- Tuesday 2 March 2027, 12:00 UTC: buy 1 lot EURUSD at 1.08510. The commission is ${describeCommission(schedule.commission.fx)}, both sides charged now: **${formatUsd(-trade.commission)}**. With the spread (${formatUsd(opened.floatingPnl - trade.commission)}), the equity is ${formatUsd(opened.equity)} at once.`,
    `- The swap of a long EURUSD is ${describeSwap(schedule.swaps.EURUSD?.long ?? 0)} per lot per night: ${formatUsd(perNight)} at Tuesday's ${ROLLOVER_HOUR_UTC}:00 UTC rollover, and three nights (${formatUsd(3 * perNight)}) at Wednesday's, which carries the weekend. By Thursday noon the position holds **${formatUsd(swapSoFar)}** of swap.`,
    `- Thursday 4 March, 12:00 UTC: closed at a bid of 1.08610, 10 pips up: price P&L ${formatUsd(trade.pnl - trade.commission - trade.swap)}, commission ${formatUsd(trade.commission)}, swap ${formatUsd(trade.swap)}: the trade adds **${formatUsd(trade.pnl)}** to the balance (${usd(value(e.getAccountView("example")).account.balance)}).`,
  ];
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthName = (monthKey: string) => MONTH_NAMES[Number(monthKey.slice(5, 7)) - 1] ?? monthKey;

/**
 * The scaling plan on one plan's funded account, run through the plan's own code: funded in
 * mid-December 2026, profitable January to April 2027 (March with a losing week), its size grows
 * when April's last week settles.
 */
function scalingExample(plan: Plan, scaling: ScalingPlan): WorkedExample {
  const title = `Worked example: ${plan.label}, the funded scaling plan`;
  const ladder = scalingLadder(scaling, plan.size);
  const every = `+${formatBasisPoints(scaling.stepBp)} of the size after every ${scaling.months} profitable months in a row, up to ${usd(scaling.maxSize)}`;
  if (ladder.length === 1) {
    return {
      title,
      lines: [
        `The plan: ${every}. A funded ${plan.label} account starts at ${usd(plan.size)}, already at the cap: it does not grow.`,
      ],
    };
  }
  // Weekly profits in basis points of the size: December's last three weeks, then January to April.
  const weeks: [string, number][] = [
    ...[50, 50, 50].map((bp, i): [string, number] => [addWeeks("2026-12-14", i), bp]),
    ...[50, 100, -25, 75, 40, 40, 40, 40, 50, -75, 25, 50, 25, 30, 30, 30, 30].map(
      (bp, i): [string, number] => [addWeeks("2027-01-04", i), bp],
    ),
  ];
  let progress: ScalingProgress | null = null;
  let size: Cents = plan.size;
  const months: { monthKey: string; profit: Cents; weeks: number; counts: boolean }[] = [];
  let weeksInMonth = 0;
  let worst = 0;
  for (const [weekKey, bp] of weeks) {
    const profit = basisPointsOf(plan.size, bp);
    if (monthOfWeek(weekKey) === "2027-03") worst = Math.min(worst, profit);
    const out = scalingAfterWeek(scaling, { weekKey, profit, size, progress });
    weeksInMonth++;
    progress = out.progress;
    size = out.size;
    if (out.closedMonth) {
      months.push({ ...out.closedMonth, weeks: weeksInMonth });
      weeksInMonth = 0;
    }
  }
  const step = size - plan.size;
  const [december, ...counted] = months;
  const daily = basisPointsOf(size, 500);
  const maxLoss = basisPointsOf(size, 1_000);
  const monthLine = counted
    .slice(0, 3)
    .map((m) => `${monthName(m.monthKey)} (${m.weeks} weeks, +${usd(m.profit)})`)
    .join(", ");
  const april = counted[3];
  return {
    title,
    lines: [
      `The plan: ${every}. A month counts when every payout week that starts in it was settled on the funded account and their profits add up to more than zero; a month that loses, or is not fully settled, starts the count again.`,
      `Funded on Wednesday 16 December 2026: December counts only its weeks of 14, 21 and 28 December (${december?.weeks ?? 0} of its 4), so it ${december?.counts ? "counts" : "does not count"}.`,
      `${monthLine}: three profitable months in a row (one March week lost ${usd(-worst)}; the month still made money).`,
      `April's last week (26 April) settles on Monday 3 May 2027: April (+${usd(april?.profit ?? 0)}) is the fourth profitable month in a row. The week's profit is paid out as every week, then the size grows by ${formatBasisPoints(scaling.stepBp)}: ${usd(plan.size)} becomes **${usd(size)}**, and the balance and the day's reset balance move up **${usd(step)}** with it.`,
      `At ${usd(size)}: daily loss 5% = **${usd(daily)}**, max loss floor ${usd(size)} - ${usd(maxLoss)} = **${usd(size - maxLoss)}**. The count starts again with May.`,
      `The sizes from ${usd(plan.size)}, rounded down to whole dollars: ${ladder.map((s) => usd(s)).join(", ")} (the cap), ${ladder.length - 1} steps or ${(ladder.length - 1) * scaling.months} profitable months.`,
    ],
  };
}

/** A worked example of one phase's rules, as lines of text (**bold** marks the results). */
export interface WorkedExample {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * The worked examples of phases I and II for one plan: its target and floors, and how the
 * floors move after days ending 2%, 2.25% and 0.5% above the start (on 200K: $204,000,
 * $204,500 and $201,000, the figures of docs/rules.md); and, when the rule set has one, its
 * funded scaling plan at work. The figures are those of the rule set given (by default the newest).
 */
export function workedExamples(planId: string, set: RuleSet = latestRuleSet()): WorkedExample[] {
  const plan = planIn(set, planId);
  if (!plan) throw new Error(`unknown plan ${planId}`);
  const { scaling } = set;
  const I = phaseIn(set, "phase1") ?? phaseRules("phase1");
  const II = phaseIn(set, "phase2") ?? phaseRules("phase2");
  const p1 = phaseFigures(plan, "phase1", set.phases);
  const p2 = phaseFigures(plan, "phase2", set.phases);
  const start: Cents = plan.size;
  const dayOneEnd = start + basisPointsOf(start, 200);
  const highest1 = nextHighestEodBalance(start, start + basisPointsOf(start, 225));
  const dayTwoEnd = start + basisPointsOf(start, 50);
  const highest2 = nextHighestEodBalance(highest1, dayTwoEnd);
  const dayTwoFloor = dailyLossFloor(I, start, dayOneEnd);
  return [
    {
      title: `Worked example: ${plan.label}, phase I`,
      lines: [
        `Target: ${usd(start)} + ${formatBasisPoints(I.targetBp ?? 0)} = **${usd(p1.targetBalance ?? 0)}** closed balance with no open position.`,
        `Daily loss floor on day 1: ${usd(start)} - ${usd(p1.maxDailyLoss)} = **${usd(p1.dailyFloorDay1)}**. Equity of exactly ${usd(p1.dailyFloorDay1)} holds; ${formatUsd(p1.dailyFloorDay1 - 1_000)} breaches.`,
        `If day 1 ends with a closed balance of ${usd(dayOneEnd)}, the day-2 floor is ${usd(dayOneEnd)} - ${usd(p1.maxDailyLoss)} = **${usd(dayTwoFloor)}**.`,
        `Max loss floor: ${usd(start)} - ${usd(p1.maxLoss)} = **${usd(p1.maxLossFloor)}**, whatever happens to the balance.`,
      ],
    },
    {
      title: `Worked example: ${plan.label}, phase II (relative drawdown)`,
      lines: [
        `Target **${usd(p2.targetBalance ?? 0)}**; daily loss ${formatBasisPoints(II.maxDailyLossBp)}: the day-1 floor is **${usd(p2.dailyFloorDay1)}**.`,
        `Max loss floor at the start: ${usd(start)} - ${usd(p2.maxLoss)} = **${usd(maxLossFloor(II, start, start))}**.`,
        `Day 1 ends at a balance of ${usd(highest1)}: the floor rises to **${usd(maxLossFloor(II, start, highest1))}**.`,
        `Day 2 ends lower, at ${usd(dayTwoEnd)}: the floor stays at **${usd(maxLossFloor(II, start, highest2))}** (it never falls).`,
      ],
    },
    ...(scaling ? [scalingExample(plan, scaling)] : []),
  ];
}

function ruleSetsTable(): string[] {
  return table(
    ["Version", "Published", "What changed"],
    RULE_SETS.map((s) => [
      `v${s.version}`,
      s.publishedAt.slice(0, 10),
      [s.summary, ...s.changes].join(" "),
    ]),
  );
}

export function renderRulesMarkdown(): string {
  const [phaseOne, phaseTwo, scaling] = workedExamples("200K");
  const section = (e: WorkedExample | undefined) =>
    e ? [`## ${e.title}`, "", ...e.lines.map((line) => `- ${line}`), ""] : [];
  const latest = latestRuleSet();
  const examples = [phaseOne, phaseTwo].flatMap(section);
  const lines: string[] = [
    "# Challenge rules",
    "",
    `<!-- Generated from packages/domain (plans, phases, instruments and the engine) by packages/server/src/services/help/rules-doc.ts. Do not edit by hand; regenerate with: ${REGENERATE} -->`,
    "",
    "Every figure on this page comes from the same data and code that judge the accounts, so the page, the pricing cards, the dashboards and the engine cannot disagree. Money is counted in whole cents; percentages are of the starting balance; the starting balance equals the account size in every phase.",
    "",
    "## Rule sets: rules are pinned at purchase",
    "",
    ...ruleSetsTable(),
    "",
    `- The rules are versioned data (\`packages/domain/src/rules/rule-sets.ts\`: plans, phases, limits and the scaling plan). This page shows version ${latest.version}, the newest.`,
    "- An account keeps the version it was bought or opened under, for good: the engine, the objectives and the metrics judge it by that version's limits, and the accounts its passes open keep it too. Each account shows its version. A purchase gets the version in force when it is paid.",
    "- A new version applies only to accounts opened from its publication on. Publishing one is adding it to `rule-sets.ts` with the instant it takes effect (reviewed like code); the database stores only each account's version, and versions are never edited once published.",
    "",
    "## Plans",
    "",
    ...plansTable(),
    "",
    "Target figures show the profit needed and, in brackets, the closed balance to reach. Leverage is 1:100 on every plan.",
    "",
    "## Phases",
    "",
    ...phasesTable(),
    "",
    "- Phase I passed: a new phase II account opens (same size, fresh starting balance).",
    "- Phase II passed: the funded account opens once the identity check (KYC) is approved and the trader agreement is signed.",
    "- Funded accounts have no target; weekly profits can become payouts. Under a rule set with a scaling plan (v2 on) they grow with it: see the worked example below.",
    "- The product description shows 2.5% as the phase III daily loss in one table and 5% in another; the rules table (5%) is the one used, and every dollar figure is derived from the percentages.",
    "",
    "## The rules, exactly",
    "",
    `- **Daily loss floor** = balance at the last daily reset - max daily loss % x starting balance. On the first day the balance at the reset is the starting balance. The reset is at 00:00 in the reset time zone (\`DAILY_RESET_TZ\`, default ${DEFAULT_RESET_TIME_ZONE}).`,
    "- **Max loss floor, fixed** (phases I and III) = starting balance - 10% x starting balance, forever.",
    "- **Max loss floor, relative** (phase II) = highest end-of-day balance so far (the starting balance included) - 10% x starting balance. It only rises.",
    "- **Breach**: equity (closed balance plus the floating P&L of open positions) falls below a floor. Every position is closed at the breaching quote, pending orders are cancelled, the account fails, and the evidence is stored: the rule, the floor, the equity, the tick (time, bid, ask), and every position with the price it was valued at.",
    "- **Target**: the closed balance reaches the target with no position open. Floating profit never counts; a position still open holds the pass back.",
    `- **Stop-out**: when the margin level (equity / margin in use x 100) falls below ${DEFAULT_STOP_OUT_LEVEL}%, the largest losing position is closed first, then the next, until the level is back above it. Margin = notional / leverage in USD, fixed when the position opens.`,
    "- An order that needs more than the free margin (including the spread and the commission it costs at once) is rejected with the figures.",
    "- **Trading costs** (rule set 3 on; see below): the commission and the swap are part of a position's P&L, so the equity, the floors and the target count them; the balance moves by the whole net figure when the position closes.",
    "",
    ...examples,
    ...section(scaling),
    "## Our team's acts on an account",
    "",
    "Each act is made through the trading engine, needs a reason, is written to the audit log and is listed with the account's decisions, where the trader sees the reason and can replay it. An act that does not apply to the account as it is (its status, phase or positions), or that would leave it outside its limits, is refused with the reason and changes nothing.",
    "",
    "- **Reinstate** (a failed account): the balance, the balance at the daily reset and the highest end-of-day balance go back to the figures recorded just before the decision that ended it (the breach's evidence, or what a fail by our team recorded); positions closed by the breach stay closed. Reinstated on a later day, that day starts from the restored balance. It is refused when those figures would fail (or pass) the account again at once, for example a balance already below the daily loss floor, or a time limit that is over.",
    "- **Adjust the balance** (an active account): the amount is added to the closed balance, like realised P&L. Refused when the equity would fall below a floor, the margin level below the stop-out level, or the balance reach the target (pass the phase instead). It moves no money by itself: trading balances are virtual and the ledger books only real money (purchases, payouts); on a funded account the adjustment counts in that week's profit, which reaches the ledger through the weekly settlement like any profit.",
    "- **Pass the phase** (an active phase I or II account with no open position): it ends as passed and the next account opens exactly as on a real pass (the funded account once KYC is approved and the agreement signed). No certificate is issued: the target was not reached.",
    "- **Fail** (an active account): its positions are closed at the market and it fails; reinstating it restores what was recorded before.",
    "- The balance stays explained to the cent: balance = starting balance as opened + realised P&L + every act's amount (a reinstatement's amount is the restored balance minus the balance it found), and payouts taken by the weekly settlement.",
    "",
    `## Trading costs (version ${latest.version})`,
    "",
    `Commission is charged per lot and per side; both sides are charged when a position opens (the round turn, on the opening price; crypto on its notional in USD), so closing at the current quote never moves the equity. Swap is charged (negative) or paid (positive) per lot for each rollover at ${ROLLOVER_HOUR_UTC}:00 UTC a position is held over: Monday to Friday for FX, metals, indices and oil, Wednesday counting three nights (the weekend), and every night for crypto. Each is rounded to the cent once per fill or per night. Both are shown on the order ticket, on every position and trade, and are part of the P&L the rules judge. Accounts opened under versions 1 and 2 keep trading without costs.`,
    "",
    ...costsTables(latest),
    "### Worked example: 200K, costs on one trade",
    "",
    ...costsExample(latest),
    "",
    "## Day boundary: a position held over the reset (200K, phase I)",
    "",
    ...dayBoundaryExample(),
    "",
    "## Gaps: stops fill at the first quote past the trigger",
    "",
    ...gapExample(),
    "",
    "## Orders, margin and P&L",
    "",
    "- Buys fill at the ask and sells at the bid; a buy is valued and closed at the bid, a sell at the ask. Positions are hedged: each position is separate (a buy and a sell on the same symbol are two positions).",
    "- A buy limit waits below the ask, a buy stop above it; a sell limit waits above the bid, a sell stop below it. Stop losses and take profits must be on the losing and winning side of the price the position closes at.",
    "- P&L is computed in the instrument's quote currency and converted to USD at the current mid price of the USD pair of that currency; it is rounded to the cent once, when the position closes, so the balance always equals the starting balance plus the sum of closed P&L, to the cent.",
    ...conversionExample(),
    "",
    "## Instruments and market hours",
    "",
    ...instrumentsTable(),
    "",
    "Prices carry each instrument's digits. Sessions are in UTC and ignore daylight saving. No order can be placed, modified or closed while its market is closed (pending orders can still be cancelled); the simulated market sends no quotes then, so the first quote after a close can gap.",
    "",
    "## Market hours, outages and halts",
    "",
    ...table(
      ["Asset class", "Symbols", "Sessions (UTC)", "Halted after no live price for"],
      outagePolicyRows().map((r) => [
        r.name,
        r.symbols.join(", "),
        r.sessions,
        thresholdWords(r.haltAfterMs),
      ]),
    ),
    "",
    ...outagePolicyPoints().map((p) => `- ${p}`),
    "",
    "## Integrity: hedging, copy trading, bots and multiple identities",
    "",
    `Six checks watch every closed trade and the signals that link people (policy version ${INTEGRITY_POLICY.version}). Every flag is on your account's integrity page with its evidence and a SHA-256 hash of it, and you can answer it with a statement and files. Our team decides: cleared, a warning, a withheld payout or a closed account; the last two are listed in the public integrity register under a pseudonym, with the evidence hash.`,
    "",
    ...integrityPolicyPoints().map((p) => `- ${p}`),
    "",
  ];
  return lines.join("\n");
}
