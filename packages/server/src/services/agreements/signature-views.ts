import type { AgreementSignature } from "@proparena/contracts/agreements";
import type { agreementSignatures } from "../../db/schema";

// An agreement signature as the API shows it.

export type SignatureRow = typeof agreementSignatures.$inferSelect;

export function signatureView(row: SignatureRow): AgreementSignature {
  return {
    id: row.id,
    version: row.version,
    typedName: row.typedName,
    signedAt: row.signedAt.toISOString(),
    ip: row.ip,
    sha256: row.sha256,
    pdfUrl: `/api/agreements/signatures/${row.id}/pdf`,
  };
}
