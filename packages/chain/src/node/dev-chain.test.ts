import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createWalletClient, parseEther, toHex, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, it } from "vitest";
import { testStablecoinAbi, testStablecoinBytecode } from "../artifacts/test-stablecoin";
import { memoryChainStore, type ChainStore } from "./chain-store";
import { DevChain } from "./dev-chain";
import { fileChainStore } from "./file-chain-store";
import { handleRpcBody, rpcRequest } from "./rpc";
import { testKey } from "../testing/test-key";
import { viemChain } from "./viem-chain";
import { devChainTransport } from "./viem-transport";

const owner = privateKeyToAccount(testKey("owner"));
const other = privateKeyToAccount(testKey("other"));
const chain = viemChain(1337, "test");

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(store: ChainStore, now = () => Date.parse("2026-02-02T10:00:00Z")) {
  const node = await DevChain.open({
    chainId: 1337,
    now,
    store,
    genesis: [{ address: owner.address, balance: parseEther("5") }],
  });
  const transport = devChainTransport(node);
  return {
    node,
    client: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ chain, transport, account: owner }),
  };
}

async function deployToken(c: Awaited<ReturnType<typeof open>>) {
  const hash = await c.wallet.deployContract({
    abi: testStablecoinAbi,
    bytecode: testStablecoinBytecode,
    args: [owner.address],
  });
  const receipt = await c.client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
  return receipt.contractAddress!;
}

