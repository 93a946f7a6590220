import type { TypedTransaction } from "@ethereumjs/tx";
import { bytesToHex } from "@ethereumjs/util";
import type { StoredReceipt } from "./chain-store";
import { BLOCK_GAS_LIMIT, type CallRequest, type DevChain, type Hex } from "./dev-chain";
import { RpcError } from "./rpc-error";

type Mined = NonNullable<ReturnType<DevChain["blockAt"]>>;

const qty = (n: bigint | number) => `0x${n.toString(16)}`;

/**
 * The JSON-RPC methods of the embedded chain: what viem and a wallet such as MetaMask ask of a
 * node to read, estimate, send a signed transaction and follow it. Answers the result or
 * throws an RpcError.
 */
export async function rpcRequest(
  chain: DevChain,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  const p = (i: number) => params[i];
  switch (method) {
    case "eth_chainId":
      return qty(chain.chainId);
    case "net_version":
      return String(chain.chainId);
    case "net_listening":
      return true;
    case "web3_clientVersion":
      return "proparena-embedded/ethereumjs";
    case "eth_syncing":
      return false;
    case "eth_accounts":
    case "eth_requestAccounts":
      return [];
    case "eth_blockNumber":
      return qty(chain.blockNumber);
    case "eth_gasPrice":
    case "eth_maxPriorityFeePerGas":
    case "eth_blobBaseFee":
      return "0x0";
    case "eth_feeHistory":
      return feeHistory(chain, Number(p(0)), p(1));
    case "eth_getBalance":
      return qty((await chain.account(address(p(0)), p(1))).balance);
    case "eth_getTransactionCount":
      return qty((await chain.account(address(p(0)), p(1))).nonce);
    case "eth_getCode":
      return (await chain.account(address(p(0)), p(1))).code;
    case "eth_getStorageAt":
      return chain.storageAt(address(p(0)), hex(p(1)), p(2));
    case "eth_call":
      return (await chain.call(callRequest(p(0)), p(1))).returned;
    case "eth_estimateGas": {
      // Nested calls keep 1/64 of their gas back: a margin covers that; gas is free here.
      const { gasUsed } = await chain.call(callRequest(p(0)), p(1));
      const estimate = (gasUsed * 13n) / 10n + 10_000n;
      return qty(estimate > BLOCK_GAS_LIMIT ? BLOCK_GAS_LIMIT : estimate);
    }
    case "eth_sendRawTransaction":
      return chain.sendRawTransaction(hex(p(0)));
    case "eth_getTransactionByHash": {
      const found = chain.transaction(hex(p(0)));
      return found ? txJson(found.tx, found.mined, found.index, found.receipt) : null;
    }
    case "eth_getTransactionReceipt": {
      const found = chain.transaction(hex(p(0)));
      return found ? receiptJson(found.tx, found.mined, found.index, found.receipt) : null;
    }
    case "eth_getBlockByNumber": {
      const mined = chain.blockAt(p(0));
      return mined ? blockJson(mined, p(1) === true) : null;
    }
    case "eth_getBlockByHash": {
      const mined = chain.blockByHash(hex(p(0)));
      return mined ? blockJson(mined, p(1) === true) : null;
    }
    case "eth_getLogs":
      return getLogs(chain, p(0));
    default:
      throw new RpcError(-32601, `the method ${method} does not exist/is not available`);
  }
}

function hex(value: unknown): Hex {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]*$/.test(value)) {
    throw new RpcError(-32602, `invalid argument: expected 0x hex, got ${JSON.stringify(value)}`);
  }
  return value.toLowerCase() as Hex;
}

function address(value: unknown): Hex {
  const h = hex(value);
  if (h.length !== 42) throw new RpcError(-32602, `invalid address: ${String(value)}`);
  return h;
}

function callRequest(value: unknown): CallRequest {
  if (typeof value !== "object" || value === null) {
    throw new RpcError(-32602, "invalid argument 0: expected a call object");
  }
  const v = value as Record<string, unknown>;
  const opt = (name: string) =>
    v[name] === undefined || v[name] === null ? undefined : hex(v[name]);
  return {
    from: v.from ? address(v.from) : undefined,
    to: v.to ? address(v.to) : undefined,
    data: opt("data"),
    input: opt("input"),
    value: opt("value"),
    gas: opt("gas"),
  };
}

function feeHistory(chain: DevChain, count: number, newest: unknown) {
  const last = chain.blockAt(newest)?.block.header.number ?? chain.blockNumber;
  const n = Math.max(0, Math.min(count, Number(last) + 1, 1024));
  return {
    oldestBlock: qty(last - BigInt(n) + 1n),
    baseFeePerGas: Array.from({ length: n + 1 }, () => "0x0"),
    gasUsedRatio: Array.from({ length: n }, () => 0),
    reward: Array.from({ length: n }, () => ["0x0"]),
  };
}

