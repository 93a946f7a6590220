import { describe, expect, it } from "vitest";
import { servedByDesk } from "./read-barrier";

describe("which requests wait for the trading tables (the read barrier)", () => {
  it("lets the desk's own operations, the health check, the stream and test quotes through", () => {
    expect(servedByDesk({ method: "GET", url: "/api/health" })).toBe(true);
    expect(servedByDesk({ method: "GET", url: "/api/stream/ticket" })).toBe(true);
    expect(servedByDesk({ method: "POST", url: "/api/accounts/a1/orders" })).toBe(true);
    expect(servedByDesk({ method: "DELETE", url: "/api/accounts/a1/positions/p1" })).toBe(true);
    // A test quote stands in for the market feed: a mass breach's tables being written must
    // not hold the next quote (bench/mass-breach.ts).
    expect(servedByDesk({ method: "POST", url: "/api/test/market/quote" })).toBe(true);
  });

  it("makes reads from the database wait", () => {
    expect(servedByDesk({ method: "GET", url: "/api/accounts/a1/trades" })).toBe(false);
    expect(servedByDesk({ method: "GET", url: "/api/admin/accounts" })).toBe(false);
    expect(servedByDesk({ method: "POST", url: "/api/admin/payouts/run" })).toBe(false);
  });
});
