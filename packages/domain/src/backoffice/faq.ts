/**
 * The FAQ: 18 questions about this product's rules (DESIGN §5, §6), written to match what the
 * product does. The landing page shows the first FAQ_SHORT_COUNT (all on request),
 * /dashboard/faq all of them, and the help search (help-search.ts) answers from them.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: "What is PropArena?",
    answer:
      "A prop-trading challenge platform. You buy a challenge, trade a simulated account, pass two evaluation phases and then trade a funded account whose weekly profits are paid out from the payout pool.",
  },
  {
    question: "Do I trade real money?",
    answer:
      "No. Every account trades virtual money against a simulated market. What is real is the challenge fee you pay at checkout. Payouts are worked out every week and credited to you in our books; during the beta no real money is transferred to traders.",
  },
  {
    question: "What does the beta include?",
    answer:
      "Every verified trader gets a free Beta account: $1,000,000 of virtual money under the phase I rules, with every feature of the arena. Challenges (5K to 300K) are paid. During the beta payouts are credited and published but not transferred; real-money rewards start when we go live, and your feedback shapes what we build.",
  },
  {
    question: "How much does a challenge cost?",
    answer:
      "One fee per challenge, paid by card at checkout: 5K $32, 10K $60, 25K $139, 50K $239, 100K $399, 200K $788 and 300K $1,169. A coupon can lower it. The starting balance equals the account size in every phase.",
  },
  {
    question: "Is there a time limit or a minimum number of trading days?",
    answer:
      "No. Every phase has unlimited time and no minimum trading days, so you can trade at your own pace.",
  },
  {
    question: "How are payouts calculated?",
    answer:
      "Each week W is the sum of the funded traders' positive profits. The payout pool is P = min(70% of the week's revenue, W) and the multiplier PM = P ÷ W, floored to 2 decimals. You are credited your profit × PM, and your balance returns to its starting balance.",
  },
  {
    question: "What are the Phase I (Tenderfoot) rules?",
    answer:
      "Reach an 8% profit target. Max daily loss 5% and max loss 10% of the starting balance, fixed. On a $200,000 account: close at $216,000 or more, stay above $190,000 on day one and above $180,000 always.",
  },
  {
    question: "What are the Phase II (Journeyman) rules?",
    answer:
      "Reach a 5% profit target with a 2.5% max daily loss. The 10% max loss is relative: it trails your highest end-of-day balance.",
  },
  {
    question: "What happens in Phase III (Prodigy)?",
    answer:
      "You trade a funded account with no target, a 5% max daily loss and a fixed 10% max loss. Each week's profit is credited as profit × PM.",
  },
  {
    question: "How is the daily loss limit checked?",
    answer:
      "The floor is your balance at the last daily reset (00:00 UTC) minus the daily percentage of the starting balance. If your equity, open positions included, falls below it, the rule is broken.",
  },
  {
    question: "What is the difference between fixed and relative drawdown?",
    answer:
      "A fixed floor is the starting balance minus 10%, forever. A relative floor is your highest end-of-day balance so far minus 10% of the starting balance; it only ever rises.",
  },
  {
    question: "When is a profit target reached?",
    answer:
      "When your closed balance is at least the starting balance plus the target and no position is open. Passing Phase I opens your Phase II account; passing Phase II opens the funded account.",
  },
  {
    question: "What happens if I break a rule?",
    answer:
      "Every position is closed at the breaching quote and the account fails. We keep the evidence — the rule, the floor, your equity, the quote and the positions — and show it on your account page.",
  },
  {
    question: "Where does my challenge fee go?",
    answer:
      "Our ledger books every fee the moment it is paid: 25% covers expenses, 5% funds the jackpots and 70% is the weekly payout budget. Whatever the winners do not earn from that budget goes to the emergency pool. A refunded fee is reversed exactly.",
  },
  {
    question: "How do the weekly jackpots work?",
    answer:
      "2% of the week's revenue goes to the funded trader with the highest dollar gain, 2% to the trader with the highest percentage gain (any phase, at least one closed trade), and 1% is saved for the cumulative jackpot.",
  },
  {
    question: "When are payouts made?",
    answer:
      "Weekly, for funded accounts: every Monday at 00:00 UTC the week that just ended is settled and your payout is credited, with a proof in the week's published Merkle tree. You then request a transfer of what you are owed; an admin reviews every request. During the beta no real money is transferred.",
  },
  {
    question: "Do I need to verify my identity?",
    answer:
      "Before your funded account opens, an admin must approve your identity documents (KYC) and you must sign the trader agreement. Evaluation phases need neither.",
  },
  {
    question: "What leverage can I use?",
    answer:
      "Up to 1:100 on every plan. Margin is checked when you place an order, and the loss limits apply to your equity including open positions.",
  },
];

/** Spec §4: the list toggles between 6 and 18 questions. */
export const FAQ_SHORT_COUNT = 6;
