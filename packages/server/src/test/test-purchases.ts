import { eq } from "drizzle-orm";
import { purchases } from "../db/schema";
import { testProcessorSecret } from "../payments/test-processor";
import { signTestPayload } from "../payments/test-signature";
import { ledgerSums } from "../services/ledger/book-entries";
import type { TestServer } from "./test-server";

export const CARD = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authenticate: "4000 0025 0000 3155",
} as const;

/** The path of the hosted payment page a checkout redirected to. */
export function pagePath(redirectUrl: string): string {
  return new URL(redirectUrl).pathname;
}

/** Submits the test processor's card form as a browser would (no redirects followed). */
export async function submitCard(server: TestServer, redirectUrl: string, number: string) {
  const res = await fetch(server.url + pagePath(redirectUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number, expiry: "12 / 34", cvc: "123", name: "Test Trader" }),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** Waits until the purchase's row passes `check` (webhooks are delivered in the background). */
export async function purchaseRow(
  server: TestServer,
  purchaseId: string,
  check: (row: typeof purchases.$inferSelect) => boolean,
  timeoutMs = 5_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    if (row && check(row)) return row;
    if (Date.now() > until) throw new Error(`purchase ${purchaseId}: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until the purchase leaves `pending` (the webhook is delivered in the background). */
export const settled = (server: TestServer, purchaseId: string, timeoutMs = 5_000) =>
  purchaseRow(server, purchaseId, (row) => row.status !== "pending", timeoutMs);

/** POST /api/checkout as `token`, the terms accepted. */
export const checkoutAs = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.request("POST", "/api/checkout", { token, body: { acceptTerms: true, ...body } });

/**
 * Checks out a plan and pays with a card; answers the settled purchase row. A declined card
 * leaves the purchase pending with the reason (its page stays open); the buyer then gives up
 * and cancels it, as a trader would.
 */
export async function buy(
  server: TestServer,
  token: string,
  plan: string,
  options: { card?: string; coupon?: string } = {},
) {
  const res = await checkoutAs(server, token, {
    plan,
    ...(options.coupon ? { coupon: options.coupon } : {}),
  });
  if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  if (res.body.purchase.provider === "free") return settled(server, res.body.purchase.id);
  const card = options.card ?? CARD.success;
  await submitCard(server, res.body.redirectUrl, card);
  if (card !== CARD.declined) return settled(server, res.body.purchase.id);
  await purchaseRow(server, res.body.purchase.id, (row) => row.statusReason !== null);
  const cancelled = await server.request("POST", `/api/purchases/${res.body.purchase.id}/cancel`, {
    token,
  });
  if (cancelled.status !== 200) throw new Error(`cancel failed: ${JSON.stringify(cancelled.body)}`);
  return settled(server, res.body.purchase.id);
}

/** Pool balances from the ledger (cash positive, pools as what they hold) and the total. */
export async function ledger(server: TestServer) {
  const { byAccount, total } = await ledgerSums(server.database.db);
  const pool = (name: string) => -(byAccount.get(name) ?? 0) || 0;
  return {
    total,
    cash: byAccount.get("cash") ?? 0,
    expenses: pool("expenses_pool"),
    jackpot: pool("jackpot_pool"),
    payoutBudget: pool("payout_budget"),
  };
}

/**
 * Posts an event to the test processor's webhook endpoint, signed with its secret now (or with
 * `signature`; null sends none), as the processor would.
 */
export async function sendTestWebhook(
  server: TestServer,
  event: object,
  signature?: string | null,
) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const secret = await testProcessorSecret(server.database.db);
  const sig =
    signature === undefined
      ? signTestPayload(body, secret, Math.floor(server.clock.now().getTime() / 1000))
      : signature;
  if (sig) headers["test-signature"] = sig;
  return server.request("POST", "/api/payments/test/webhook", { rawBody: body, headers });
}
