import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, purchases } from "../db/schema";
import { startTradingTestServer, type TestServer } from "../test/test-server";
import { signedInAdmin, signedInTrader } from "../test/test-users";
import { runDue } from "./job-runner";
import { purchaseExpiryJob } from "./purchase-expiry-job";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("the purchase expiry job", () => {
  it("expires purchases left unpaid for 24 hours and gives their coupon use back, once per quarter hour", async () => {
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
    server.clock.advance(23 * 3_600_000);
    const fresh = await server.request("POST", "/api/checkout", {
      token,
      body: { plan: "5K", acceptTerms: true },
    });
    server.clock.advance(3_600_000 + 1);

    const [result] = await runDue(server.ctx, purchaseExpiryJob, "UTC", "schedule");
    expect(result).toMatchObject({ status: "done", run: { summary: { expired: 1 } } });
    const status = async (id: string) =>
      (await server.database.db.select().from(purchases).where(eq(purchases.id, id)))[0]!.status;
    expect(await status(stale.body.purchase.id)).toBe("expired");
    expect(await status(fresh.body.purchase.id)).toBe("pending");
    const [coupon] = await server.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, "LATE"));
    expect(coupon!.uses).toBe(0);

    // The same quarter hour again is skipped.
    const [again] = await runDue(server.ctx, purchaseExpiryJob, "UTC", "schedule");
    expect(again!.status).toBe("skipped");
  });
});
