import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";

let plain: TestServer;
let controlled: TestServer;
beforeAll(async () => {
  const now = new Date(MARKET_OPEN_TIME).toISOString();
  [plain, controlled] = await Promise.all([
    startTestServer({ now }),
    startTestServer({ now, testMarketControl: true }),
  ]);
});
afterAll(() => Promise.all([plain.close(), controlled.close()]));

const eurusd = async (server: TestServer) =>
  (await server.request("GET", "/api/instruments")).body.instruments.find(
    (i: { symbol: string }) => i.symbol === "EURUSD",
  ).quote;

describe("the test market control (TEST_MARKET_CONTROL)", () => {
  it("does not exist unless switched on", async () => {
    const res = await plain.request("POST", "/api/test/market/quote", {
      body: { symbol: "EURUSD", bid: 1.2, ask: 1.2001 },
    });
    expect(res.status).toBe(404);
  });

  it("publishes a quote through the pipeline; an upside-down quote is a 400", async () => {
    const before = Date.now();
    const res = await controlled.request("POST", "/api/test/market/quote", {
      body: { symbol: "EURUSD", bid: 1.2, ask: 1.2001 },
    });
    expect(res.body).toEqual({ published: true, appliedAt: expect.any(Number) });
    // When the engine had applied it: during the request.
    expect(res.body.appliedAt).toBeGreaterThanOrEqual(before);
    expect(res.body.appliedAt).toBeLessThanOrEqual(Date.now());
    expect(await eurusd(controlled)).toMatchObject({ bid: 1.2, ask: 1.2001 });
    const bad = await controlled.request("POST", "/api/test/market/quote", {
      body: { symbol: "EURUSD", bid: 1.3, ask: 1.2 },
    });
    expect(bad.status).toBe(400);
    expect(await eurusd(controlled)).toMatchObject({ bid: 1.2 });
  });
});
