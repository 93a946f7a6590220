import type { ReactNode } from "react";

/** docs/rules.md "The rules, exactly": how the engine applies the figures of the table. */
const RULES: readonly { term: string; definition: ReactNode }[] = [
  {
    term: "Daily loss floor",
    definition: (
      <>
        Balance at the last daily reset − max daily loss % × starting balance. On the first day the
        balance at the reset is the starting balance. The reset is at midnight (00:00 UTC by
        default).
      </>
    ),
  },
  {
    term: "Max loss floor, fixed",
    definition: <>Phases I and III: starting balance − max loss % × starting balance, forever.</>,
  },
  {
    term: "Max loss floor, relative",
    definition: (
      <>
        Phase II: highest end-of-day balance so far (the starting balance included) − max loss % ×
        starting balance. It only rises.
      </>
    ),
  },
  {
    term: "Breach",
    definition: (
      <>
        Equity (closed balance plus the floating P&amp;L of open positions, their commission and
        swap included) falls below a floor. Every position is closed at the breaching quote, pending
        orders are cancelled, the account fails, and the evidence is stored: the rule, the floor,
        the equity, the tick (time, bid, ask), and every position with the price it was valued at.
      </>
    ),
  },
  {
    term: "Target",
    definition: (
      <>
        The closed balance reaches the target with no position open. Floating profit never counts; a
        position still open holds the pass back.
      </>
    ),
  },
  {
    term: "Stop-out",
    definition: (
      <>
        When the margin level (equity ÷ margin in use × 100) falls below 50%, the largest losing
        position is closed first, then the next, until the level is back above it. Margin = notional
        ÷ leverage in USD, fixed when the position opens.
      </>
    ),
  },
  {
    term: "Free margin",
    definition: (
      <>
        An order that needs more than the free margin (including the spread and the commission it
        costs at once) is rejected with the figures.
      </>
    ),
  },
];

/** The rules in words, the same for every plan: the table above gives each one's figures. */
export function RulesInWords() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {RULES.map((rule) => (
        <div key={rule.term} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
          <dt className="font-semibold text-white">{rule.term}</dt>
          <dd className="mt-1 text-sm leading-relaxed text-slate-300">{rule.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
