import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { accounts, ledgerEntries, paymentEvents, purchases } from "../db/schema";
import {
  freePort,
  spawnedStorage,
  spawnServer,
  type SpawnedServer,
  type SpawnedStorage,
} from "../test/spawned-server";
import { CARD } from "../test/test-purchases";

// kill -9 over the embedded test processor with card payments in flight (issue 25 item 4): the
// real server process is killed mid-burst and started again on the same data. Afterwards
// every purchase is paid exactly once (one account, one ledger transaction), either by the
// processor's retried webhook or, for a purchase that was still payable, by paying it again;
// none is left stuck. Runs on PGlite, or on PostgreSQL with DATABASE_URL.
const ADMIN = { email: "crash-buyer@example.com", password: "crash test password 1" };
const PURCHASES = 24;
const KILL_AFTER_PAID = 6;

let storage: SpawnedStorage | undefined;
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await storage?.remove();
});

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, "content-type": "application/json" };
}

/** Types a card on the hosted page as a browser would; the status of its answer. */
async function payOnPage(pageUrl: string): Promise<number> {
  const res = await fetch(pageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: CARD.success, expiry: "12 / 34", cvc: "123" }),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

interface PurchaseView {
  id: string;
  status: string;
  accountId: string | null;
}

async function purchase(url: string, headers: Record<string, string>, id: string) {
  const res = await fetch(`${url}/api/purchases/${id}`, { headers });
  return ((await res.json()) as { purchase: PurchaseView }).purchase;
}

async function untilPaid(url: string, headers: Record<string, string>, id: string) {
  for (;;) {
    const now = await purchase(url, headers, id);
    if (now.status !== "pending") return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a crash (SIGKILL) with card payments in flight", () => {
  it("leaves every purchase paid exactly once or payable again, never stuck", async () => {
    storage = await spawnedStorage();
    const port = await freePort();
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const first = await spawnServer(storage, port, env);
    servers.push(first);
    const headers = await signIn(first.url);

    // Eight buyers' browsers at once: check out, then pay on the hosted page.
    let started = 0;
    let paid = 0;
    let killed = false;
    const buyer = async (worker: number) => {
      while (!killed && started < PURCHASES) {
        const n = started++;
        try {
          const checkout = await fetch(`${first.url}/api/checkout`, {
            method: "POST",
            headers,
            body: JSON.stringify({ plan: "5K", acceptTerms: true, clientKey: `w${worker}-${n}` }),
          });
          const { redirectUrl } = (await checkout.json()) as { redirectUrl: string };
          if ((await payOnPage(redirectUrl)) === 303) paid++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const buyers = Array.from({ length: 8 }, (_, worker) => buyer(worker));
    while (paid < KILL_AFTER_PAID) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    await first.crash();
    servers.pop();
    await Promise.all(buyers);

    const second = await spawnServer(storage, port, env);
    servers.push(second);
    const again = await signIn(second.url);
    const list = await fetch(`${second.url}/api/purchases?limit=200`, { headers: again });
    const bought = ((await list.json()) as { items: PurchaseView[] }).items;
    expect(bought.length).toBeGreaterThanOrEqual(KILL_AFTER_PAID);
    expect(bought.every((p) => p.status === "pending" || p.status === "paid")).toBe(true);

    // Every purchase still pending is either paid already on the processor's side (its
    // webhook is in the outbox, and the leader's retries deliver it) or payable again.
    for (const p of bought.filter((b) => b.status === "pending")) {
      const pay = await fetch(`${second.url}/api/purchases/${p.id}/pay`, {
        method: "POST",
        headers: { authorization: again.authorization! },
      });
      if (pay.status === 409) continue; // paid meanwhile by the retried webhook
      expect(pay.status).toBe(200);
      const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
      const page = await (await fetch(redirectUrl)).text();
      if (page.includes("Payment complete")) continue;
      expect(page).toContain('id="number"');
      expect(await payOnPage(redirectUrl)).toBe(303);
    }
    const settled = await Promise.all(bought.map((p) => untilPaid(second.url, again, p.id)));
    expect(settled.map((p) => p.status)).toEqual(bought.map(() => "paid"));
    const accountIds = settled.map((p) => p.accountId);
    expect(new Set(accountIds).size).toBe(bought.length);
    const mine = await fetch(`${second.url}/api/accounts`, { headers: again });
    const open = ((await mine.json()) as { accounts: { id: string; planId: string }[] }).accounts;
    expect(
      open
        .filter((a) => a.planId === "5K")
        .map((a) => a.id)
        .sort(),
    ).toEqual([...accountIds].sort());
    await second.stop();
    servers.pop();

    // From the database: one phase I account, one ledger transaction, one fulfilment each.
    const database = await storage.open();
    try {
      const ids = bought.map((p) => p.id);
      const rows = await database.db.select().from(purchases).where(inArray(purchases.id, ids));
      expect(rows.every((r) => r.status === "paid" && r.accountId !== null)).toBe(true);
      const opened = await database.db.select().from(accounts).where(eq(accounts.plan, "5K"));
      expect(opened).toHaveLength(bought.length);
      const lines = await database.db.select().from(ledgerEntries);
      for (const id of ids) {
        const booked = lines.filter((l) => l.ref === `purchase:${id}`);
        expect(booked).toHaveLength(4);
        expect(new Set(booked.map((l) => l.txnId)).size).toBe(1);
      }
      expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(0);
      const fulfilled = await database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.outcome, "fulfilled"));
      expect(fulfilled.map((e) => e.purchaseId).sort()).toEqual([...ids].sort());
    } finally {
      await database.close();
    }
  }, 240_000);
});
