import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { eurusdHolders } from "../../test/eurusd-holders";
import { signedInTrader } from "../../test/test-users";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("the equity of the accounts in play (equity samples)", () => {
  it("values every active account holding a position, a few per event-loop turn", async () => {
    const token = await signedInTrader(server, "sampled@example.com");
    const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const { desk } = server.ctx;
    const holding = await eurusdHolders(desk, userId, 5, 0.1);
    const flat = (await desk.openAccount(userId, "5K")).id;

    let turns = 0;
    let reading = true;
    const count = () => {
      turns++;
      if (reading) setImmediate(count);
    };
    setImmediate(count);
    const read = await desk.equityOfAccountsInPlay(2);
    reading = false;

    expect(read.map((a) => a.accountId).sort()).toEqual([...holding].sort());
    expect(read.map((a) => a.accountId)).not.toContain(flat);
    for (const a of read) {
      const summary = desk.accountSummary(a.accountId);
      expect(a).toEqual({
        accountId: a.accountId,
        balance: summary.account.balance,
        equity: summary.equity,
      });
      expect(a.equity).toBeLessThan(a.balance); // the spread, floating
    }
    // At least six accounts (5 holding, 1 flat), two a turn: the read spans several turns.
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
