import { z } from "zod";
import { KYC_STATUSES } from "./kyc";
import { personText } from "./person-text";

/**
 * The trader agreement (spec §2 /dashboard/agreements): versioned text (docs/agreements/),
 * signed by typing one's name; the signature keeps the time, the address and the SHA-256 of the
 * exact text signed.
 */
export const agreementSchema = z.object({
  /** e.g. "2026-11-01": a new text is a new version. */
  version: z.string(),
  title: z.string(),
  /** Markdown. */
  text: z.string(),
  /** SHA-256 (hex) of `text`: the browser sends it back when signing. */
  sha256: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementSignatureSchema = z.object({
  id: z.string(),
  version: z.string(),
  typedName: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  sha256: z.string(),
  /** The signed copy (GET with the bearer token). */
  pdfUrl: z.string(),
});
export type AgreementSignature = z.infer<typeof agreementSignatureSchema>;

/**
 * Who may sign: the signature must be the legal name of the trader's approved identity check
 * (case, spacing and Unicode form aside), so signing comes after KYC is approved.
 */
export const agreementSignerSchema = z.object({
  kycStatus: z.enum(KYC_STATUSES),
  /** The legal name to type, from the approved KYC submission; null until it is approved. */
  legalName: z.string().nullable(),
});
export type AgreementSigner = z.infer<typeof agreementSignerSchema>;

/** GET /api/agreements: the current text, whether it is signed, and every signature, newest first. */
export const agreementsResponseSchema = z.object({
  current: agreementSchema,
  signer: agreementSignerSchema,
  /** The signature of the current version, or null. */
  signedCurrent: agreementSignatureSchema.nullable(),
  signatures: z.array(agreementSignatureSchema),
});
export type AgreementsResponse = z.infer<typeof agreementsResponseSchema>;

/**
 * POST /api/agreements/sign: 409 when `version` is no longer the current one or KYC is not
 * approved; 400 on `typedName` when it is not the approved legal name.
 */
export const signAgreementBodySchema = z.object({
  version: z.string().min(1).max(40),
  /** The SHA-256 of the text the trader read (must be the current text's). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "Reload the agreement and sign again"),
  typedName: personText({
    label: "Name",
    min: 2,
    max: 100,
    messages: { required: "Type your full name to sign", tooShort: "Type your full name to sign" },
  }),
  consent: z.literal(true, { error: "Tick the box to agree" }),
});
export type SignAgreementBody = z.infer<typeof signAgreementBodySchema>;

export const signAgreementResponseSchema = z.object({
  signature: agreementSignatureSchema,
  /** The funded account this signature opened, if it was the last thing missing. */
  openedFundedAccountId: z.string().nullable(),
});
export type SignAgreementResponse = z.infer<typeof signAgreementResponseSchema>;
