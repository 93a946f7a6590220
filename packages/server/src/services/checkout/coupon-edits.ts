import { getPlan } from "@proparena/domain/rules/plans";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { coupons } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { writeAuditEntry } from "../audit/write-audit-entry";

// What the coupon edits share: the plan and window checks, dates, the audit entry and the locked
// read of a coupon.

export type Actor = { user: UserRow; ip: string };

export function checkPlans(planIds: readonly string[] | null | undefined) {
  for (const id of planIds ?? []) {
    const plan = getPlan(id);
    if (!plan || plan.price === 0) throw badRequest(`Unknown plan in planIds: ${id}`);
  }
}

export function checkWindow(from: Date | null | undefined, until: Date | null | undefined) {
  if (from && until && until <= from) throw badRequest("validUntil must be after validFrom.");
}

export const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

export async function audit(
  tx: Tx,
  actor: Actor,
  action: string,
  details: Record<string, unknown>,
) {
  await writeAuditEntry(tx, { actor: actor.user, action, details: { ...details, ip: actor.ip } });
}

export async function loadForUpdate(tx: Tx, id: string) {
  const [row] = isUuid(id)
    ? await tx.select().from(coupons).where(eq(coupons.id, id)).for("update")
    : [];
  if (!row) throw notFound("Coupon not found");
  return row;
}
