import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { AgreementSignature, SignAgreementBody } from "@proparena/contracts/agreements";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { agreementSignatures } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../lib/http-error";
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
  const rows = await ctx.db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.userId, userId))
    .orderBy(desc(agreementSignatures.signedAt));
  const signatures = rows.map(signatureView);
  return {
    current,
    signedCurrent: signatures.find((s) => s.version === current.version) ?? null,
    signatures,
  };
}

/**
 * The trader signs the current agreement by typing their name. The version and the hash of the
 * text they read must be the current ones (409 otherwise: they read an older text). Time,
 * address and browser are kept with the hash of exactly what was signed.
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
      409,
      ERROR_CODES.agreementOutdated,
      `The agreement you read (version ${body.version}) is not the current one: read version ${current.version} and sign that.`,
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
