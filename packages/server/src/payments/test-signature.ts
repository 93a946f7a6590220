import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How the embedded test processor signs its webhooks, the way card processors do: the header
 * `test-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. A signature
 * older than the tolerance is refused, so a captured request cannot be replayed later.
 */
export const TEST_SIGNATURE_HEADER = "test-signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signTestPayload(payload: string, secret: string, timeSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${timeSeconds}.${payload}`).digest("hex");
  return `t=${timeSeconds},v1=${digest}`;
}

/** Why a signature is refused, or null when it is good. */
export function checkTestSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): string | null {
  if (!header) return "No test-signature header.";
  const parts = new Map(
    header.split(",").map((part) => {
      const [key = "", ...rest] = part.trim().split("=");
      return [key, rest.join("=")] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return "Malformed signature header.";
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return "Signature timestamp too old.";
  const expected = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(v1, "hex");
  return timingSafeEqual(expected, given) ? null : "Signature does not match the body.";
}
