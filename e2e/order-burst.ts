// A burst of market orders, each under its own clientOrderId, for the kill -9 tests: what was
// sent, what was acknowledged (201) and with which order. After the crash every key is sent
// again: a key whose order is stored answers it (200, the same id: it was applied once), one that
// never reached the journal places it now. So the stored orders must be exactly one per key.
import { expect } from "vitest";

const ORDER = { symbol: "BTCUSD", side: "buy", type: "market", volume: 0.01 } as const;

export interface OrderBurst {
  /** Every key sent, in order. */
  readonly sent: string[];
  /** The acknowledged keys (201) with their orders' ids. */
  readonly acknowledged: Map<string, string>;
  /** Stops sending (the requests under way end with an answer or an error). */
  stop(): Promise<void>;
}

interface Target {
  /** Where the orders go now (a follower's URL stays the same across a takeover). */
  url: () => string;
  accountId: string;
  headers: Record<string, string>;
}

async function place(t: Target, key: string) {
  const res = await fetch(`${t.url()}/api/accounts/${t.accountId}/orders`, {
    method: "POST",
    headers: t.headers,
    body: JSON.stringify({ ...ORDER, clientOrderId: key }),
  });
  const body = (await res.json()) as { order?: { id: string } };
  return { status: res.status, id: body.order?.id ?? null };
}

/** Starts `senders` loops of orders, one after another each, until `stop`. */
export function startOrderBurst(t: Target, tag: string, senders = 8): OrderBurst {
  const sent: string[] = [];
  const acknowledged = new Map<string, string>();
  let stopped = false;
  const loop = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const key = `${tag}-${n}-${i}`;
      sent.push(key);
      const answer = await place(t, key).catch(() => null);
      if (answer?.status === 201 && answer.id) acknowledged.set(key, answer.id);
      // The server is gone, or not yet there, or not leading yet: a pause before the next.
      else await new Promise((r) => setTimeout(r, 20));
    }
  };
  const loops = Array.from({ length: senders }, (_, n) => loop(n));
  return {
    sent,
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * After the crash: every acknowledged order is stored (none lost), every key sent again answers
 * one order of its own (`resendBurst`), and the account holds exactly one order per key, beside
 * the `others` it held before the burst (none applied twice). Answers the stored orders' ids
 * and what was stored when the server came back.
 */
export async function checkBurstAfterCrash(t: Target, burst: OrderBurst, others = 0) {
  const before = await storedOrders(t);
  const atRestart = new Set(before);
  const lost = [...burst.acknowledged.values()].filter((id) => !atRestart.has(id));
  expect(lost, "acknowledged orders lost").toEqual([]);
  const orders = await resendBurst(t, burst);
  expect(new Set(orders.values()).size).toBe(burst.sent.length);
  const stored = await storedOrders(t);
  expect(stored, "one order per key").toHaveLength(burst.sent.length + others);
  const held = new Set(stored);
  for (const id of orders.values()) expect(held.has(id), `order ${id} stored`).toBe(true);
  return { stored, storedAtRestart: before.length };
}

/**
 * Sends every key of the burst again once the server is back: each acknowledged key must answer
 * its own order (200: the key and its order survived, and were applied once); the others answer
 * theirs or place it now. Answers each key's order id.
 */
async function resendBurst(t: Target, burst: OrderBurst): Promise<Map<string, string>> {
  const orders = new Map<string, string>();
  for (const key of burst.sent) {
    const { status, id } = await place(t, key);
    expect([200, 201], `the key ${key} sent again`).toContain(status);
    const first = burst.acknowledged.get(key);
    if (first) {
      expect(status, `the acknowledged key ${key}: answered with its order`).toBe(200);
      expect(id).toBe(first);
    }
    orders.set(key, id!);
  }
  return orders;
}

/** The ids of every order the account holds, by the listing's pages. */
async function storedOrders(t: Target): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await fetch(
        `${t.url()}/api/accounts/${t.accountId}/orders?limit=200${cursor ? `&cursor=${cursor}` : ""}`,
        { headers: t.headers },
      )
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    ids.push(...page.items.map((o) => o.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
