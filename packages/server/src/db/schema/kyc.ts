import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToUser, users } from "./auth";
import { at, uuidPrimaryKey } from "./columns";
import { fileRef } from "./files";

// Identity checks (KYC) and signatures of the trader agreement.

/**
 * Identity checks (DESIGN §9), one row per submission: submitted by the trader, then approved
 * or rejected by an admin (who and when are on the row). At most one is waiting or approved.
 */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    status: text("status").notNull(),
    legalName: text("legal_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    documentType: text("document_type").notNull(),
    frontFileId: fileRef("front_file_id").notNull(),
    backFileId: fileRef("back_file_id"),
    selfieFileId: fileRef("selfie_file_id").notNull(),
    reason: text("reason"),
    submittedAt: at("submitted_at").notNull(),
    decidedAt: at("decided_at"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text("decided_by_email"),
  },
  (t) => [
    index("kyc_submissions_user_idx").on(t.userId, t.submittedAt),
    index("kyc_submissions_status_idx").on(t.status, t.submittedAt, t.id),
    uniqueIndex("kyc_submissions_live_unique")
      .on(t.userId)
      .where(sql`${t.status} in ('submitted', 'approved')`),
  ],
);

/** Typed-name signatures of the trader agreement, with the hash of the exact text signed. */
export const agreementSignatures = pgTable(
  "agreement_signatures",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    version: text("version").notNull(),
    sha256: text("sha256").notNull(),
    typedName: text("typed_name").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent"),
    signedAt: at("signed_at").notNull(),
  },
  (t) => [uniqueIndex("agreement_signatures_user_version_unique").on(t.userId, t.version)],
);
