import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { testStablecoinAbi } from "@proparena/chain/artifacts/test-stablecoin";
import { and, eq, like, sql } from "drizzle-orm";
import { viemChain } from "@proparena/chain/node/viem-chain";
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import type { SiweNonceResponse } from "@proparena/contracts/wallets";
import { EMBEDDED_CHAIN_ID } from "../chain/embedded-chain";
import { expect } from "vitest";
import { ledgerEntries, users, walletLinks } from "../db/schema";
import { indexChainEvents } from "../services/chain-payouts/index-chain-events";
import { toCents } from "../services/chain-payouts/chain-units";
import { fundedAccount } from "./funded-account";
import type { TestServer } from "./test-server";
import { signedInTrader } from "./test-users";

// Helpers of the tests of the payouts on chain (issue 30).

/** A trader with a funded account who made `profit` dollars-ish on one EURUSD round trip. */
export async function profitableTrader(
  server: TestServer,
  email: string,
  exitBid: number,
  clock: { t: number },
): Promise<{ token: string; accountId: string }> {
  const token = await signedInTrader(server, email);
  const accountId = await fundedAccount(server, email);
  const tick = (bid: number) =>
    server.tick({
      symbol: "EURUSD",
      bid,
      ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
      time: (clock.t += 1_000),
    });
  await tick(1.1);
  const opened = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
  });
  expect(opened.status).toBe(201);
  await tick(exitBid);
  const closed = await server.request(
    "POST",
    `/api/accounts/${accountId}/positions/${opened.body.position.id}/close`,
    { token },
  );
  expect(closed.status).toBe(200);
  await tick(1.1);
  return { token, accountId };
}

/**
 * The reconciliation every chain test ends with: once the leader has indexed the contract's
 * events, what the contract paid (claims and penalties, read from its own logs) equals what the
 * ledger booked as paid, and what it holds funded and as bond equals the ledger's chain pool and
 * chain bond.
 */
export async function expectLedgerMatchesChain(server: TestServer): Promise<void> {
  const chain = server.chain!.get();
  await indexChainEvents(server.ctx, chain);
  const address = chain.info.payoutContract as Address;
  const logs = await chain.client.getLogs({ address, fromBlock: 0n, toBlock: "latest" });
  const events = parseEventLogs({ abi: payoutDistributorAbi, logs });
  const sum = (name: string) =>
    events
      .filter((e) => e.eventName === name)
      .reduce((t, e) => t + toCents((e.args as { amount: bigint }).amount), 0);
  const db = server.database.db;
  const booked = async (account: string) => {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(and(like(ledgerEntries.account, account), like(ledgerEntries.ref, "chain:%")));
    return Number(row?.sum ?? 0);
  };
  expect({
    claims: await booked("trader_payable:%"),
    penalties: await booked("late_penalties"),
  }).toEqual({ claims: sum("Claimed"), penalties: sum("PenaltyPaid") });
  const pool = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "pool",
  });
  expect(await booked("chain_pool")).toBe(toCents(pool));
  const bond = await chain.client.readContract({
    address,
    abi: payoutDistributorAbi,
    functionName: "bond",
  });
  expect(await booked("chain_bond")).toBe(toCents(bond));
}

/** A wallet's balance of the payout token. */
export function tokenBalance(server: TestServer, wallet: Address): Promise<bigint> {
  const chain = server.chain!.get();
  return chain.client.readContract({
    address: chain.info.payoutToken as Address,
    abi: testStablecoinAbi,
    functionName: "balanceOf",
    args: [wallet],
  });
}

/** A trader's wallet that talks to the server's embedded chain over HTTP, as a browser would. */
export function traderWallet(server: TestServer, key: Hex) {
  const rpcUrl = `${server.url}/api/chain/rpc`;
  const chain = viemChain(EMBEDDED_CHAIN_ID, "embedded", rpcUrl);
  const wallet = createWalletClient({
    chain,
    transport: http(rpcUrl),
    account: privateKeyToAccount(key),
  });
  const reader = createPublicClient({ chain, transport: http(rpcUrl) });
  const distributor = server.chain!.get().info.payoutContract as Address;
  /** Sends claim or claimPenalty of the wallet's leaf in `week` and waits for it. */
  const send = async (
    functionName: "claim" | "claimPenalty",
    week: number,
    cumulativeCents: number,
    proof: string[],
  ) => {
    const hash = await wallet.writeContract({
      address: distributor,
      abi: payoutDistributorAbi,
      functionName,
      args: [
        BigInt(week),
        wallet.account.address,
        BigInt(cumulativeCents) * 10_000n,
        proof as Hex[],
      ],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe("success");
    return hash;
  };
  return { wallet, address: wallet.account.address, send };
}

/** Links `key`'s wallet to the trader through the SIWE routes, as the browser does. */
export async function linkWalletBySiwe(server: TestServer, token: string, key: Hex) {
  const account = privateKeyToAccount(key);
  const nonce = await server.request("GET", "/api/wallet/nonce", { token });
  expect(nonce.status).toBe(200);
  const fields = nonce.body as SiweNonceResponse;
  const message = createSiweMessage({
    ...fields,
    address: account.address,
    version: "1",
    issuedAt: new Date(fields.issuedAt),
    expirationTime: new Date(fields.expirationTime),
  });
  const signature = await account.signMessage({ message });
  return server.request("POST", "/api/wallet", { token, body: { message, signature } });
}

/** A wallet link as the SIWE route writes it, for tests about what comes after (the route has its own). */
export async function linkWalletRow(server: TestServer, email: string, address: Address) {
  const db = server.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db.insert(walletLinks).values({
    userId: user!.id,
    address,
    chainId: EMBEDDED_CHAIN_ID,
    message: "(test)",
    signature: "0x",
    linkedAt: server.clock.now(),
  });
  return user!.id;
}
