import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";

// Issue 32: API trading is declared on each order, so the integrity detectors know it. A bot
// placing 22 trades exactly a minute apart (on whole seconds) through its key is not flagged;
// the same rhythm from the ticket is.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

async function clockwork(token: string, accountId: string) {
  for (let i = 0; i < 22; i++) {
    await quoteAfter(60_000);
    const position = await openEurusd(server, token, accountId, "buy", 0.1);
    await quoteAfter(30_000);
    await closePosition(server, token, accountId, position);
  }
}

describe("orders placed with an API key", () => {
  it("are API orders in the journal and are not counted as a person's automation", async () => {
    const botOwner = await signedInTrader(server, "bot-owner@example.com");
    const ticket = await signedInTrader(server, "clockwork@example.com");
    const botAccount = (await server.request("GET", "/api/accounts", { token: botOwner })).body
      .accounts[0].id;
    const ticketAccount = (await server.request("GET", "/api/accounts", { token: ticket })).body
      .accounts[0].id;
    const made = await server.request("POST", "/api/account/api-keys", {
      token: botOwner,
      body: { name: "clockwork bot", scopes: ["read", "trade"] },
    });
    await clockwork(made.body.key, botAccount);
    await clockwork(ticket, ticketAccount);

    const orders = await server.request("GET", `/api/accounts/${botAccount}/orders?limit=50`, {
      token: botOwner,
    });
    expect(orders.body.items).toHaveLength(22);
    expect(orders.body.items.every((o: { api: boolean }) => o.api)).toBe(true);
    const trades = await server.request("GET", `/api/accounts/${botAccount}/trades?limit=50`, {
      token: botOwner,
    });
    expect(trades.body.items.every((t: { api: boolean }) => t.api)).toBe(true);
    const ticketTrades = await server.request(
      "GET",
      `/api/accounts/${ticketAccount}/trades?limit=5`,
      { token: ticket },
    );
    expect(ticketTrades.body.items.every((t: { api: boolean }) => !t.api)).toBe(true);

    const kinds = async (token: string, accountId: string) =>
      (
        await server.request("GET", `/api/accounts/${accountId}/integrity`, { token })
      ).body.flags.map((f: { kind: string }) => f.kind);
    await waitUntil(
      async () => (await kinds(ticket, ticketAccount)).includes("bot-regularity"),
      5_000,
    );
    await server.integrity.flush();
    expect(await kinds(botOwner, botAccount)).not.toContain("bot-regularity");
  });
});
