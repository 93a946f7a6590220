import { type AdminKycSubmission } from "@proparena/contracts/kyc";
import { kycTransition } from "@proparena/domain/backoffice/kyc";
import { eq } from "drizzle-orm";
import { kycSubmissions, users } from "../../db/schema";
import { conflict, fieldInvalid, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { type SubmissionStatus } from "./kyc-views";
import { adminKycSubmission } from "./get-kyc-submission";

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
    const next = kycTransition(current.status as SubmissionStatus, action);
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
    await writeAuditEntry(tx, {
      actor: admin,
      action: `kyc-${action}`,
      details: {
        target: { kind: "kyc_submission", id, userId: current.userId },
        before: current.status,
        after: next.status,
        reason: input.reason ?? null,
        ip: input.ip,
      },
      at: now,
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
  return adminKycSubmission(ctx, decided.id);
}
