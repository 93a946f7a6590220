import { z } from "zod";
import { personText } from "./person-text";
import { isCalendarDate } from "./wire-dates";
import { storedFileSchema } from "./uploads";

/**
 * Identity verification (spec §2 /dashboard/kyc, DESIGN §9): not started -> submitted ->
 * approved | rejected (with a reason) -> submitted again. Approved is final.
 */
export const KYC_STATUSES = ["not_started", "submitted", "approved", "rejected"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** The statuses a stored submission can have. */
export const KYC_SUBMISSION_STATUSES = ["submitted", "approved", "rejected"] as const;

export const KYC_DOCUMENT_TYPES = ["passport", "national_id", "driving_licence"] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const KYC_DOCUMENT_LABELS: Record<KycDocumentType, string> = {
  passport: "Passport",
  national_id: "National identity card",
  driving_licence: "Driving licence",
};
/** A passport has one page to show; the cards have a back. */
export function documentNeedsBack(type: KycDocumentType): boolean {
  return type !== "passport";
}

const line = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const fileId = (label: string) => z.uuid({ error: `${label} is required` });

/** POST /api/kyc: the whole form; the files were uploaded first (purpose "kyc"). */
export const submitKycBodySchema = z.object({
  legalName: personText({ label: "Legal name", max: 100 }),
  /** YYYY-MM-DD; the trader must be 18 or older (checked by the server against its clock). */
  dateOfBirth: z
    .string({ error: "Date of birth is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: "Date of birth is required (YYYY-MM-DD)",
      abort: true,
    })
    .refine(isCalendarDate, "Enter a real date of birth (YYYY-MM-DD)."),
  addressLine1: line("Address"),
  addressLine2: z.string().trim().max(120).optional(),
  city: line("City", 80),
  postalCode: line("Postal code", 20),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, "Choose a country"),
  documentType: z.enum(KYC_DOCUMENT_TYPES, { error: "Choose a document type" }),
  frontFileId: fileId("The front of the document"),
  /** Required for an identity card or driving licence. */
  backFileId: z.uuid({ error: "The back of the document is required" }).optional(),
  selfieFileId: fileId("A selfie"),
});
export type SubmitKycBody = z.infer<typeof submitKycBodySchema>;

export const kycSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  legalName: z.string(),
  dateOfBirth: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  front: storedFileSchema,
  back: storedFileSchema.nullable(),
  selfie: storedFileSchema,
  /** Why it was rejected. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

/** GET /api/kyc: the trader's status and submissions, newest first. */
export const myKycResponseSchema = z.object({
  status: z.enum(KYC_STATUSES),
  submissions: z.array(kycSubmissionSchema),
});
export type MyKycResponse = z.infer<typeof myKycResponseSchema>;

/** POST /api/kyc answers the new submission. */
export const kycSubmissionResponseSchema = z.object({ submission: kycSubmissionSchema });

export const adminKycSubmissionSchema = kycSubmissionSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  /** The admin who decided it. */
  decidedBy: z.string().nullable(),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

/** GET /api/admin/kyc?status=&cursor=&limit= (oldest waiting first for "submitted"). */
export const adminKycQuerySchema = z.object({
  status: z.enum(KYC_SUBMISSION_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminKycListResponseSchema = z.object({
  items: z.array(adminKycSubmissionSchema),
  nextCursor: z.string().nullable(),
});
export type AdminKycPage = z.infer<typeof adminKycListResponseSchema>;
export const adminKycResponseSchema = z.object({ submission: adminKycSubmissionSchema });

/** POST /api/admin/kyc/:id/approve and /reject (reason required there). */
export const decideKycBodySchema = z.object({
  reason: z.string().trim().min(3, "Say why (3 characters or more)").max(500).optional(),
});
