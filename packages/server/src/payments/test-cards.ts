/**
 * The embedded test processor's cards: the ones traders know from Stripe's test mode. Any
 * future expiry date and any 3-digit CVC work.
 */
export type CardOutcome =
  | { kind: "approved" }
  | { kind: "authenticate" }
  | { kind: "declined"; reason: string }
  | { kind: "invalid"; field: "number" | "expiry" | "cvc"; message: string };

export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  authenticate: "4000 0025 0000 3155",
} as const;

const OUTCOMES: Record<string, CardOutcome> = {
  "4242424242424242": { kind: "approved" },
  "5555555555554444": { kind: "approved" },
  "4000000000000002": { kind: "declined", reason: "Your card was declined." },
  "4000000000009995": {
    kind: "declined",
    reason: "Your card has insufficient funds.",
  },
  "4000002500003155": { kind: "authenticate" },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the processor does with a card: approve, ask for a second step, decline, or refuse input. */
export function cardOutcome(
  input: { number: string; expiry: string; cvc: string },
  now: Date,
): CardOutcome {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { kind: "invalid", field: "number", message: "Your card number is invalid." };
  }
  const expiry = input.expiry.replace(/\s/g, "").match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : NaN;
  if (!expiry || month < 1 || month > 12) {
    return {
      kind: "invalid",
      field: "expiry",
      message: "Your card's expiry date is incomplete (MM / YY).",
    };
  }
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) {
    return { kind: "invalid", field: "expiry", message: "Your card's expiry date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { kind: "invalid", field: "cvc", message: "Your card's security code is incomplete." };
  }
  return (
    OUTCOMES[digits] ?? {
      kind: "declined",
      reason: "This is a test payment page: use a test card such as 4242 4242 4242 4242.",
    }
  );
}
