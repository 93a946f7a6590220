import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { integrityFlags } from "../../db/schema";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { socialTrader, startCopying, type SocialTrader } from "../../test/social-traders";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { waitUntil } from "../../test/wait-until";

// Copies are declared copies in Beta accounts: the integrity monitor does not judge them, so
// the trader copied is not flagged for copy trading (issue 31 against issue 29's detectors).
// Without that, the same pattern between two people's own orders is a copy-trading flag
// (integrity-detection.test.ts).
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

const positionsOf = async (t: SocialTrader) =>
  (await server.request("GET", `/api/accounts/${t.betaId}/positions`, { token: t.token })).body
    .items as unknown[];

/** Five round trips of `source`, ten minutes apart, each copied by every copier. */
async function fiveCopiedTrades(source: SocialTrader, copiers: readonly SocialTrader[]) {
  for (let i = 0; i < 5; i++) {
    const opened = await openEurusd(server, source.token, source.betaId, "buy", 1);
    await server.copies.idle();
    for (const c of copiers) expect(await positionsOf(c)).toHaveLength(1);
    await quoteAfter(3 * 60_000 + i * 7_000);
    await closePosition(server, source.token, source.betaId, opened);
    await server.copies.idle();
    for (const c of copiers) expect(await positionsOf(c)).toHaveLength(0);
    await quoteAfter(10 * 60_000 + i * 11_000);
  }
}

async function flagsOf(people: readonly SocialTrader[]) {
  await server.integrity.flush();
  return server.ctx.db
    .select({ kind: integrityFlags.kind, userId: integrityFlags.userId })
    .from(integrityFlags)
    .where(
      inArray(
        integrityFlags.userId,
        people.map((p) => p.userId),
      ),
    );
}

describe("integrity and copies", () => {
  it("one copier copying five trades at a steady size: neither is flagged", async () => {
    const source = await socialTrader(server, "int-source1@example.com", { publish: true });
    const copier = await socialTrader(server, "int-copier1@example.com");
    expect((await startCopying(server, copier, source, { sizeMultiplier: 2 })).status).toBe(201);
    await fiveCopiedTrades(source, [copier]);
    const trades = await server.request("GET", `/api/accounts/${copier.betaId}/trades`, {
      token: copier.token,
    });
    expect(trades.body.items).toHaveLength(5);
    expect(await flagsOf([source, copier])).toEqual([]);
  });

  it("a source with five copiers is not flagged, nor are they", async () => {
    const source = await socialTrader(server, "int-source5@example.com", { publish: true });
    const copiers: SocialTrader[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await socialTrader(server, `int-copier5-${i}@example.com`);
      expect((await startCopying(server, c, source)).status).toBe(201);
      copiers.push(c);
    }
    await fiveCopiedTrades(source, copiers);
    await waitUntil(async () => (await positionsOf(source)).length === 0);
    expect(await flagsOf([source, ...copiers])).toEqual([]);
  });
});
