import type { CreateCouponBody, UpdateCouponBody } from "@proparena/contracts/checkout";
import { getPlan } from "@proparena/domain/rules/plans";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { auditLog, coupons } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { UserRow } from "../auth/public-user";
import { couponView } from "./coupon-views";

type Actor = { user: UserRow; ip: string };

function checkPlans(planIds: readonly string[] | null | undefined) {
  for (const id of planIds ?? []) {
    const plan = getPlan(id);
    if (!plan || plan.price === 0) throw badRequest(`Unknown plan in planIds: ${id}`);
  }
}

function checkWindow(from: Date | null | undefined, until: Date | null | undefined) {
  if (from && until && until <= from) throw badRequest("validUntil must be after validFrom.");
}

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

async function audit(tx: Tx, actor: Actor, action: string, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    action,
    details: { ...details, ip: actor.ip },
  });
}

export async function listCoupons(db: Db) {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(couponView);
}

export async function createCoupon(db: Db, actor: Actor, body: CreateCouponBody) {
  checkPlans(body.planIds);
  const validFrom = toDate(body.validFrom) ?? null;
  const validUntil = toDate(body.validUntil) ?? null;
  checkWindow(validFrom, validUntil);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: body.code,
          kind: body.kind,
          percentOff: body.kind === "percent" ? body.percentOff : null,
          amountOffCents: body.kind === "fixed" ? body.amountOffCents : null,
          validFrom,
          validUntil,
          maxUses: body.maxUses ?? null,
          planIds: body.planIds ?? null,
          active: body.active ?? true,
        })
        .returning();
      await audit(tx, actor, "create-coupon", { after: couponView(row!) });
      return couponView(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A coupon ${body.code} already exists.`);
    throw error;
  }
}

async function loadForUpdate(tx: Tx, id: string) {
  const [row] = isUuid(id)
    ? await tx.select().from(coupons).where(eq(coupons.id, id)).for("update")
    : [];
  if (!row) throw notFound("Coupon not found");
  return row;
}

export async function updateCoupon(db: Db, actor: Actor, id: string, body: UpdateCouponBody) {
  checkPlans(body.planIds);
  return db.transaction(async (tx) => {
    const before = await loadForUpdate(tx, id);
    const validFrom = body.validFrom === undefined ? before.validFrom : toDate(body.validFrom)!;
    const validUntil = body.validUntil === undefined ? before.validUntil : toDate(body.validUntil)!;
    checkWindow(validFrom, validUntil);
    const [row] = await tx
      .update(coupons)
      .set({
        validFrom,
        validUntil,
        ...(body.maxUses !== undefined ? { maxUses: body.maxUses } : {}),
        ...(body.planIds !== undefined ? { planIds: body.planIds } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      })
      .where(eq(coupons.id, id))
      .returning();
    await audit(tx, actor, "update-coupon", {
      before: couponView(before),
      after: couponView(row!),
    });
    return couponView(row!);
  });
}

/** Deletes a coupon; purchases that used it keep its code. */
export async function deleteCoupon(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await loadForUpdate(tx, id);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, actor, "delete-coupon", { before: couponView(before) });
  });
}
