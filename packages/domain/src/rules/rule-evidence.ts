import type { Cents } from "../core/money";
import type { Side } from "../engine/orders";
import type { Quote } from "../market/quotes";

/**
 * Evidence stored with every decision of the rules (breach, pass, stop-out): which rule, its
 * threshold, what was observed, when, at which prices, and the positions involved. The trader
 * sees it on the account page; it is enough to recompute the decision by hand.
 */
export type RuleId = "dailyLoss" | "maxLoss" | "stopOut" | "profitTarget" | "timeLimit";
export type RuleOutcome = "breach" | "pass" | "stopOut";

export interface EvidencePosition {
  readonly positionId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  readonly openPrice: number;
  /** The price the position was valued (and closed) at: bid for a buy, ask for a sell. */
  readonly price: number;
  readonly conversionRate: number;
  /** Price P&L + commission + swap. */
  readonly pnl: Cents;
  readonly margin: Cents;
  /** Its commission and swap at the decision (absent in evidence stored before trading costs). */
  readonly commission?: Cents;
  readonly swap?: Cents;
}

export interface RuleEvidence {
  readonly accountId: string;
  readonly rule: RuleId;
  readonly outcome: RuleOutcome;
  /** The floor or target in cents, the stop-out margin level in percent, or the time limit's end. */
  readonly threshold: number;
  /** Equity or balance in cents, the margin level in percent, or the time. */
  readonly observed: number;
  readonly unit: "cents" | "percent" | "time";
  readonly time: number;
  /** The quote that decided (the breaching tick), when a tick decided. */
  readonly quote: Quote | null;
  /** Every quote used to value the positions (including currency conversions). */
  readonly quotes: readonly Quote[];
  readonly startingBalance: Cents;
  readonly balance: Cents;
  readonly equity: Cents;
  readonly dayStartBalance: Cents;
  readonly highestEodBalance: Cents;
  readonly usedMargin: Cents;
  readonly positions: readonly EvidencePosition[];
  /** One sentence with the figures, for people. */
  readonly message: string;
}
