import { canonicalJson } from "@proparena/contracts/canonical-json";

/** Lowercase hex SHA-256 of `text`'s UTF-8 bytes, computed in this browser (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * An evidence hash: SHA-256 over `canonicalJson(evidence)` (an integrity flag's, contracts
 * integrity.ts; a rule decision's published evidence, contracts openbook.ts).
 */
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
 * hashed here. What cannot be parsed is said so, never a mismatch. `forms` gives the forms of
 * the evidence that may have been hashed (default: the evidence as pasted); the first is the
 * one a mismatch reports.
 */
export async function checkEvidenceText(
  json: string,
  hash: string,
  forms: (evidence: unknown) => readonly unknown[] = (evidence) => [evidence],
): Promise<HashCheck> {
  let evidence: unknown;
  try {
    evidence = JSON.parse(json);
  } catch {
    return { kind: "unreadable", message: "This is not JSON: paste the evidence as it was shown." };
  }
  const wanted = normalHash(hash);
  const computed = await Promise.all(forms(evidence).map((form) => evidenceHashOf(form)));
  const match = computed.find((candidate) => candidate === wanted);
  return match ? { kind: "match", computed: match } : { kind: "mismatch", computed: computed[0]! };
}
