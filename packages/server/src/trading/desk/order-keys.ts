// clientOrderId idempotency: the keys placed within the last hour, the placements still
// running, what each key's request asked (its fingerprint), and the reload of the hour's keys.
import { createHash } from "node:crypto";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { OrderRequest } from "@proparena/domain/engine/orders";
import { gt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { orderRequests } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** How long an order's idempotency key is remembered: resends come within seconds. */
export const KEY_WINDOW_MS = 60 * 60_000;

/** A key being placed: the client's key and what its request asked, as a hash. */
export interface PlacingKey {
  clientOrderId: string;
  fingerprint: string;
}

/** What an order asks for, as a short hash: one idempotency key stands for one request. */
function orderFingerprint(order: OrderRequest): string {
  const { symbol, side, type, volume, price, stopLoss, takeProfit } = order;
  const fields = [symbol, side, type, volume, price ?? null, stopLoss ?? null, takeProfit ?? null];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);
}

const keyReused = () =>
  new HttpError(
    ERROR_CODES.idempotencyKeyReused,
    "This clientOrderId was already used for a different order. Use a new key for a new order.",
  );

/** The keys stored within KEY_WINDOW_MS before `now` (a rebuilt desk reloads them). */
export function readRecentKeys(db: Db, now: number) {
  const since = new Date(now - KEY_WINDOW_MS);
  return db.select().from(orderRequests).where(gt(orderRequests.createdAt, since));
}

/**
 * The keys of one desk, in memory (no database round trip per order). A key is one account's
 * ("account:key"). `Placed` is what placing an order answers.
 */
export class OrderKeys<Placed extends { replayed: boolean }> {
  /** Placements running per key. */
  private readonly placing = new Map<string, { fingerprint: string; attempt: Promise<Placed> }>();
  /** Keys placed within KEY_WINDOW_MS: the order, when, and what was asked. */
  private readonly recent = new Map<
    string,
    { orderId: string; at: number; fingerprint: string | null }
  >();
  private prunedAt = 0;

  /** Forgets the keys held and takes those read from the database (`readRecentKeys`). */
  reset(rows: readonly (typeof orderRequests.$inferSelect)[]): void {
    this.recent.clear();
    for (const k of rows) {
      this.recent.set(`${k.accountId}:${k.clientOrderId}`, {
        orderId: k.orderId,
        at: k.createdAt.getTime(),
        fingerprint: k.requestHash,
      });
    }
  }

  /** The keys held, as their `order_requests` rows (a desk snapshot keeps them). */
  held(): (typeof orderRequests.$inferSelect)[] {
    const rows: (typeof orderRequests.$inferSelect)[] = [];
    for (const [slot, known] of this.recent) {
      const colon = slot.indexOf(":");
      rows.push({
        accountId: slot.slice(0, colon),
        clientOrderId: slot.slice(colon + 1),
        orderId: known.orderId,
        createdAt: new Date(known.at),
        requestHash: known.fingerprint,
      });
    }
    return rows;
  }

  /**
   * Places an order under its key at most once within KEY_WINDOW_MS: a resend waits for the
   * first placement if that is still running, and answers with it as `replayed`. The same key
   * with a different order is refused (422), never answered with the first order.
   */
  async placeOnce(
    accountId: string,
    clientOrderId: string,
    order: OrderRequest,
    now: () => number,
    run: {
      place: (key: PlacingKey) => Promise<Placed>;
      replay: (orderId: string) => Promise<Placed>;
    },
  ): Promise<Placed> {
    const slot = `${accountId}:${clientOrderId}`;
    const fingerprint = orderFingerprint(order);
    const running = this.placing.get(slot);
    if (running) {
      if (running.fingerprint !== fingerprint) throw keyReused();
      return { ...(await running.attempt), replayed: true };
    }
    const known = this.recent.get(slot);
    if (known && now() - known.at < KEY_WINDOW_MS) {
      if (known.fingerprint !== null && known.fingerprint !== fingerprint) throw keyReused();
      return run.replay(known.orderId);
    }
    const attempt = run.place({ clientOrderId, fingerprint });
    this.placing.set(slot, { fingerprint, attempt });
    try {
      return await attempt;
    } finally {
      this.placing.delete(slot);
    }
  }

  /**
   * Remembers the order a key placed; answers the `order_requests` row that stores the key in
   * the same write as the order.
   */
  remember(accountId: string, key: PlacingKey, orderId: string, at: number) {
    this.recent.set(`${accountId}:${key.clientOrderId}`, {
      orderId,
      at,
      fingerprint: key.fingerprint,
    });
    // Forget expired keys now and then (cheap: at most once a minute).
    if (at - this.prunedAt >= 60_000) {
      this.prunedAt = at;
      for (const [slot, known] of this.recent) {
        if (at - known.at >= KEY_WINDOW_MS) this.recent.delete(slot);
      }
    }
    return {
      accountId,
      clientOrderId: key.clientOrderId,
      orderId,
      createdAt: new Date(at),
      requestHash: key.fingerprint,
    };
  }
}
