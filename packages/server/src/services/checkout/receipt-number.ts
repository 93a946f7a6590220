import { randomBytes } from "node:crypto";

const RECEIPT_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short receipt reference such as "PA-7K3Q9X2M" (40 random bits): challenges and merch. */
export function receiptNumber(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += RECEIPT_ALPHABET[b % 32];
  return `PA-${out}`;
}
