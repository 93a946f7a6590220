import {
  adminKycQuerySchema,
  adminKycSubmissionSchema,
  decideKycBodySchema,
  type AdminKycSubmission,
} from "@proparena/contracts/kyc";
import type { FakeApi } from "../../../testing/fake-api";
import { kycFileId, sampleKycFile } from "../../../testing/sample-files";
import {
  pageOf,
  reviewAdmin,
  reviewConflict,
  reviewNotFound,
  reviewValidationError,
  reviewZodError,
  serveReviewFile,
} from "../../../testing/review-fake-server";

/**
 * KYC review answers for the admin tests (contracts/kyc.ts), parsed with the contract's schemas
 * so they cannot drift from the wire format, and a stateful stand-in for the admin KYC routes.
 */

let fileCounter = 100;

export function sampleAdminKycSubmission(
  overrides: Partial<AdminKycSubmission> = {},
): AdminKycSubmission {
  return adminKycSubmissionSchema.parse({
    id: "kyc_1",
    userId: "u_tess",
    userEmail: "tess@example.com",
    userName: "Tess Trader",
    status: "submitted",
    legalName: "Tess Anne Trader",
    dateOfBirth: "1990-04-12",
    addressLine1: "1 Market Street",
    addressLine2: "Suite 5",
    city: "San Francisco",
    postalCode: "94105",
    country: "US",
    documentType: "national_id",
    front: sampleKycFile({ id: kycFileId(++fileCounter), name: "id-front.jpg" }),
    back: sampleKycFile({
      id: kycFileId(++fileCounter),
      name: "id-back.png",
      mimeType: "image/png",
    }),
    selfie: sampleKycFile({
      id: kycFileId(++fileCounter),
      name: "selfie.pdf",
      mimeType: "application/pdf",
    }),
    reason: null,
    submittedAt: "2025-01-06T09:05:00.000Z",
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  });
}

/** Three waiting submissions (oldest first: Tess, Omar, Lena) and one Tess had rejected before. */
export function sampleKycQueue(): AdminKycSubmission[] {
  return [
    sampleAdminKycSubmission({ id: "kyc_tess", submittedAt: "2025-01-06T09:05:00.000Z" }),
    sampleAdminKycSubmission({
      id: "kyc_omar",
      userId: "u_omar",
      userEmail: "omar@example.com",
      userName: "Omar Odum",
      legalName: "Omar Odum",
      documentType: "passport",
      back: null,
      submittedAt: "2025-01-07T10:00:00.000Z",
    }),
    sampleAdminKycSubmission({
      id: "kyc_lena",
      userId: "u_lena",
      userEmail: "lena@example.com",
      userName: "Lena Lund",
      legalName: "Lena Lund",
      documentType: "driving_licence",
      submittedAt: "2025-01-08T11:00:00.000Z",
    }),
    sampleAdminKycSubmission({
      id: "kyc_tess_old",
      status: "rejected",
      reason: "The photo is blurred",
      submittedAt: "2025-01-02T08:00:00.000Z",
      decidedAt: "2025-01-03T08:00:00.000Z",
      decidedBy: "admin@example.com",
    }),
  ];
}

/**
 * Serves GET /admin/kyc (by status; waiting oldest first, decided newest first; `pageSize`
 * caps a page), GET /admin/kyc/:id, approve and reject (409 once decided, 400 on a missing
 * reason) and every document's bytes. `decideElsewhere` plays another admin.
 */
export function serveAdminKyc(
  api: FakeApi,
  submissions: AdminKycSubmission[] = sampleKycQueue(),
  { pageSize = 50 }: { pageSize?: number } = {},
) {
  let saved = submissions.map((submission) => adminKycSubmissionSchema.parse(submission));
  const find = (id: string) => saved.find((submission) => submission.id === id);
  const store = (next: AdminKycSubmission) => {
    saved = saved.map((submission) => (submission.id === next.id ? next : submission));
    return next;
  };
  const decide = (id: string, status: "approved" | "rejected", reason: string | null) =>
    store(
      adminKycSubmissionSchema.parse({
        ...find(id),
        status,
        reason,
        decidedAt: new Date().toISOString(),
        decidedBy: reviewAdmin.email,
      }),
    );

  api.on("GET /admin/kyc", ({ search }) => {
    const query = adminKycQuerySchema.parse(Object.fromEntries(search));
    const matching = saved
      .filter((submission) => !query.status || submission.status === query.status)
      .sort((a, b) =>
        query.status === "submitted"
          ? a.submittedAt.localeCompare(b.submittedAt)
          : (b.decidedAt ?? b.submittedAt).localeCompare(a.decidedAt ?? a.submittedAt),
      );
    const { page, nextCursor } = pageOf(matching, search, pageSize);
    return { status: 200, body: { items: page, nextCursor } };
  });

  for (const submission of saved) {
    const { id } = submission;
    for (const file of [submission.front, submission.back, submission.selfie])
      if (file) serveReviewFile(api, file);
    api.on(`GET /admin/kyc/${id}`, () => {
      const found = find(id);
      return found ? { status: 200, body: { submission: found } } : reviewNotFound;
    });
    api.on(`POST /admin/kyc/${id}/approve`, () => {
      if (find(id)?.status !== "submitted")
        return reviewConflict("This submission was already decided", "KYC_ALREADY_DECIDED");
      return {
        status: 200,
        body: { submission: decide(id, "approved", null) },
      };
    });
    api.on(`POST /admin/kyc/${id}/reject`, ({ body }) => {
      const parsed = decideKycBodySchema.safeParse(body);
      if (!parsed.success) return reviewZodError(parsed.error);
      if (!parsed.data.reason)
        return reviewValidationError([{ path: "reason", message: "Say why it is rejected" }]);
      if (find(id)?.status !== "submitted")
        return reviewConflict("This submission was already decided", "KYC_ALREADY_DECIDED");
      return {
        status: 200,
        body: {
          submission: decide(id, "rejected", parsed.data.reason),
        },
      };
    });
  }

  return {
    current: () => saved,
    /** Another admin decides first. */
    decideElsewhere: (id: string, status: "approved" | "rejected" = "approved") =>
      decide(id, status, status === "rejected" ? "Decided by someone else" : null),
  };
}
