/**
 * Challenge phases and their rules (DESIGN §5), as data. Percentages are basis points of the
 * starting balance (1% = 100 bp) so every dollar figure is an exact number of cents.
 */
export type PhaseId = "phase1" | "phase2" | "funded";
export type DrawdownKind = "fixed" | "relative";

export interface PhaseRules {
  readonly id: PhaseId;
  /** "I", "II", "III" */
  readonly numeral: string;
  readonly name: string;
  readonly nickname: string;
  /** Profit target, or null for none (funded). */
  readonly targetBp: number | null;
  readonly maxDailyLossBp: number;
  readonly maxLossBp: number;
  readonly drawdown: DrawdownKind;
  /** Minimum trading days before the target counts; null = not applicable. */
  readonly minTradingDays: number | null;
  /** Calendar days allowed; null = unlimited. */
  readonly timeLimitDays: number | null;
  /** Profit split text as shown on the rules table. */
  readonly profitSplit: string;
  readonly payoutPeriod: string | null;
  /** The next phase after a pass, or null. */
  readonly next: PhaseId | null;
}

export const PHASES: readonly PhaseRules[] = [
  {
    id: "phase1",
    numeral: "I",
    name: "Evaluation",
    nickname: "Tenderfoot",
    targetBp: 800,
    maxDailyLossBp: 500,
    maxLossBp: 1_000,
    drawdown: "fixed",
    minTradingDays: 0,
    timeLimitDays: null,
    profitSplit: "none",
    payoutPeriod: null,
    next: "phase2",
  },
  {
    id: "phase2",
    numeral: "II",
    name: "Evaluation",
    nickname: "Journeyman",
    targetBp: 500,
    maxDailyLossBp: 250,
    maxLossBp: 1_000,
    drawdown: "relative",
    minTradingDays: 0,
    timeLimitDays: null,
    profitSplit: "none",
    payoutPeriod: null,
    next: "funded",
  },
  {
    id: "funded",
    numeral: "III",
    name: "Funded",
    nickname: "Prodigy",
    targetBp: null,
    maxDailyLossBp: 500,
    maxLossBp: 1_000,
    drawdown: "fixed",
    minTradingDays: null,
    timeLimitDays: null,
    profitSplit: "100% x PM",
    payoutPeriod: "weekly",
    next: null,
  },
];

/** Leverage of every phase: up to 1:100 (the plan's leverage). */
export const DEFAULT_STOP_OUT_LEVEL = 50;
/** Daily reset: 00:00 in this zone unless the engine is configured otherwise (DAILY_RESET_TZ). */
export const DEFAULT_RESET_TIME_ZONE = "UTC";

const BY_ID: ReadonlyMap<string, PhaseRules> = new Map(PHASES.map((p) => [p.id, p]));

export function getPhase(id: unknown): PhaseRules | undefined {
  return typeof id === "string" ? BY_ID.get(id) : undefined;
}

export function phaseRules(id: PhaseId): PhaseRules {
  return BY_ID.get(id) as PhaseRules;
}
