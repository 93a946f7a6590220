import { storedFileSchema, type StoredFile } from "@proparena/contracts/uploads";

/**
 * Stored files for the web tests (contracts/uploads.ts), parsed with the contract's schema: the
 * files of KYC submissions and of support tickets. Their ids are uuids, as the bodies that refer
 * to them require; a file's url is /api/files/<id>.
 */

const DAY = 24 * 3_600_000;

function storedFile(defaults: Omit<StoredFile, "url">, overrides: Partial<StoredFile>): StoredFile {
  const id = overrides.id ?? defaults.id;
  return storedFileSchema.parse({ ...defaults, id, url: `/api/files/${id}`, ...overrides });
}

/** A KYC file's id, numbered `n`. */
export function kycFileId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** A document of a KYC submission: a 240 KB JPEG. */
export function sampleKycFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return storedFile(
    {
      id: kycFileId(1),
      purpose: "kyc",
      mimeType: "image/jpeg",
      sizeBytes: 245_760,
      name: "passport.jpg",
      createdAt: "2025-01-06T09:00:00.000Z",
    },
    overrides,
  );
}

/** A ticket attachment's id, numbered `n`. */
export function ticketFileId(n: number): string {
  return `7c0a1f7e-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** A file attached to a support ticket: a 120 KB PDF. */
export function sampleTicketFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return storedFile(
    {
      id: ticketFileId(900),
      purpose: "ticket",
      mimeType: "application/pdf",
      sizeBytes: 120 * 1024,
      name: "statement.pdf",
      createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
    },
    overrides,
  );
}
