import { createHash } from "node:crypto";
import { publishedEvidenceText } from "@proparena/contracts/openbook";
import type { RuleEvidence as WireEvidence } from "@proparena/contracts/trading";

/**
 * The hash a rule decision is published with (the trader's page and the public register):
 * lowercase hex SHA-256 of `publishedEvidenceText` of its wire evidence (as GET
 * /api/accounts/:id/decisions shows it), over its UTF-8 bytes.
 */
export function publishedEvidenceHash(evidence: WireEvidence): string {
  return createHash("sha256").update(publishedEvidenceText(evidence), "utf8").digest("hex");
}
