import { createAccount } from "./account";
import { dailyLossFloor } from "./daily-loss";
import { formatPrice, getInstrument, INSTRUMENTS } from "./instruments";
import { requiredMargin } from "./margin";
import { maxLossFloor, nextHighestEodBalance } from "./max-loss";
import {
  basisPointsOf,
  dollars,
  formatBasisPoints,
  formatUsd,
  formatUsdShort,
  type Cents,
} from "./money";
import { DEFAULT_RESET_TIME_ZONE, DEFAULT_STOP_OUT_LEVEL, PHASES, phaseRules } from "./phases";
import { phaseFigures } from "./plan-figures";
import { getPlan, PLANS } from "./plans";
import { pnlCents } from "./pnl";
import type { Quote } from "./quotes";
import type { Result } from "./result";
import { SESSION_DESCRIPTIONS } from "./sessions";
import { createTradingEngine, type TradingEngine } from "./trading-engine";

/**
 * docs/rules.md, rendered from the same data and code as the engine: the plan and phase
 * tables, the instrument catalogue, and worked examples whose figures come from running the
 * engine on fixed quotes. A test checks that docs/rules.md equals this output.
 */
const REGENERATE =
  "node --import tsx -e 'import(\"./packages/domain/src/rules-doc.ts\").then((m) => process.stdout.write(m.renderRulesMarkdown()))' > docs/rules.md";

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

/** A worked example of one phase's rules, as lines of text (**bold** marks the results). */
export interface WorkedExample {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * The worked examples of phases I and II for one plan: its target and floors, and how the
 * floors move after days ending 2%, 2.25% and 0.5% above the start (on 200K: $204,000,
 * $204,500 and $201,000, the figures of docs/rules.md).
 */
export function workedExamples(planId: string): WorkedExample[] {
  const plan = getPlan(planId);
  if (!plan) throw new Error(`unknown plan ${planId}`);
  const p1 = phaseFigures(plan, "phase1");
  const p2 = phaseFigures(plan, "phase2");
  const II = phaseRules("phase2");
  const start: Cents = plan.size;
  const dayOneEnd = start + basisPointsOf(start, 200);
  const highest1 = nextHighestEodBalance(start, start + basisPointsOf(start, 225));
  const dayTwoEnd = start + basisPointsOf(start, 50);
  const highest2 = nextHighestEodBalance(highest1, dayTwoEnd);
  const dayTwoFloor = dailyLossFloor(phaseRules("phase1"), start, dayOneEnd);
  return [
    {
      title: `Worked example: ${plan.label}, phase I`,
      lines: [
        `Target: ${usd(start)} + ${formatBasisPoints(phaseRules("phase1").targetBp ?? 0)} = **${usd(p1.targetBalance ?? 0)}** closed balance with no open position.`,
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
  ];
}

export function renderRulesMarkdown(): string {
  const examples = workedExamples("200K").flatMap((e) => [
    `## ${e.title}`,
    "",
    ...e.lines.map((line) => `- ${line}`),
    "",
  ]);
  const lines: string[] = [
    "# Challenge rules",
    "",
    `<!-- Generated from packages/domain (plans.ts, phases.ts, instruments.ts and the engine) by rules-doc.ts. Do not edit by hand; regenerate with: ${REGENERATE} -->`,
    "",
    "Every figure on this page comes from the same data and code that judge the accounts, so the page, the pricing cards, the dashboards and the engine cannot disagree. Money is counted in whole cents; percentages are of the starting balance; the starting balance equals the account size in every phase.",
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
    "- Funded accounts have no target; weekly profits can become payouts.",
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
    "- An order that needs more than the free margin (including the spread it costs at once) is rejected with the figures.",
    "",
    ...examples,
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
  ];
  return lines.join("\n");
}
