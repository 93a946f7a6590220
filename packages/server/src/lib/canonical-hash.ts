import { createHash } from "node:crypto";
import { canonicalJson } from "@proparena/contracts/canonical-json";

/**
 * Lowercase hex SHA-256 of a value's canonical JSON (UTF-8): the evidence hash anyone can
 * recompute (the web's `lib/evidence-hash.ts` computes the same in the browser).
 */
export function canonicalSha256(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value), "utf8").digest("hex");
}
