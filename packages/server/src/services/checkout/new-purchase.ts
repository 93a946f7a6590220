import { randomBytes } from "node:crypto";
import type { UserRow } from "../auth/public-user";

const RECEIPT_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short receipt reference such as "PA-7K3Q9X2M" (40 random bits). */
function receiptNumber(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += RECEIPT_ALPHABET[b % 32];
  return `PA-${out}`;
}

/**
 * What every new purchase starts with, a challenge or a merch order: its buyer, a receipt
 * number, pending, in dollars, and the client's idempotency key.
 */
export function newPurchase(user: UserRow, id: string, now: Date, clientKey?: string) {
  return {
    id,
    userId: user.id,
    email: user.email,
    receiptNumber: receiptNumber(),
    currency: "usd",
    status: "pending",
    clientKey: clientKey ?? null,
    createdAt: now,
  };
}
