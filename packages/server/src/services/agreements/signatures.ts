import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { AgreementSignature, SignAgreementBody } from "@proparena/contracts/agreements";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { agreementSignatures } from "../../db/schema";
import { sameLegalName } from "@proparena/domain/legal-name";
import { conflict, fieldInvalid, HttpError, notFound } from "../../lib/http-error";
import { signedAgreementEmail } from "../../mail/templates";
import { approvedLegalName, kycStatusOfUser } from "../kyc/kyc-submissions";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { currentAgreement } from "./agreement-text";

type SignatureRow = typeof agreementSignatures.$inferSelect;

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

/** Whether the trader has signed the current version. */
export async function signedCurrentAgreement(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(
      and(
        eq(agreementSignatures.userId, userId),
        eq(agreementSignatures.version, currentAgreement().version),
      ),
    );
  return row !== undefined;
}

export async function myAgreements(ctx: ServiceContext, userId: string) {
  const current = currentAgreement();
  const [rows, kycStatus, legalName] = await Promise.all([
    ctx.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, userId))
      .orderBy(desc(agreementSignatures.signedAt)),
    kycStatusOfUser(ctx.db, userId),
    approvedLegalName(ctx.db, userId),
  ]);
  const signatures = rows.map(signatureView);
  return {
    current,
    signer: { kycStatus, legalName },
    signedCurrent: signatures.find((s) => s.version === current.version) ?? null,
    signatures,
  };
}

/**
 * The trader signs the current agreement by typing their legal name. In this order: the version
 * and the hash of the text they read must be the current ones (409: they read an older text);
 * their identity check must be approved (409: the name to sign is the one it verified); the
 * typed name must be that legal name, case, spacing and Unicode form aside (400 on `typedName`,
 * saying which name: the trader's own, nothing else of their check). Time, address and browser
 * are kept with the hash of exactly what was signed, and the signed PDF is e-mailed to them.
 */
export async function signAgreement(
  ctx: ServiceContext,
  user: UserRow,
  body: SignAgreementBody,
  origin: { ip: string; userAgent: string | undefined },
): Promise<AgreementSignature> {
  const current = currentAgreement();
  if (body.version !== current.version || body.sha256 !== current.sha256) {
    throw new HttpError(
      ERROR_CODES.agreementOutdated,
      `The agreement you read (version ${body.version}) is not the current one: read version ${current.version} and sign that.`,
    );
  }
  const legalName = await approvedLegalName(ctx.db, user.id);
  if (legalName === null) {
    throw conflict(
      "Verify your identity first: the agreement is signed with the legal name of your approved identity check.",
    );
  }
  if (!sameLegalName(body.typedName, legalName)) {
    throw fieldInvalid(
      "typedName",
      `Type your legal name as it is on your approved identity check: ${legalName}`,
    );
  }
  const [row] = await ctx.db
    .insert(agreementSignatures)
    .values({
      userId: user.id,
      version: current.version,
      sha256: current.sha256,
      typedName: body.typedName,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      signedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`You have already signed version ${current.version}.`);
  await ctx.mailer.send(
    signedAgreementEmail({
      to: user.email,
      name: user.name,
      productName: ctx.settings.productName,
      title: current.title,
      version: row.version,
      signedAt: row.signedAt.toISOString(),
      typedName: row.typedName,
      sha256: row.sha256,
      agreementsLink: `${ctx.settings.publicOrigin}/dashboard/agreements`,
      signatureId: row.id,
    }),
  );
  return signatureView(row);
}

/** A signature of the trader's own (admins: anyone's); 404 otherwise. */
export async function findSignature(db: Db, viewer: UserRow, id: string): Promise<SignatureRow> {
  const [row] = isUuid(id)
    ? await db.select().from(agreementSignatures).where(eq(agreementSignatures.id, id))
    : [];
  if (!row || (row.userId !== viewer.id && !viewer.isAdmin)) throw notFound("Signature not found");
  return row;
}