function blockJson(mined: Mined, full: boolean) {
  const h = mined.block.header;
  return {
    number: qty(h.number),
    hash: mined.hash,
    parentHash: bytesToHex(h.parentHash),
    nonce: bytesToHex(h.nonce),
    mixHash: bytesToHex(h.mixHash),
    sha3Uncles: bytesToHex(h.uncleHash),
    logsBloom: bytesToHex(h.logsBloom),
    transactionsRoot: bytesToHex(h.transactionsTrie),
    stateRoot: bytesToHex(h.stateRoot),
    receiptsRoot: bytesToHex(h.receiptTrie),
    miner: h.coinbase.toString(),
    difficulty: qty(h.difficulty),
    totalDifficulty: "0x0",
    extraData: bytesToHex(h.extraData),
    size: qty(mined.block.serialize().length),
    gasLimit: qty(h.gasLimit),
    gasUsed: qty(h.gasUsed),
    timestamp: qty(h.timestamp),
    baseFeePerGas: qty(h.baseFeePerGas ?? 0n),
    withdrawalsRoot: h.withdrawalsRoot ? bytesToHex(h.withdrawalsRoot) : undefined,
    blobGasUsed: h.blobGasUsed === undefined ? undefined : qty(h.blobGasUsed),
    excessBlobGas: h.excessBlobGas === undefined ? undefined : qty(h.excessBlobGas),
    parentBeaconBlockRoot: h.parentBeaconBlockRoot
      ? bytesToHex(h.parentBeaconBlockRoot)
      : undefined,
    withdrawals: [],
    uncles: [],
    transactions: mined.block.transactions.map((tx, i) =>
      full ? txJson(tx, mined, i, mined.receipts[i]!) : bytesToHex(tx.hash()),
    ),
  };
}

function txJson(tx: TypedTransaction, mined: Mined, index: number, receipt: StoredReceipt) {
  const json = tx.toJSON() as Record<string, unknown>;
  return {
    ...json,
    type: qty(tx.type),
    hash: bytesToHex(tx.hash()),
    from: receipt.from,
    to: tx.to?.toString() ?? null,
    gas: json.gasLimit,
    input: json.data,
    gasPrice: "gasPrice" in tx ? qty(tx.gasPrice) : "0x0",
    chainId: qty(tx.common.chainId()),
    yParity: json.v,
    blockHash: mined.hash,
    blockNumber: qty(mined.block.header.number),
    transactionIndex: qty(index),
  };
}

function logsJson(mined: Mined, tx: TypedTransaction, index: number, firstLogIndex: number) {
  const receipt = mined.receipts[index]!;
  return receipt.logs.map(([addr, topics, data], i) => ({
    address: addr,
    topics,
    data,
    blockNumber: qty(mined.block.header.number),
    blockHash: mined.hash,
    transactionHash: bytesToHex(tx.hash()),
    transactionIndex: qty(index),
    logIndex: qty(firstLogIndex + i),
    removed: false,
  }));
}

function receiptJson(tx: TypedTransaction, mined: Mined, index: number, receipt: StoredReceipt) {
  const before = mined.receipts.slice(0, index).reduce((n, r) => n + r.logs.length, 0);
  return {
    transactionHash: bytesToHex(tx.hash()),
    transactionIndex: qty(index),
    blockHash: mined.hash,
    blockNumber: qty(mined.block.header.number),
    from: receipt.from,
    to: tx.to?.toString() ?? null,
    cumulativeGasUsed: receipt.cumulativeGasUsed,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: "0x0",
    contractAddress: receipt.contractAddress,
    logs: logsJson(mined, tx, index, before),
    logsBloom: bytesToHex(mined.block.header.logsBloom),
    status: qty(receipt.status),
    type: qty(tx.type),
  };
}

/** eth_getLogs: by block range or block hash, address (one or many) and topic positions. */
function getLogs(chain: DevChain, value: unknown) {
  const filter = (value ?? {}) as {
    fromBlock?: unknown;
    toBlock?: unknown;
    blockHash?: string;
    address?: string | string[];
    topics?: (string | string[] | null)[];
  };
  let blocks: Mined[];
  if (filter.blockHash) {
    const mined = chain.blockByHash(hex(filter.blockHash));
    if (!mined) throw new RpcError(-32000, "unknown block");
    blocks = [mined];
  } else {
    const from = chain.blockAt(filter.fromBlock ?? "latest")?.block.header.number;
    const to = chain.blockAt(filter.toBlock ?? "latest")?.block.header.number ?? chain.blockNumber;
    blocks = from === undefined ? [] : chain.blocksBetween(from, to);
  }
  const addresses = filter.address
    ? (Array.isArray(filter.address) ? filter.address : [filter.address]).map((a) => address(a))
    : undefined;
  const topics = (filter.topics ?? []).map((t) =>
    t === null ? null : (Array.isArray(t) ? t : [t]).map((x) => hex(x)),
  );
  return blocks.flatMap((mined) => {
    let first = 0;
    return mined.block.transactions.flatMap((tx, i) => {
      const logs = logsJson(mined, tx, i, first);
      first += logs.length;
      return logs.filter(
        (log) =>
          (!addresses || addresses.includes(log.address.toLowerCase() as Hex)) &&
          topics.every((wanted, k) => wanted === null || wanted.includes(log.topics[k] as Hex)),
      );
    });
  });
}

/** Answers one JSON-RPC request object, or a batch of them (an array). */
export async function handleRpcBody(chain: DevChain, body: unknown): Promise<unknown> {
  if (Array.isArray(body)) return Promise.all(body.map((one) => handleOne(chain, one)));
  return handleOne(chain, body);
}

async function handleOne(chain: DevChain, body: unknown) {
  const request = (body ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  const id = request.id ?? null;
  if (typeof request.method !== "string") {
    return { jsonrpc: "2.0", id, error: { code: -32600, message: "invalid request" } };
  }
  try {
    const params = Array.isArray(request.params) ? request.params : [];
    const result = await rpcRequest(chain, request.method, params);
    return { jsonrpc: "2.0", id, result };
  } catch (error) {
    const e = error instanceof RpcError ? error : new RpcError(-32603, (error as Error).message);
    return { jsonrpc: "2.0", id, error: e.toJSON() };
  }
}
