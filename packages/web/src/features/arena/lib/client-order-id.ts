/**
 * A new idempotency key for an order (`clientOrderId`): 128 random bits as 32 hex digits.
 * getRandomValues works on plain http too, where crypto.randomUUID does not exist.
 */
export function newClientOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
