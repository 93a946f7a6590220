/** The pools of spec §1 / DESIGN §6, each a section (anchor) of the jackpot page. */
export const POOLS = [
  {
    id: "vault",
    name: "Vault",
    description:
      "75% of all challenge revenue lands in the vault; the pools below are funded from it.",
  },
  {
    id: "jackpots",
    name: "Jackpots",
    description:
      "Weekly: 2% of revenue to the funded trader with the highest dollar gain, 2% to the highest percent gain, 1% saved for the cumulative jackpot.",
  },
  {
    id: "payouts",
    name: "Payouts",
    description:
      "Up to 70% of weekly revenue is credited to funded traders, split by the payout multiplier (PM).",
  },
  {
    id: "emergency",
    name: "Emergency",
    description:
      "Whatever the winners do not earn of the 70% payout budget is kept here as a reserve; the weekly payouts do not draw on it.",
  },
  {
    id: "expenses",
    name: "Expenses",
    description: "25% of revenue covers running the platform.",
  },
  {
    id: "founders",
    name: "Founders",
    description:
      "Shown as “?”, as the product description does: no share of revenue is booked to the founders.",
  },
] as const;

export type PoolId = (typeof POOLS)[number]["id"];
