import fc from "fast-check";
import { splitRevenue } from "@proparena/domain/ledger/payouts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases } from "../../db/schema";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { buy, CARD, ledger } from "../../test/test-purchases";
import { signedInAdmin, signedInTrader } from "../../test/test-users";

// The ledger invariant over the real server and database: after any sequence of purchases
// (with or without coupons, paid or declined) and refunds, the ledger sums to zero and each
// pool holds exactly its DESIGN §6 share of the revenue that was kept.
let server: TestServer;
let admin: string;
let trader: string;

beforeAll(async () => {
  server = await startTradingTestServer();
  admin = await signedInAdmin(server);
  trader = await signedInTrader(server, "invariant@example.com");
  for (const body of [
    { code: "P15", kind: "percent", percentOff: 15 },
    { code: "P100", kind: "percent", percentOff: 100 },
    { code: "F999", kind: "fixed", amountOffCents: 999 },
  ]) {
    await server.request("POST", "/api/admin/coupons", { token: admin, body });
  }
});
afterAll(() => server.close());

const PLANS = ["5K", "10K", "25K", "50K", "100K", "200K", "300K"];
const op = fc.oneof(
  fc.record({
    kind: fc.constant("buy" as const),
    plan: fc.constantFrom(...PLANS),
    coupon: fc.constantFrom(undefined, "P15", "P100", "F999"),
    declined: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
);

describe("the ledger over purchases, coupons and refunds", () => {
  it("sums to zero and each pool holds exactly its share", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === "buy") {
            await buy(server, trader, o.plan, {
              coupon: o.coupon,
              card: o.declined ? CARD.declined : CARD.success,
            });
          } else {
            const paid = (await server.database.db.select().from(purchases)).filter(
              (p) => p.status === "paid",
            );
            const target = paid[o.pick % Math.max(1, paid.length)];
            if (!target) continue;
            const res = await server.request("POST", `/api/admin/purchases/${target.id}/refund`, {
              token: admin,
              body: { reason: "property test" },
            });
            expect(res.status).toBe(200);
          }
        }
        const all = await server.database.db.select().from(purchases);
        const kept = all.filter((p) => p.status === "paid").map((p) => splitRevenue(p.amountCents));
        const sum = (pick: (s: ReturnType<typeof splitRevenue>) => number) =>
          kept.reduce((s, k) => s + pick(k), 0);
        const books = await ledger(server);
        expect(books.total).toBe(0);
        expect(books.cash).toBe(sum((s) => s.revenue));
        expect(books.expenses).toBe(sum((s) => s.expenses));
        expect(books.jackpot).toBe(sum((s) => s.jackpot));
        expect(books.payoutBudget).toBe(sum((s) => s.payoutBudget));
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
