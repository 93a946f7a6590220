import { dollars, type Cents } from "../core/money";

/**
 * Challenge plans (DESIGN §5): the account size is the starting balance in every phase, the
 * price is what the trader pays once. Pricing cards, the rules page, dashboards and the engine
 * all read this table.
 */
export type PlanId = "5K" | "10K" | "25K" | "50K" | "100K" | "200K" | "300K" | "BETA";

export interface Plan {
  readonly id: PlanId;
  readonly label: string;
  /** Starting balance of every phase, in cents. */
  readonly size: Cents;
  /** Price in cents (0 = free). */
  readonly price: Cents;
  /** 1:100 -> 100. */
  readonly leverage: number;
  /** Position of the size button on the pricing card (1-7), when it has one. */
  readonly pricingSlot: number | null;
}

export const PLANS: readonly Plan[] = [
  {
    id: "5K",
    label: "5K",
    size: dollars(5_000),
    price: dollars(32),
    leverage: 100,
    pricingSlot: 1,
  },
  {
    id: "10K",
    label: "10K",
    size: dollars(10_000),
    price: dollars(60),
    leverage: 100,
    pricingSlot: 2,
  },
  {
    id: "25K",
    label: "25K",
    size: dollars(25_000),
    price: dollars(139),
    leverage: 100,
    pricingSlot: 3,
  },
  {
    id: "50K",
    label: "50K",
    size: dollars(50_000),
    price: dollars(239),
    leverage: 100,
    pricingSlot: 4,
  },
  {
    id: "100K",
    label: "100K",
    size: dollars(100_000),
    price: dollars(399),
    leverage: 100,
    pricingSlot: 5,
  },
  {
    id: "200K",
    label: "200K",
    size: dollars(200_000),
    price: dollars(788),
    leverage: 100,
    pricingSlot: 6,
  },
  {
    id: "300K",
    label: "300K",
    size: dollars(300_000),
    price: dollars(1_169),
    leverage: 100,
    pricingSlot: 7,
  },
  {
    id: "BETA",
    label: "Beta",
    size: dollars(1_000_000),
    price: 0,
    leverage: 100,
    pricingSlot: null,
  },
];

/** The size selected on the pricing card by default (button 6). */
export const DEFAULT_PLAN_ID: PlanId = "200K";

export const MAX_LEVERAGE = 100;

const BY_ID: ReadonlyMap<string, Plan> = new Map(PLANS.map((p) => [p.id, p]));

export function getPlan(id: unknown): Plan | undefined {
  return typeof id === "string" ? BY_ID.get(id) : undefined;
}
