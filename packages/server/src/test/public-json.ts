import { expect } from "vitest";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const EMAIL = /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i;
const INTERNAL_KEYS = ["id", "accountId", "userId", "email", "positionId", "orderId"];

/**
 * Walks a whole public JSON answer: no key names an internal id or an e-mail, and no string
 * holds a uuid, an e-mail address or any of `secrets` (the ids the test knows). Answers how many
 * values it looked at, so a test can tell it walked something.
 */
export function expectNothingInternal(answer: unknown, secrets: readonly string[] = []): number {
  let seen = 0;
  const walk = (value: unknown, path: string): void => {
    seen++;
    if (typeof value === "string") {
      expect(UUID.test(value), `a uuid at ${path}: ${value}`).toBe(false);
      expect(EMAIL.test(value), `an e-mail at ${path}: ${value}`).toBe(false);
      for (const s of secrets) expect(value.includes(s), `${s} at ${path}`).toBe(false);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`));
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        expect(INTERNAL_KEYS.includes(k), `the key ${path}.${k}`).toBe(false);
        walk(v, `${path}.${k}`);
      }
    }
  };
  walk(answer, "$");
  return seen;
}
