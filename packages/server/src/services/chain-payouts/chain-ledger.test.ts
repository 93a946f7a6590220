import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { revertOf } from "@proparena/chain/testing/payout-fixture";
import { desc, eq, sql } from "drizzle-orm";
import type { Address } from "viem";
import { generatePrivateKey } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorFunding } from "../../chain/operator-funding";
import type { PayoutChain } from "../../chain/payout-chain";
import { chainBlocks, chainEvents, chainLeaves, chainWeeks } from "../../db/schema";
import {
  expectLedgerMatchesChain,
  linkWalletRow,
  profitableTrader,
  tokenBalance,
  traderWallet,
} from "../../test/chain-payouts";
import { buy } from "../../test/test-purchases";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin } from "../../test/test-users";
import { owedTo } from "../payouts/payout-owed";
import { indexChainEvents } from "./index-chain-events";
import { postChainWeeks } from "./post-chain-weeks";

const HOUR = 3_600_000;
let server: TestServer;
let chain: PayoutChain;
beforeAll(async () => {
  server = await startTestServer({ embeddedChain: true, now: "2026-03-04T12:00:00Z" });
  chain = server.chain!.get();
});
afterAll(() => server.close());

async function closeWeek() {
  server.clock.advance(60_000);
  const closed = await server.request("POST", "/api/admin/payout-weeks/close", {
    token: await signedInAdmin(server),
  });
  expect(closed.status).toBe(200);
  return closed.body;
}

const leafOf = async (address: Address) => {
  const [leaf] = await server.database.db
    .select()
    .from(chainLeaves)
    .where(eq(chainLeaves.address, address))
    .orderBy(desc(chainLeaves.weekKey))
    .limit(1);
  return leaf!;
};

describe("the leader indexes the payout contract into the ledger", () => {
  const clock = { t: Date.parse("2026-03-04T12:00:00Z") };

  it("books funding and a claim, once, and rolls back a reorg", async () => {
    const alice = await profitableTrader(server, "alice@example.com", 1.1101, clock);
    await buy(server, alice.token, "200K");
    const key = generatePrivateKey();
    const wallet = traderWallet(server, key);
    const aliceId = await linkWalletRow(server, "alice@example.com", wallet.address);
    const week = await closeWeek();
    const owed = await owedTo(server.database.db, aliceId);
    expect(week.chainWeek.totalCents).toBe(owed);

    // The embedded chain needs no confirmations: the close indexed its own transactions.
    const [indexed] = await server.database.db.select().from(chainWeeks);
    expect(indexed).toMatchObject({
      postedAt: expect.any(Date),
      fundedAt: expect.any(Date),
      fundedLate: false,
      deadline: new Date(Date.parse(week.endsAt) - (Date.parse(week.endsAt) % 1000) + 72 * HOUR),
    });
    await expectLedgerMatchesChain(server);

    // Claimable after the dispute delay: the wallet gets exactly the leaf, the ledger pays it.
    const leaf = await leafOf(wallet.address);
    expect(
      await revertOf(
        wallet.send("claim", week.chainWeek.chainWeek, leaf.cumulativeCents, leaf.proof),
      ),
    ).toBe("InDispute");
    server.clock.advance(24 * HOUR);
    await wallet.send("claim", week.chainWeek.chainWeek, leaf.cumulativeCents, leaf.proof);
    expect(await tokenBalance(server, wallet.address)).toBe(BigInt(owed) * 10_000n);
    expect(
      await revertOf(
        wallet.send("claim", week.chainWeek.chainWeek, leaf.cumulativeCents, leaf.proof),
      ),
    ).toBe("NothingToClaim");
    // With confirmations to wait for, the claim is not booked until blocks come on top of it.
    expect(await indexChainEvents(server.ctx, { ...chain, confirmations: 1_000 })).toBe(0);
    expect(await owedTo(server.database.db, aliceId)).toBe(owed);
    expect(await indexChainEvents(server.ctx, chain)).toBe(1);
    expect(await indexChainEvents(server.ctx, chain)).toBe(0);
    expect(await owedTo(server.database.db, aliceId)).toBe(0);
    await expectLedgerMatchesChain(server);

    // A reorg: the newest block the indexer went through has another hash now. What was indexed
    // from the block before it on is rolled back (bookings reversed) and indexed again.
    const db = server.database.db;
    const events = await db.select({ n: sql<number>`count(*)::int` }).from(chainEvents);
    const [mark] = await db.select().from(chainBlocks).orderBy(desc(chainBlocks.number)).limit(1);
    await db
      .update(chainBlocks)
      .set({ hash: `0x${"ab".repeat(32)}` })
      .where(eq(chainBlocks.number, mark!.number));
    await indexChainEvents(server.ctx, chain);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(chainEvents)).toEqual(events);
    expect(await owedTo(db, aliceId)).toBe(0);
    await expectLedgerMatchesChain(server);
  });

  it("pays the late penalty of an unfunded week from the bond past its deadline", async () => {
    const bob = await profitableTrader(server, "bob@example.com", 1.1051, clock);
    await buy(server, bob.token, "200K");
    const wallet = traderWallet(server, generatePrivateKey());
    const bobId = await linkWalletRow(server, "bob@example.com", wallet.address);
    // The operator holds no tokens and cannot mint them, as on a real chain: posted, unfunded.
    const minting = chain.prepareFunding;
    chain.prepareFunding = operatorFunding({
      client: chain.client,
      operator: chain.operator,
      token: chain.info.payoutToken as Address,
      distributor: chain.info.payoutContract as Address,
      mint: false,
      pollingInterval: 20,
    });
    const week = await closeWeek();
    expect(week.chainWeek).toMatchObject({
      postTx: expect.any(String),
      fundTx: null,
      lastError: expect.stringContaining("holds 0 token units"),
    });
    const leaf = await leafOf(wallet.address);
    const id = week.chainWeek.chainWeek as number;
    server.clock.advance(72 * HOUR);
    expect(await revertOf(wallet.send("claimPenalty", id, leaf.cumulativeCents, leaf.proof))).toBe(
      "DeadlineNotMissed",
    );
    server.clock.advance(60_000);
    await wallet.send("claimPenalty", id, leaf.cumulativeCents, leaf.proof);
    expect(await tokenBalance(server, wallet.address)).toBe(25_000_000n);
    expect(await revertOf(wallet.send("claimPenalty", id, leaf.cumulativeCents, leaf.proof))).toBe(
      "PenaltyAlreadyClaimed",
    );
    await expectLedgerMatchesChain(server);
    expect(await owedTo(server.database.db, bobId)).toBe(leaf.amountCents);

    // Funded late by the retry: the payout is still claimed, once.
    chain.prepareFunding = minting;
    await postChainWeeks(server.ctx);
    await indexChainEvents(server.ctx, chain);
    const [late] = await server.database.db
      .select()
      .from(chainWeeks)
      .where(eq(chainWeeks.chainWeek, id));
    expect(late).toMatchObject({ fundedLate: true, lastError: null });
    await wallet.send("claim", id, leaf.cumulativeCents, leaf.proof);
    expect(await tokenBalance(server, wallet.address)).toBe(
      25_000_000n + BigInt(leaf.amountCents) * 10_000n,
    );
    await expectLedgerMatchesChain(server);
    expect(await owedTo(server.database.db, bobId)).toBe(0);
    const bond = await chain.client.readContract({
      address: chain.info.payoutContract as Address,
      abi: payoutDistributorAbi,
      functionName: "bond",
    });
    expect(bond).toBe(10_000_000_000n - 25_000_000n);
  });
});
