import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, purchases } from "../../db/schema";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { ledger } from "../../test/test-purchases";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// The server runs with the real Stripe adapter. Its API calls go to a local stand-in for
// api.stripe.com; webhooks are signed with the stripe package's own test helper.
const WEBHOOK_SECRET = "whsec_test_route_level_secret";
const stripe = new Stripe("sk_test_local");
let api: Server;
let server: TestServer;
let admin: string;
const apiCalls: string[] = [];
let sessions = 0;

beforeAll(async () => {
  api = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      apiCalls.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "application/json" });
      if (req.url === "/v1/refunds") {
        res.end(JSON.stringify({ id: "re_1", object: "refund", status: "succeeded" }));
        return;
      }
      const id = `cs_test_route_${++sessions}`;
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    stripe: {
      secretKey: "sk_test_local",
      webhookSecret: WEBHOOK_SECRET,
      apiHost: { host: "127.0.0.1", port, protocol: "http" },
    },
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

function send(event: object, sign = true) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (sign) {
    headers["stripe-signature"] = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
  }
  return server.request("POST", "/api/payments/stripe/webhook", { rawBody: payload, headers });
}

const completed = (
  eventId: string,
  sessionId: string,
  purchaseId: string,
  taken: { amount_total: number; currency: string } = { amount_total: 39_900, currency: "usd" },
) => ({
  id: eventId,
  object: "event",
  type: "checkout.session.completed",
  data: {
    object: {
      id: sessionId,
      object: "checkout.session",
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      payment_status: "paid",
      payment_intent: `pi_${purchaseId.slice(0, 8)}`,
      ...taken,
    },
  },
});

