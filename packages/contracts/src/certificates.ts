import { z } from "zod";

/**
 * Certificates: passing phase I or II, and each weekly payout. Public by their opaque id (the
 * verification URL printed on the PDF); they show the trader's public name, never an e-mail,
 * a user id or an account id.
 */
export const certificateSchema = z.object({
  /** Opaque and unguessable; the verification URL is /certificates/{id}. */
  id: z.string(),
  kind: z.enum(["phase1Pass", "phase2Pass", "payout"]),
  /** "Phase I passed", "Phase II passed", "Weekly payout". */
  title: z.string(),
  /** The trader's public name: first name and last initial. */
  name: z.string(),
  planLabel: z.string(),
  issuedAt: z.string(),
  figures: z.array(z.object({ label: z.string(), cents: z.number().int() })),
  /** Absolute URL of the public page that shows the certificate is genuine. */
  verifyUrl: z.string(),
  /** Path of the PDF (public). */
  pdfPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates/:id */
export const certificateResponseSchema = z.object({ certificate: certificateSchema });
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** GET /api/accounts/:id/certificates: the account's certificates, newest first. */
export const certificatesResponseSchema = z.object({ certificates: z.array(certificateSchema) });
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;
