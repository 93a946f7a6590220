import { certificateSchema, type Certificate } from "@proparena/contracts/certificates";

/**
 * Certificates as the server sends them, parsed with the contract's schema so they cannot drift
 * from the wire format.
 */
export function sampleCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const id = overrides.id ?? "cert_7Hq2kP9x";
  return certificateSchema.parse({
    id,
    kind: "phase1Pass",
    title: "Phase I passed",
    name: "Tess T.",
    planLabel: "Beta",
    issuedAt: "2025-01-06T14:03:07.000Z",
    figures: [
      { label: "Account size", cents: 100_000_000 },
      { label: "Profit", cents: 8_012_345 },
    ],
    verifyUrl: `https://proparena.example/certificates/${id}`,
    pdfPath: `/api/certificates/${id}.pdf`,
    ...overrides,
  });
}

/** A weekly payout certificate. */
export function samplePayoutCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const id = overrides.id ?? "cert_Pay0ut42";
  return sampleCertificate({
    id,
    kind: "payout",
    title: "Weekly payout",
    issuedAt: "2025-01-13T00:00:00.000Z",
    figures: [{ label: "Paid out", cents: 55_000 }],
    verifyUrl: `https://proparena.example/certificates/${id}`,
    pdfPath: `/api/certificates/${id}.pdf`,
    ...overrides,
  });
}
