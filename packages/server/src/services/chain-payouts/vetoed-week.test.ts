import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { viemChain } from "@proparena/chain/node/viem-chain";
import { desc, eq } from "drizzle-orm";
import { createWalletClient, http, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_CHAIN_ID } from "../../chain/embedded-chain";
import { chainLeaves, chainWeeks } from "../../db/schema";
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

const NOW = "2026-03-04T12:00:00Z";
const chainDir = mkdtempSync(path.join(tmpdir(), "proparena-veto-"));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ embeddedChain: chainDir, now: NOW });
});
afterAll(async () => {
  await server.close();
  rmSync(chainDir, { recursive: true, force: true });
});

const close = async () => {
  server.clock.advance(60_000);
  const closed = await server.request("POST", "/api/admin/payout-weeks/close", {
    token: await signedInAdmin(server),
  });
  expect(closed.status).toBe(200);
  return closed.body;
};

describe("a root the guardian vetoes", () => {
  it("refunds its funding, and its amounts go into the next root, paid once", async () => {
    const trader = await profitableTrader(server, "vera@example.com", 1.1101, {
      t: Date.parse(NOW),
    });
    await buy(server, trader.token, "200K");
    const wallet = traderWallet(server, generatePrivateKey());
    const userId = await linkWalletRow(server, "vera@example.com", wallet.address);
    const first = await close();
    const owed = await owedTo(server.database.db, userId);
    expect(first.chainWeek).toMatchObject({ totalCents: owed, fundTx: expect.any(String) });

    // The guardian (its key kept in the embedded chain's folder) vetoes during the delay.
    const chain = server.chain!.get();
    const rpcUrl = `${server.url}/api/chain/rpc`;
    const guardian = createWalletClient({
      chain: viemChain(EMBEDDED_CHAIN_ID, "embedded", rpcUrl),
      transport: http(rpcUrl),
      account: privateKeyToAccount(
        readFileSync(path.join(chainDir, "guardian.key"), "utf8").trim() as Hex,
      ),
    });
    await chain.client.waitForTransactionReceipt({
      hash: await guardian.writeContract({
        address: chain.info.payoutContract as Address,
        abi: payoutDistributorAbi,
        functionName: "veto",
        args: [BigInt(first.chainWeek.chainWeek)],
      }),
      pollingInterval: 20,
    });
    await indexChainEvents(server.ctx, chain);
    const [vetoed] = await server.database.db
      .select()
      .from(chainWeeks)
      .where(eq(chainWeeks.weekKey, first.weekKey));
    expect(vetoed?.vetoedAt).toBeInstanceOf(Date);
    await expectLedgerMatchesChain(server);
    expect(await owedTo(server.database.db, userId)).toBe(owed);

    // The next week's root gives the wallet what the vetoed one did, and it is paid once.
    const second = await close();
    expect(second.chainWeek).toMatchObject({ totalCents: owed, wallets: 1 });
    const [leaf] = await server.database.db
      .select()
      .from(chainLeaves)
      .where(eq(chainLeaves.address, wallet.address))
      .orderBy(desc(chainLeaves.weekKey))
      .limit(1);
    expect(leaf).toMatchObject({ weekKey: second.weekKey, cumulativeCents: owed });
    server.clock.advance(24 * 3_600_000 + 1_000);
    await wallet.send("claim", second.chainWeek.chainWeek, leaf!.cumulativeCents, leaf!.proof);
    expect(await tokenBalance(server, wallet.address)).toBe(BigInt(owed) * 10_000n);
    await expectLedgerMatchesChain(server);
    expect(await owedTo(server.database.db, userId)).toBe(0);
  });
});
