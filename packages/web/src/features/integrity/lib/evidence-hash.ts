import { canonicalJson } from "@proparena/contracts/canonical-json";

/** Lowercase hex SHA-256 of `text`'s UTF-8 bytes, computed in this browser (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A flag's evidence hash: SHA-256 over `canonicalJson(evidence)` (contracts/integrity.ts). */
export function evidenceHashOf(evidence: unknown): Promise<string> {
  return sha256Hex(canonicalJson(evidence));
}

/** A hash as typed or pasted: trimmed, lower case, an optional "sha256:" prefix dropped. */
export function normalHash(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^sha-?256:/, "");
}

export type HashCheck =
  | { kind: "match"; computed: string }
  | { kind: "mismatch"; computed: string }
  | { kind: "unreadable"; message: string };

/**
 * Checks pasted evidence JSON against a hash: the JSON is parsed, written canonically and
 * hashed here. What cannot be parsed is said so, never a mismatch.
 */
export async function checkEvidenceText(json: string, hash: string): Promise<HashCheck> {
  let evidence: unknown;
  try {
    evidence = JSON.parse(json);
  } catch {
    return { kind: "unreadable", message: "This is not JSON: paste the evidence as it was shown." };
  }
  const computed = await evidenceHashOf(evidence);
  return computed === normalHash(hash)
    ? { kind: "match", computed }
    : { kind: "mismatch", computed };
}