describe("the in-process chain", () => {
  it("reopens from its file with the same blocks, contracts, balances and logs", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "devchain-"));
    dirs.push(dir);
    const file = path.join(dir, "chain.ndjson");
    const first = await open(fileChainStore(file));
    const token = await deployToken(first);
    const mint = await first.wallet.writeContract({
      address: token,
      abi: testStablecoinAbi,
      functionName: "mint",
      args: [other.address, 7_000_000n],
    });
    await first.client.waitForTransactionReceipt({ hash: mint, pollingInterval: 10 });
    const head = await first.client.getBlock();

    const again = await open(fileChainStore(file));
    expect(await again.client.getBlockNumber()).toBe(2n);
    expect((await again.client.getBlock()).hash).toBe(head.hash);
    expect(await again.client.getCode({ address: token })).toBe(
      await first.client.getCode({ address: token }),
    );
    const balance = () =>
      again.client.readContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: "balanceOf",
        args: [other.address],
      });
    expect(await balance()).toBe(7_000_000n);
    const receipt = await again.client.getTransactionReceipt({ hash: mint });
    expect(receipt.status).toBe("success");
    const logs = await again.client.getContractEvents({
      address: token,
      abi: testStablecoinAbi,
      eventName: "Transfer",
      fromBlock: 0n,
    });
    expect(logs.map((l) => l.args.value)).toEqual([7_000_000n]);
    expect((await again.client.getTransaction({ hash: mint })).from.toLowerCase()).toBe(
      owner.address.toLowerCase(),
    );
    // The reopened chain goes on from there.
    const nonce = await again.client.getTransactionCount({ address: owner.address });
    expect(nonce).toBe(2);
    await again.wallet.writeContract({
      address: token,
      abi: testStablecoinAbi,
      functionName: "mint",
      args: [other.address, 1n],
    });
    expect(await balance()).toBe(7_000_001n);
    // State at an older block stays readable.
    expect(await again.client.getCode({ address: token, blockNumber: 0n })).toBeUndefined();
  });

  it("drops a last line cut short by a crash, and refuses a damaged one before it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "devchain-"));
    dirs.push(dir);
    const file = path.join(dir, "chain.ndjson");
    const first = await open(fileChainStore(file));
    await deployToken(first);
    const whole = readFileSync(file, "utf8");
    appendFileSync(file, '{"block":"0xf9');
    const again = await open(fileChainStore(file));
    expect(await again.client.getBlockNumber()).toBe(1n);
    expect(readFileSync(file, "utf8")).toBe(whole);

    const lines = whole.split("\n");
    writeFileSync(file, ["{oops", ...lines.slice(1)].join("\n"));
    await expect(open(fileChainStore(file))).rejects.toThrow(/block line 1 is damaged/);
  });

  it("undoes a block it could not store, and stores the next one whole", async () => {
    const memory = memoryChainStore();
    let failNext = false;
    const store: ChainStore = {
      load: () => memory.load(),
      append(record) {
        if (failNext) {
          failNext = false;
          throw new Error("disk full");
        }
        memory.append(record);
      },
    };
    const c = await open(store);
    const token = await deployToken(c);
    const mint = (amount: bigint) =>
      c.wallet.writeContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: "mint",
        args: [other.address, amount],
      });
    const balance = (client: typeof c.client) =>
      client.readContract({
        address: token,
        abi: testStablecoinAbi,
        functionName: "balanceOf",
        args: [other.address],
      });
    failNext = true;
    await expect(mint(5n)).rejects.toThrow(/could not be stored: disk full/);
    expect(await c.client.getBlockNumber()).toBe(1n);
    expect(await balance(c.client)).toBe(0n);
    await mint(7n);
    expect(await balance(c.client)).toBe(7n);
    const again = await open(memory);
    expect(await again.client.getBlockNumber()).toBe(2n);
    expect(await balance(again.client)).toBe(7n);
  });

  it("stamps blocks with its clock, never before the block before", async () => {
    let now = Date.parse("2026-02-02T10:00:00Z");
    const c = await open(memoryChainStore(), () => now);
    await deployToken(c);
    expect((await c.client.getBlock()).timestamp).toBe(BigInt(now / 1000));
    now += 3_600_000;
    await c.wallet.sendTransaction({ to: other.address, value: 1n });
    expect((await c.client.getBlock()).timestamp).toBe(BigInt(now / 1000));
    now -= 7_200_000;
    await c.wallet.sendTransaction({ to: other.address, value: 1n });
    expect((await c.client.getBlock()).timestamp).toBe(BigInt(now / 1000 + 7200));
    expect(await c.client.getBalance({ address: other.address })).toBe(2n);
  });

  it("charges no gas, whatever fee a wallet offers, but never pays what it sends", async () => {
    const c = await open(memoryChainStore());
    const token = await deployToken(c);
    const broke = privateKeyToAccount(testKey("broke"));
    const signed = (nonce: number, value: bigint) =>
      broke.signTransaction({
        chainId: 1337,
        nonce,
        to: token,
        value,
        data: "0x",
        gas: 60_000n,
        maxFeePerGas: 3_000_000_000n,
        maxPriorityFeePerGas: 1_500_000_000n,
      });
    // A plain call to the token (no function: it reverts) is mined, and the sender paid nothing.
    const hash = (await rpcRequest(c.node, "eth_sendRawTransaction", [await signed(0, 0n)])) as Hex;
    expect((await c.client.getTransactionReceipt({ hash })).status).toBe("reverted");
    await expect(
      rpcRequest(c.node, "eth_sendRawTransaction", [await signed(1, parseEther("1"))]),
    ).rejects.toThrow(/insufficient funds/);
    expect(await c.client.getTransactionCount({ address: broke.address })).toBe(1);
  });

  it("answers JSON-RPC requests and batches, with errors as wallets read them", async () => {
    const c = await open(memoryChainStore());
    const token = await deployToken(c);
    const answer = (await handleRpcBody(c.node, [
      { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 2, method: "net_version" },
      { jsonrpc: "2.0", id: 3, method: "eth_nope", params: [] },
      { jsonrpc: "2.0", id: 4, method: "eth_getBalance", params: ["0x12", "latest"] },
      { jsonrpc: "2.0", id: 5 },
    ])) as { id: number; result?: unknown; error?: { code: number; message: string } }[];
    expect(answer[0]).toEqual({ jsonrpc: "2.0", id: 1, result: "0x539" });
    expect(answer[1]?.result).toBe("1337");
    expect(answer[2]?.error?.code).toBe(-32601);
    expect(answer[3]?.error?.code).toBe(-32602);
    expect(answer[4]?.error?.code).toBe(-32600);

    // A reverting call answers code 3 with the revert data (here: OwnableUnauthorizedAccount).
    const data = (toHex(new Uint8Array([0x40, 0xc1, 0x0f, 0x19])) +
      other.address.slice(2).padStart(64, "0") +
      "1".padStart(64, "0")) as Hex;
    const reverted = (await handleRpcBody(c.node, {
      jsonrpc: "2.0",
      id: 9,
      method: "eth_call",
      params: [{ from: other.address, to: token, data }, "latest"],
    })) as { error: { code: number; data: string } };
    expect(reverted.error.code).toBe(3);
    expect(reverted.error.data.slice(0, 10)).toBe("0x118cdaa7");

    // A signed transaction with a used nonce is refused and mines nothing.
    const before = await rpcRequest(c.node, "eth_blockNumber");
    const stale = await owner.signTransaction({
      chainId: 1337,
      nonce: 0,
      to: other.address,
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
    await expect(rpcRequest(c.node, "eth_sendRawTransaction", [stale])).rejects.toThrow(/nonce/);
    expect(await rpcRequest(c.node, "eth_blockNumber")).toBe(before);
    // Another chain's transaction is refused.
    const foreign = await owner.signTransaction({
      chainId: 1,
      nonce: 1,
      to: other.address,
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
    await expect(rpcRequest(c.node, "eth_sendRawTransaction", [foreign])).rejects.toThrow();
    expect(await rpcRequest(c.node, "eth_blockNumber")).toBe(before);
  });
});
