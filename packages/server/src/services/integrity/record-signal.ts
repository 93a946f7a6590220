import type { SignalKind } from "@proparena/domain/integrity/integrity-inputs";
import { sql } from "drizzle-orm";
import { integritySignals } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { hashSignalValue, signalSecret } from "./signal-hash";

/**
 * Keeps one linking signal of a person (a device, a sign-in address, a card fingerprint, a payout
 * wallet), hashed with the server's secret: a new value is a new row the leader's monitor reads,
 * a known one only moves its last-seen time (the retention counts from it). Never throws to the
 * caller's flow: a sign-in or a payment does not fail because a signal was not kept.
 */
export async function recordSignal(
  ctx: Pick<ServiceContext, "db" | "clock" | "integrity">,
  userId: string,
  kind: SignalKind,
  value: string,
): Promise<void> {
  const secret = await signalSecret(ctx.db);
  const now = ctx.clock.now();
  await ctx.db
    .insert(integritySignals)
    .values({
      userId,
      kind,
      valueHash: hashSignalValue(secret, kind, value),
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [integritySignals.userId, integritySignals.kind, integritySignals.valueHash],
      set: { lastSeenAt: sql`greatest(${integritySignals.lastSeenAt}, excluded.last_seen_at)` },
    });
  ctx.integrity.signalStored();
}

/**
 * The payout wallet of a person (the on-chain payouts issue calls this when a wallet is set).
 * Addresses compare case-insensitively.
 */
export function recordWalletSignal(
  ctx: Pick<ServiceContext, "db" | "clock" | "integrity">,
  userId: string,
  address: string,
): Promise<void> {
  return recordSignal(ctx, userId, "wallet", address.trim().toLowerCase());
}