describe("Stripe Checkout", () => {
  it("checkout redirects to Stripe; a signed completed event opens the account once", async () => {
    const token = await signedInTrader(server, "stripe@example.com");
    const res = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "100K", acceptTerms: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.purchase.provider).toBe("stripe");
    expect(res.body.redirectUrl).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_route_/,
    );
    expect(apiCalls).toContain("POST /v1/checkout/sessions");
    const purchaseId = res.body.purchase.id as string;
    const sessionId = res.body.redirectUrl.split("/").pop() as string;

    // The test processor's endpoint is not there when Stripe is configured.
    expect(
      (await server.request("POST", "/api/payments/test/webhook", { rawBody: "{}" })).status,
    ).toBe(404);
    // Unsigned, or signed for another body: 400, nothing changes.
    expect((await send(completed("evt_1", sessionId, purchaseId), false)).status).toBe(400);
    const tampered = JSON.stringify(completed("evt_1", sessionId, purchaseId));
    const header = stripe.webhooks.generateTestHeaderString({
      payload: tampered,
      secret: WEBHOOK_SECRET,
    });
    const bad = await server.request("POST", "/api/payments/stripe/webhook", {
      rawBody: tampered.replace("39900", "1"),
      headers: { "stripe-signature": header },
    });
    expect(bad.status).toBe(400);
    const [pending] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(pending!.status).toBe("pending");

    const first = await send(completed("evt_1", sessionId, purchaseId));
    expect(first.body).toEqual({ received: true, outcome: "fulfilled" });
    expect((await send(completed("evt_1", sessionId, purchaseId))).body.outcome).toBe("duplicate");
    const accounts = await server.request("GET", "/api/accounts", { token });
    expect(
      accounts.body.accounts.filter((a: { planId: string }) => a.planId === "100K"),
    ).toHaveLength(1);
    expect((await ledger(server)).cash).toBe(39_900);
  });

  it("a signed event whose amount, currency or session is not the purchase's is refused and recorded", async () => {
    const token = await signedInTrader(server, "stripe-mismatch@example.com");
    const res = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "100K", acceptTerms: true },
    });
    const purchaseId = res.body.purchase.id as string;
    const sessionId = res.body.redirectUrl.split("/").pop() as string;
    const before = await ledger(server);
    const wrong = [
      completed("evt_cheap", sessionId, purchaseId, { amount_total: 100, currency: "usd" }),
      completed("evt_eur", sessionId, purchaseId, { amount_total: 39_900, currency: "eur" }),
      completed("evt_other_session", "cs_test_someone_else", purchaseId),
    ];
    for (const event of wrong) {
      expect((await send(event)).body).toEqual({ received: true, outcome: "mismatch" });
    }
    const [still] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(still).toMatchObject({ status: "pending", accountId: null });
    const [cheap] = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, "evt_cheap"));
    expect(cheap).toMatchObject({ provider: "stripe", outcome: "mismatch", purchaseId });
    expect(cheap!.detail).toBe("The payment took 100 cents; the purchase costs 39900.");
    expect(await ledger(server)).toEqual(before);
    expect((await send(completed("evt_right", sessionId, purchaseId))).body.outcome).toBe(
      "fulfilled",
    );
  });

  it("a trader's cancel expires the Stripe session before the purchase ends", async () => {
    const token = await signedInTrader(server, "stripe-cancel@example.com");
    const res = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "5K", acceptTerms: true },
    });
    const sessionId = res.body.redirectUrl.split("/").pop() as string;
    const cancel = await server.request("POST", `/api/purchases/${res.body.purchase.id}/cancel`, {
      token,
    });
    expect(cancel.body.status).toBe("cancelled");
    expect(apiCalls).toContain(`POST /v1/checkout/sessions/${sessionId}/expire`);
  });

  it("an expired session ends the purchase; a full charge.refunded refunds and closes the account", async () => {
    const token = await signedInTrader(server, "stripe-refund@example.com");
    const start = async () => {
      const res = await server.request("POST", "/api/checkout", {
        token,
        body: { plan: "100K", acceptTerms: true },
      });
      return {
        purchaseId: res.body.purchase.id as string,
        sessionId: res.body.redirectUrl.split("/").pop() as string,
      };
    };
    const lapsed = await start();
    const expired = await send({
      id: "evt_exp",
      object: "event",
      type: "checkout.session.expired",
      data: {
        object: {
          id: lapsed.sessionId,
          object: "checkout.session",
          metadata: { purchaseId: lapsed.purchaseId },
          client_reference_id: lapsed.purchaseId,
        },
      },
    });
    expect(expired.body.outcome).toBe("expired");

    const bought = await start();
    await send(completed("evt_2", bought.sessionId, bought.purchaseId));
    const before = await ledger(server);
    const refunded = await send({
      id: "evt_refund",
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          refunded: true,
          amount: 39_900,
          amount_refunded: 39_900,
          payment_intent: `pi_${bought.purchaseId.slice(0, 8)}`,
          metadata: { purchaseId: bought.purchaseId },
        },
      },
    });
    expect(refunded.body.outcome).toBe("refunded");
    const [row] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, bought.purchaseId));
    expect(row).toMatchObject({ status: "refunded", statusReason: "Refunded in Stripe" });
    const account = await server.request("GET", `/api/accounts/${row!.accountId}`, { token });
    expect(account.body.status).toBe("closed");
    expect((await ledger(server)).cash).toBe(before.cash - 39_900);
  });

  it("an admin refund asks Stripe to refund the payment intent", async () => {
    const token = await signedInTrader(server, "stripe-admin-refund@example.com");
    const res = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "100K", acceptTerms: true },
    });
    const sessionId = res.body.redirectUrl.split("/").pop() as string;
    await send(completed("evt_3", sessionId, res.body.purchase.id));
    const refund = await server.request(
      "POST",
      `/api/admin/purchases/${res.body.purchase.id}/refund`,
      {
        token: admin,
        body: { reason: "Customer request" },
      },
    );
    expect(refund.status).toBe(200);
    expect(refund.body.purchase.status).toBe("refunded");
    expect(apiCalls).toContain("POST /v1/refunds");
  });
});
