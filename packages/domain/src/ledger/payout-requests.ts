/**
 * A trader's request to have what they are owed transferred (DESIGN §9: a state machine with
 * the actor and time of every transition). pending -> approved -> paid, or rejected (with a
 * reason) before it is paid. Paid and rejected are final.
 */
export type PayoutRequestStatus = "pending" | "approved" | "paid" | "rejected";
export type PayoutRequestAction = "approve" | "reject" | "markPaid";

export const PAYOUT_METHODS = ["bank_transfer", "usdc", "paypal"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The smallest transfer worth a fee: $10. */
export const MIN_PAYOUT_REQUEST_CENTS = 1_000;

const NEXT: Record<
  PayoutRequestStatus,
  Partial<Record<PayoutRequestAction, PayoutRequestStatus>>
> = {
  pending: { approve: "approved", reject: "rejected" },
  approved: { markPaid: "paid", reject: "rejected" },
  paid: {},
  rejected: {},
};

export type Transition =
  | { readonly ok: true; readonly status: PayoutRequestStatus }
  | { readonly ok: false; readonly reason: string };

export function transition(from: PayoutRequestStatus, action: PayoutRequestAction): Transition {
  const to = NEXT[from][action];
  if (to) return { ok: true, status: to };
  const verb = { approve: "approved", reject: "rejected", markPaid: "marked paid" }[action];
  return { ok: false, reason: `A ${from} payout request cannot be ${verb}.` };
}

/** Why a new request for `amount` cannot be made, or null: it must fit in what is still owed. */
export function requestRefusal(amount: number, owed: number, reserved: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return "The amount must be a whole number of cents above zero.";
  if (amount < MIN_PAYOUT_REQUEST_CENTS) return "The smallest transfer is $10.00.";
  const available = owed - reserved;
  if (amount > available) {
    return `You can request at most $${(Math.max(0, available) / 100).toFixed(2)}: that is what you are owed, less the requests still open.`;
  }
  return null;
}
