import {
  kycSubmissionSchema,
  myKycResponseSchema,
  submitKycBodySchema,
  type KycStatus,
  type KycSubmission,
} from "@proparena/contracts/kyc";
import { type StoredFile } from "@proparena/contracts/uploads";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { kycFileId, sampleKycFile } from "../../../testing/sample-files";

/**
 * KYC answers for the web tests (contracts/kyc.ts, contracts/uploads.ts), parsed with the
 * contract's schemas so they cannot drift from the wire format, and a small stateful stand-in
 * for POST /uploads/kyc, GET /files/:id and GET and POST /kyc.
 */

export function sampleKycSubmission(overrides: Partial<KycSubmission> = {}): KycSubmission {
  return kycSubmissionSchema.parse({
    id: "kyc_1",
    status: "submitted",
    legalName: "Tess Trader",
    dateOfBirth: "1990-04-12",
    addressLine1: "1 Market Street",
    addressLine2: "Suite 5",
    city: "San Francisco",
    postalCode: "94105",
    country: "US",
    documentType: "passport",
    front: sampleKycFile({ id: kycFileId(101), name: "passport.jpg" }),
    back: null,
    selfie: sampleKycFile({ id: kycFileId(102), name: "selfie.png", mimeType: "image/png" }),
    reason: null,
    submittedAt: "2025-01-06T09:05:00.000Z",
    decidedAt: null,
    ...overrides,
  });
}

export function kycResponse(status: KycStatus, submissions: KycSubmission[] = []) {
  return myKycResponseSchema.parse({ status, submissions });
}

/** A 400 VALIDATION_ERROR naming the fields, as the server answers a bad body. */
export function validationError(issues: { path: string; message: string }[]): FakeResponse {
  return {
    status: 400,
    body: { message: issues[0]?.message ?? "Invalid request", code: "VALIDATION_ERROR", issues },
  };
}

const FILE_BYTES = "\x89PNG fake image bytes";

function mimeTypeOf(name: string): StoredFile["mimeType"] {
  if (/\.pdf$/i.test(name)) return "application/pdf";
  if (/\.png$/i.test(name)) return "image/png";
  return "image/jpeg";
}

/**
 * Serves the KYC routes on the fake API from `initial`: uploads are stored (and their bytes
 * served at their url), a submission is checked with the contract's schema, refused with a 409
 * while one waits or after approval, and otherwise becomes the newest, "submitted".
 */
export function serveKyc(api: FakeApi, initial = kycResponse("not_started")) {
  let state = initial;
  const uploads = new Map<string, StoredFile>();
  let counter = 0;

  const serveBytes = (file: StoredFile) =>
    api.on(`GET ${file.url}`, () => ({ status: 200, body: FILE_BYTES }));
  for (const submission of state.submissions)
    for (const file of [submission.front, submission.back, submission.selfie])
      if (file) serveBytes(file);

  api.on("POST /uploads/kyc", ({ headers }) => {
    const name = decodeURIComponent(headers.get("x-file-name") ?? "upload");
    const file = sampleKycFile({
      id: kycFileId(++counter),
      name,
      mimeType: mimeTypeOf(name),
      sizeBytes: 1_258_291,
    });
    uploads.set(file.id, file);
    serveBytes(file);
    return { status: 201, body: { file } };
  });

  api.on("GET /kyc", () => ({ status: 200, body: state }));

  api.on("POST /kyc", ({ body }) => {
    if (state.status === "submitted" || state.status === "approved") {
      return {
        status: 409,
        body: {
          message:
            state.status === "approved"
              ? "Your identity is already verified"
              : "Your documents are already being checked",
          code: "KYC_ALREADY_SUBMITTED",
        },
      };
    }
    const parsed = submitKycBodySchema.safeParse(body);
    if (!parsed.success)
      return validationError(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      );
    const data = parsed.data;
    const fileOf = (id: string | undefined) => (id ? (uploads.get(id) ?? null) : null);
    const front = fileOf(data.frontFileId);
    const selfie = fileOf(data.selfieFileId);
    if (!front)
      return validationError([{ path: "frontFileId", message: "Upload the front again" }]);
    if (!selfie)
      return validationError([{ path: "selfieFileId", message: "Upload a selfie again" }]);
    const submission = sampleKycSubmission({
      id: `kyc_${state.submissions.length + 1}`,
      status: "submitted",
      legalName: data.legalName,
      dateOfBirth: data.dateOfBirth,
      addressLine1: data.addressLine1,
      addressLine2: data.addressLine2 ?? null,
      city: data.city,
      postalCode: data.postalCode,
      country: data.country,
      documentType: data.documentType,
      front,
      back: fileOf(data.backFileId),
      selfie,
      reason: null,
      submittedAt: "2025-01-10T12:00:00.000Z",
      decidedAt: null,
    });
    state = kycResponse("submitted", [submission, ...state.submissions]);
    return { status: 201, body: { submission } };
  });

  return { api, current: () => state, uploads };
}
