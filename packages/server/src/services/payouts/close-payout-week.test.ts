import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { eq } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, chainLeaves, payoutWeeks, users } from "../../db/schema";
import {
  expectLedgerMatchesChain,
  linkWalletRow,
  profitableTrader,
} from "../../test/chain-payouts";
import { buy } from "../../test/test-purchases";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin } from "../../test/test-users";
import { owedTo } from "./payout-owed";

const WEDNESDAY = "2026-03-04T12:00:00Z";

describe("closing the running week on the embedded chain", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ embeddedChain: true, now: WEDNESDAY });
  });
  afterAll(() => server.close());

  it("settles now, posts and funds the root of linked wallets, and opens the next week", async () => {
    const clock = { t: Date.parse(WEDNESDAY) };
    const admin = await signedInAdmin(server);
    const alice = await profitableTrader(server, "alice@example.com", 1.1101, clock);
    await profitableTrader(server, "bob@example.com", 1.1051, clock);
    await buy(server, alice.token, "200K");
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const aliceId = await linkWalletRow(server, "alice@example.com", wallet);
    const [bob] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "bob@example.com"));

    const trader = await server.request("POST", "/api/admin/payout-weeks/close", {
      token: alice.token,
    });
    expect(trader.status).toBe(403);

    server.clock.advance(60_000);
    const closed = await server.request("POST", "/api/admin/payout-weeks/close", {
      token: admin,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      weekKey: "2026-03-02",
      startsAt: "2026-03-02T00:00:00.000Z",
      endsAt: server.clock.now().toISOString(),
      nextWeekKey: "2026-03-09",
    });
    const db = server.database.db;
    // Alice (a wallet) has a leaf of everything she is owed; Bob (none) stays owed in the ledger.
    const aliceOwed = await owedTo(db, aliceId);
    expect(aliceOwed).toBeGreaterThan(0);
    expect(await owedTo(db, bob!.id)).toBeGreaterThan(0);
    expect(closed.body.chainWeek).toMatchObject({
      chainWeek: 20260302,
      wallets: 1,
      totalCents: aliceOwed,
      postTx: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      fundTx: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      lastError: null,
    });
    const leaves = await db.select().from(chainLeaves);
    expect(leaves).toEqual([
      expect.objectContaining({ address: wallet, userId: aliceId, cumulativeCents: aliceOwed }),
    ]);
    // The contract has the root, funded with exactly the week's total.
    const chain = server.chain!.get();
    const onChain = await chain.client.readContract({
      address: chain.info.payoutContract as Address,
      abi: payoutDistributorAbi,
      functionName: "weekOf",
      args: [20260302n],
    });
    expect(onChain.root).toBe(closed.body.chainWeek.root as Hex);
    expect(onChain.total).toBe(BigInt(aliceOwed) * 10_000n);
    expect(onChain.fundedAt).toBeGreaterThan(0n);
    expect(
      await chain.client.readContract({
        address: chain.info.payoutContract as Address,
        abi: payoutDistributorAbi,
        functionName: "pool",
      }),
    ).toBe(BigInt(aliceOwed) * 10_000n);

    // Nothing happened since: nothing to close.
    const again = await server.request("POST", "/api/admin/payout-weeks/close", { token: admin });
    expect(again.status).toBe(409);
    // The running week is the next one, from the close on.
    const running = await server.request("GET", "/api/payouts/current");
    expect(running.body).toMatchObject({
      weekKey: "2026-03-09",
      startsAt: server.clock.now().toISOString(),
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payout-week-close"));
    expect(audit?.details).toMatchObject({ weekKey: "2026-03-02" });

    // A week later the Monday job skips the closed week and settles the next from the close.
    server.clock.set(new Date("2026-03-16T00:00:00Z"));
    const next = await server.request("POST", "/api/admin/payout-weeks/close", {
      token: await signedInAdmin(server),
    });
    expect(next.status).toBe(409);
    const weeks = await db.select().from(payoutWeeks).orderBy(payoutWeeks.weekKey);
    expect(weeks.map((w) => [w.weekKey, w.startsAt.toISOString()])).toEqual([
      ["2026-03-02", "2026-03-02T00:00:00.000Z"],
      ["2026-03-09", closed.body.endsAt],
    ]);
    await expectLedgerMatchesChain(server);
  });
});

describe("closing a week without a payout chain", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: WEDNESDAY });
  });
  afterAll(() => server.close());

  it("keeps the server-side root only", async () => {
    const admin = await signedInAdmin(server);
    const none = await server.request("POST", "/api/admin/payout-weeks/close", { token: admin });
    expect(none.status).toBe(409);
    const carol = await profitableTrader(server, "carol@example.com", 1.1101, {
      t: Date.parse(WEDNESDAY),
    });
    await buy(server, carol.token, "200K");
    server.clock.advance(60_000);
    const closed = await server.request("POST", "/api/admin/payout-weeks/close", { token: admin });
    expect(closed.status).toBe(200);
    expect(closed.body.chainWeek).toBeNull();
    const [week] = await server.database.db.select().from(payoutWeeks);
    expect(week?.merkleRoot).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
