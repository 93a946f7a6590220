import { findCountry } from "@proparena/contracts/country-regions";
import {
  documentNeedsBack,
  type AdminKycSubmission,
  type KycDocumentType,
  type KycSubmission,
  type SubmitKycBody,
} from "@proparena/contracts/kyc";
import {
  dateOfBirthRefusal,
  kycStatusOf,
  kycTransition,
  type KycStatus,
} from "@proparena/domain/backoffice/kyc";
import { and, asc, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { auditLog, kycSubmissions, users } from "../../db/schema";
import { conflict, fieldInvalid, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { filesByIds, ownFiles } from "../files/stored-files";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";

type SubmissionRow = typeof kycSubmissions.$inferSelect;
type Status = "submitted" | "approved" | "rejected";

async function views(db: Db | Tx, rows: SubmissionRow[]): Promise<KycSubmission[]> {
  const files = await filesByIds(
    db,
    rows.flatMap((row) => [row.frontFileId, row.backFileId, row.selfieFileId]),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status as Status,
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    documentType: row.documentType as KycDocumentType,
    front: files.get(row.frontFileId)!,
    back: row.backFileId ? (files.get(row.backFileId) ?? null) : null,
    selfie: files.get(row.selfieFileId)!,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * Newest first, with the live one (waiting or approved: at most one) ahead of any rejected one,
 * so the order holds even when two submissions share a time.
 */
const newestFirst = [
  desc(sql`${kycSubmissions.status} in ('submitted', 'approved')`),
  desc(kycSubmissions.submittedAt),
  desc(kycSubmissions.id),
];

async function newestOf(db: Db | Tx, userId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** The trader's KYC status: their newest submission's, or not started. */
export async function kycStatusOfUser(db: Db | Tx, userId: string): Promise<KycStatus> {
  const newest = await newestOf(db, userId);
  return kycStatusOf(newest ? { status: newest.status as Status } : undefined);
}

/**
 * The legal name of the trader's approved identity check, or null while none is approved (the
 * name a signature must match; nothing else of the submission leaves here).
 */
export async function approvedLegalName(db: Db | Tx, userId: string): Promise<string | null> {
  const newest = await newestOf(db, userId);
  return newest?.status === "approved" ? newest.legalName : null;
}

export async function myKyc(ctx: ServiceContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(50);
  const newest = rows[0];
  return {
    status: kycStatusOf(newest ? { status: newest.status as Status } : undefined),
    submissions: await views(ctx.db, rows),
  };
}

/**
 * The trader sends their identity documents (first time, or again after a rejection). One at a
 * time: while a submission waits, or once one is approved, 409. The files must be the trader's
 * own KYC uploads.
 */
export async function submitKyc(
  ctx: ServiceContext,
  user: UserRow,
  body: SubmitKycBody,
): Promise<KycSubmission> {
  const now = ctx.clock.now();
  const birthProblem = dateOfBirthRefusal(body.dateOfBirth, now.toISOString().slice(0, 10));
  if (birthProblem) throw fieldInvalid("dateOfBirth", birthProblem);
  if (!findCountry(body.country)) throw fieldInvalid("country", "Choose a country");
  const needsBack = documentNeedsBack(body.documentType);
  if (needsBack && !body.backFileId) {
    throw fieldInvalid("backFileId", "Upload the back of the document too.");
  }
  return ctx.db.transaction(async (tx) => {
    // One submission at a time per trader.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const newest = await newestOf(tx, user.id);
    const next = kycTransition(
      kycStatusOf(newest ? { status: newest.status as Status } : undefined),
      "submit",
    );
    if (!next.ok) throw conflict(next.reason);
    await ownFiles(tx, user.id, "kyc", {
      frontFileId: body.frontFileId,
      backFileId: needsBack ? body.backFileId : undefined,
      selfieFileId: body.selfieFileId,
    });
    const [row] = await tx
      .insert(kycSubmissions)
      .values({
        userId: user.id,
        status: next.status,
        legalName: body.legalName,
        dateOfBirth: body.dateOfBirth,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 || null,
        city: body.city,
        postalCode: body.postalCode,
        country: body.country,
        documentType: body.documentType,
        frontFileId: body.frontFileId,
        backFileId: needsBack ? body.backFileId! : null,
        selfieFileId: body.selfieFileId,
        submittedAt: now,
      })
      .returning();
    return (await views(tx, [row!]))[0]!;
  });
}

async function adminViews(
  db: Db | Tx,
  rows: { submission: SubmissionRow; email: string; name: string }[],
): Promise<AdminKycSubmission[]> {
  const plain = await views(
    db,
    rows.map((row) => row.submission),
  );
  return plain.map((view, i) => ({
    ...view,
    userId: rows[i]!.submission.userId,
    userEmail: rows[i]!.email,
    userName: rows[i]!.name,
    decidedBy: rows[i]!.submission.decidedByEmail,
  }));
}

/**
 * The review queue: waiting submissions oldest first (first come, first served); decided ones
 * newest first. Keyset pages.
 */
export async function listKycSubmissions(
  db: Db,
  query: { status?: Status; cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  const waiting = query.status === "submitted";
  const t = kycSubmissions;
  let position: SQL | undefined;
  if (after) {
    position = waiting
      ? or(gt(t.submittedAt, after.time), and(eq(t.submittedAt, after.time), gt(t.id, after.id)))
      : olderThan(t.submittedAt, t.id, after);
  }
  const rows = await db
    .select({ submission: t, email: users.email, name: users.name })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(query.status ? eq(t.status, query.status) : undefined, position))
    .orderBy(...(waiting ? [asc(t.submittedAt), asc(t.id)] : [desc(t.submittedAt), desc(t.id)]))
    .limit(query.limit + 1);
  const page = pageOf(
    rows,
    query.limit,
    (row) => ({ time: row.submission.submittedAt, id: row.submission.id }),
    (row) => row,
  );
  return { items: await adminViews(db, page.items), nextCursor: page.nextCursor };
}

export async function adminKycSubmission(db: Db, id: string): Promise<AdminKycSubmission> {
  const rows = isUuid(id)
    ? await db
        .select({ submission: kycSubmissions, email: users.email, name: users.name })
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.userId))
        .where(eq(kycSubmissions.id, id))
    : [];
  if (rows.length === 0) throw notFound("KYC submission not found");
  return (await adminViews(db, rows))[0]!;
}

/**
 * An admin approves or rejects a waiting submission. When another admin decided it first the
 * answer is 409 and nothing changes. Audited; the trader gets an e-mail either way.
 */
export async function decideKyc(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: "approve" | "reject",
  input: { reason?: string; ip: string },
): Promise<AdminKycSubmission> {
  if (action === "reject" && !input.reason) {
    throw fieldInvalid("reason", "Say why the documents are rejected: the trader reads it.");
  }
  const now = ctx.clock.now();
  const decided = await ctx.db.transaction(async (tx) => {
    const [current] = isUuid(id)
      ? await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for("update")
      : [];
    if (!current) throw notFound("KYC submission not found");
    const next = kycTransition(current.status as Status, action);
    if (!next.ok) {
      throw conflict(
        `This submission is already ${current.status}${current.decidedByEmail ? ` (by ${current.decidedByEmail})` : ""}.`,
      );
    }
    const [row] = await tx
      .update(kycSubmissions)
      .set({
        status: next.status,
        reason: action === "reject" ? input.reason! : null,
        decidedAt: now,
        decidedById: admin.id,
        decidedByEmail: admin.email,
      })
      .where(eq(kycSubmissions.id, id))
      .returning();
    await tx.insert(auditLog).values({
      actorId: admin.id,
      actorEmail: admin.email,
      action: `kyc-${action}`,
      details: {
        target: { kind: "kyc_submission", id, userId: current.userId },
        before: current.status,
        after: next.status,
        reason: input.reason ?? null,
        ip: input.ip,
      },
      createdAt: now,
    });
    return row!;
  });
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, decided.userId));
  if (owner) {
    const product = ctx.settings.productName;
    const page = `${ctx.settings.publicOrigin}/dashboard/kyc`;
    await ctx.mailer.send(
      action === "approve"
        ? {
            to: owner.email,
            subject: `Your identity is verified on ${product}`,
            text: `Hello ${owner.name},\n\nWe have checked your documents: your identity is verified.\n\nOnce a phase II account of yours has passed and you have signed the trader agreement, your funded account opens by itself.\n\n${page}\n`,
          }
        : {
            to: owner.email,
            subject: `We could not verify your identity on ${product}`,
            text: `Hello ${owner.name},\n\nWe could not accept the documents you sent, for this reason:\n\n${input.reason}\n\nYou can send new ones here: ${page}\n`,
          },
    );
  }
  return adminKycSubmission(ctx.db, decided.id);
}
