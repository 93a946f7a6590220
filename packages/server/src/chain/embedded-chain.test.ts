import { existsSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { testStablecoinAbi } from "@proparena/chain/artifacts/test-stablecoin";
import { createPublicClient, createWalletClient, http, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { parseEnv } from "../config/env";
import { ManualClock } from "../lib/clock";
import { EMBEDDED_BOND, EMBEDDED_CHAIN_ID } from "./embedded-chain";
import { startPayoutChain } from "./start-payout-chain";
import { viemChain } from "@proparena/chain/node/viem-chain";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "proparena-chain-test-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** viem over the server's /api/chain/rpc: what a wallet or the deploy command does. */
function clientOf(server: TestServer) {
  const rpcUrl = `${server.url}/api/chain/rpc`;
  const chain = viemChain(EMBEDDED_CHAIN_ID, "embedded", rpcUrl);
  return createPublicClient({ chain, transport: http(rpcUrl) });
}

const rpc = async (server: TestServer, method: string, params: unknown[] = []) =>
  (
    await server.request("POST", "/api/chain/rpc", {
      body: { jsonrpc: "2.0", id: 1, method, params },
    })
  ).body as { result?: unknown; error?: { code: number; message: string } };

describe("the embedded chain", () => {
  it("deploys on the first start and keeps its addresses and state across a restart", async () => {
    const chainDir = path.join(dataDir, "chain");
    const first = await startTestServer({ embeddedChain: chainDir });
    let info: Record<string, unknown>;
    let head: unknown;
    try {
      const answer = await first.request("GET", "/api/chain");
      expect(answer.status).toBe(200);
      info = answer.body;
      expect(info).toMatchObject({
        chainId: EMBEDDED_CHAIN_ID,
        embedded: true,
        rpcUrl: "http://localhost:3000/api/chain/rpc",
      });
      const code = await rpc(first, "eth_getCode", [info.payoutContract, "latest"]);
      expect(String(code.result).length).toBeGreaterThan(2_000);
      expect(await rpc(first, "eth_chainId")).toMatchObject({
        result: `0x${(733_301).toString(16)}`,
      });
      const client = clientOf(first);
      const read = (functionName: "bond" | "operator" | "guardian") =>
        client.readContract({
          address: info.payoutContract as Address,
          abi: payoutDistributorAbi,
          functionName,
        });
      expect(await read("bond")).toBe(EMBEDDED_BOND);
      expect(await read("operator")).toBe(info.operator);
      expect(await read("guardian")).toBe(info.guardian);
      expect(
        await client.readContract({
          address: info.payoutToken as Address,
          abi: testStablecoinAbi,
          functionName: "decimals",
        }),
      ).toBe(6);
      head = (await rpc(first, "eth_blockNumber")).result;
    } finally {
      await first.close();
    }
    expect((await stat(path.join(chainDir, "operator.key"))).mode & 0o777).toBe(0o600);

    const second = await startTestServer({ embeddedChain: chainDir });
    try {
      expect((await second.request("GET", "/api/chain")).body).toEqual(info);
      expect((await rpc(second, "eth_blockNumber")).result).toBe(head);
      const bond = await clientOf(second).readContract({
        address: info.payoutContract as Address,
        abi: payoutDistributorAbi,
        functionName: "bond",
      });
      expect(bond).toBe(EMBEDDED_BOND);
    } finally {
      await second.close();
    }
  });

  it("is what the server starts from its configuration when no chain is set", async () => {
    const parsed = parseEnv({ DATA_DIR: path.join(dataDir, "from-env") });
    if (!parsed.ok) throw new Error(parsed.message);
    const deps = { clock: new ManualClock(), publicOrigin: "https://arena.example" };
    // It starts when the server says so (after it listens): nothing before.
    let start = () => {};
    const due = new Promise<void>((resolve) => (start = resolve));
    const first = startPayoutChain(parsed.env, deps, due);
    expect(() => first.get()).toThrow(/starting/);
    expect(first.state).toBe("starting");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(path.join(dataDir, "from-env", "chain"))).toBe(false);
    start();
    const { info } = await first.ready;
    expect(first.state).toBe("ready");
    expect(info).toMatchObject({ embedded: true, rpcUrl: "https://arena.example/api/chain/rpc" });
    await first.close();
    const again = startPayoutChain(parsed.env, deps);
    expect((await again.ready).info).toEqual(info);
    await again.close();
  });

  it("mines signed transactions with the server's clock as block time", async () => {
    const server = await startTestServer({ embeddedChain: true, now: "2026-03-02T00:00:00Z" });
    try {
      const { payoutToken } = (await server.request("GET", "/api/chain")).body as {
        payoutToken: Address;
      };
      expect((await server.request("GET", "/api/health")).body.chain).toBe("ready");
      const rpcUrl = `${server.url}/api/chain/rpc`;
      const chain = viemChain(EMBEDDED_CHAIN_ID, "embedded", rpcUrl);
      // A trader's wallet with no ether: gas is free on the embedded chain.
      const trader = createWalletClient({
        chain,
        transport: http(rpcUrl),
        account: privateKeyToAccount(generatePrivateKey()),
      });
      server.clock.advance(80 * 3_600_000);
      const hash = await trader.writeContract({
        address: payoutToken,
        abi: testStablecoinAbi,
        functionName: "approve",
        args: [trader.account.address, 1n],
      });
      const client = clientOf(server);
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      expect(receipt.status).toBe("success");
      const block = await client.getBlock({ blockNumber: receipt.blockNumber });
      expect(new Date(Number(block.timestamp) * 1000).toISOString()).toBe(
        "2026-03-05T08:00:00.000Z",
      );
      // Reverts reach the wallet with their reason.
      await expect(
        trader.writeContract({
          address: payoutToken,
          abi: testStablecoinAbi,
          functionName: "mint",
          args: [trader.account.address, 1n],
        }),
      ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    } finally {
      await server.close();
    }
  });

  it("answers JSON-RPC errors in JSON-RPC, and refuses what is not JSON-RPC", async () => {
    const server = await startTestServer({ embeddedChain: true });
    try {
      expect((await rpc(server, "eth_mine")).error?.code).toBe(-32601);
      const batch = await server.request("POST", "/api/chain/rpc", {
        body: [
          { jsonrpc: "2.0", id: 1, method: "net_version" },
          { jsonrpc: "2.0", id: "b", method: "eth_gasPrice", params: [] },
        ],
      });
      expect(batch.body).toEqual([
        { jsonrpc: "2.0", id: 1, result: String(EMBEDDED_CHAIN_ID) },
        { jsonrpc: "2.0", id: "b", result: "0x0" },
      ]);
      const bad = await server.request("POST", "/api/chain/rpc", { body: { id: 1 } });
      expect(bad.status).toBe(400);
      const empty = await server.request("POST", "/api/chain/rpc", { body: [] });
      expect(empty.status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it("is not run by a server that was not asked for it: the chain routes answer 404", async () => {
    const server = await startTestServer();
    try {
      expect((await server.request("GET", "/api/chain")).status).toBe(404);
      const answer = await server.request("POST", "/api/chain/rpc", {
        body: { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      });
      expect(answer.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
