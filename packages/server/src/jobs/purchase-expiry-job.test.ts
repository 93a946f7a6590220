import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, purchases } from "../db/schema";
import { startTradingTestServer, type TestServer } from "../test/test-server";
import { CARD, submitCard } from "../test/test-purchases";
import { signedInAdmin, signedInTrader } from "../test/test-users";
import { runDue } from "./job-runner";
import { purchaseExpiryJob } from "./purchase-expiry-job";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("the purchase expiry job", () => {
  it("expires purchases left unpaid for 30 minutes, closes their pages, gives their coupon use back", async () => {
    const admin = await signedInAdmin(server);
    await server.request("POST", "/api/admin/coupons", {
      token: admin,
      body: { code: "LATE", kind: "percent", percentOff: 10, maxUses: 5 },
    });
    const token = await signedInTrader(server, "slow@example.com");
    const stale = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "5K", acceptTerms: true, coupon: "LATE" },
    });
    expect(stale.body.purchase.expiresAt).toBe(
      new Date(Date.parse(stale.body.purchase.createdAt) + 30 * 60_000).toISOString(),
    );
    server.clock.advance(29 * 60_000);
    const fresh = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "5K", acceptTerms: true },
    });
    server.clock.advance(60_000 + 1);

    const [result] = await runDue(server.ctx, purchaseExpiryJob, "UTC", "schedule");
    expect(result).toMatchObject({ status: "done", run: { summary: { expired: 1, paid: 0 } } });
    const row = async (id: string) =>
      (await server.database.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
    expect(await row(stale.body.purchase.id)).toMatchObject({
      status: "expired",
      statusReason: "The payment was not completed within 30 minutes.",
    });
    expect((await row(fresh.body.purchase.id)).status).toBe("pending");
    const [coupon] = await server.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, "LATE"));
    expect(coupon!.uses).toBe(0);
    // Its payment page is closed: a card can no longer pay it.
    const late = await submitCard(server, stale.body.redirectUrl, CARD.success);
    expect(late.status).toBe(402);
    expect(late.html).toContain("Payment page expired");
    expect((await row(stale.body.purchase.id)).status).toBe("expired");
    // Neither can the trader open it again.
    const pay = await server.request("POST", `/api/purchases/${stale.body.purchase.id}/pay`, {
      token,
    });
    expect(pay.status).toBe(409);

    // The same 5 minutes again is skipped.
    const [again] = await runDue(server.ctx, purchaseExpiryJob, "UTC", "schedule");
    expect(again!.status).toBe("skipped");
  });
});
