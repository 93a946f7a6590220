import { createBlock, createBlockFromRLP, type Block } from "@ethereumjs/block";
import { createCustomCommon, Hardfork, Mainnet, type Common } from "@ethereumjs/common";
import { createEVM, type EVMInterface } from "@ethereumjs/evm";
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import { createTx, createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import {
  createZeroAddress,
  bytesToHex,
  createAccount,
  createAddressFromString,
  hexToBytes,
  MapDB,
} from "@ethereumjs/util";
import { buildBlock, createVM, type VM } from "@ethereumjs/vm";
import type { BlockRecord, ChainStore, StoredReceipt } from "./chain-store";
import { RpcError } from "./rpc-error";

export type Hex = `0x${string}`;

export interface DevChainOptions {
  chainId: number;
  /** Block time: each block is stamped with this clock (ms), never earlier than its parent. */
  now: () => number;
  store: ChainStore;
  /** Balances (wei) of the first block; used only when the store is empty. */
  genesis?: { address: Hex; balance: bigint }[];
}

/** A block as the RPC shows it, with its receipts. */
interface MinedBlock {
  block: Block;
  hash: Hex;
  receipts: StoredReceipt[];
}

export interface CallRequest {
  from?: Hex;
  to?: Hex | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
}

export const BLOCK_GAS_LIMIT = 30_000_000n;

/**
 * A one-node EVM chain in this process, on @ethereumjs/vm: each transaction is mined into a
 * block of its own at once (automine), gas is free (the base fee is 0), and every block is
 * appended to the store with the state it wrote, so the chain reopens where it was.
 * Calls and transactions run one at a time.
 */
export class DevChain {
  readonly chainId: number;
  readonly common: Common;
  readonly #vm: VM;
  readonly #now: () => number;
  readonly #store: ChainStore;
  /** Trie nodes written since the last block was stored. */
  readonly #written: [string, string][];
  readonly #blocks: MinedBlock[] = [];
  readonly #byHash = new Map<string, number>();
  readonly #txs = new Map<string, { block: number; index: number }>();
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(opts: DevChainOptions, common: Common, vm: VM, written: [string, string][]) {
    this.chainId = opts.chainId;
    this.common = common;
    this.#vm = vm;
    this.#now = opts.now;
    this.#store = opts.store;
    this.#written = written;
  }

  /** Opens the chain the store holds, or starts a new one from `genesis`. */
  static async open(opts: DevChainOptions): Promise<DevChain> {
    const common = createCustomCommon(
      { chainId: opts.chainId, name: `embedded-${opts.chainId}` },
      Mainnet,
      { hardfork: Hardfork.Cancun },
    );
    const records = opts.store.load();
    const { db, written } = recordingDb(records);
    const trie = new MerklePatriciaTrie({ db, useKeyHashing: true, common });
    const stateManager = new MerkleStateManager({ common, trie });
    const vm = await createVM({ common, stateManager });
    const chain = new DevChain(opts, common, vm, written);
    if (records.length === 0) {
      await chain.#genesis(opts.genesis ?? []);
    } else {
      for (const record of records) {
        const block = createBlockFromRLP(hexToBytes(record.block as Hex), {
          common,
          setHardfork: false,
        });
        chain.#index(block, record.receipts);
      }
      await stateManager.setStateRoot(chain.#head.block.header.stateRoot);
    }
    return chain;
  }

  get #head(): MinedBlock {
    return this.#blocks[this.#blocks.length - 1]!;
  }

  get blockNumber(): bigint {
    return this.#head.block.header.number;
  }

  async #genesis(accounts: { address: Hex; balance: bigint }[]) {
    const sm = this.#vm.stateManager;
    for (const a of accounts) {
      await sm.putAccount(
        createAddressFromString(a.address),
        createAccount({ balance: a.balance }),
      );
    }
    const stateRoot = await sm.getStateRoot();
    const block = createBlock(
      {
        header: {
          number: 0n,
          timestamp: BigInt(Math.floor(this.#now() / 1000)),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: 0n,
          stateRoot,
        },
      },
      { common: this.common, setHardfork: false },
    );
    this.#commit(block, []);
  }

  /** Runs one piece of work after the ones before it. */
  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #index(block: Block, receipts: StoredReceipt[]) {
    const hash = bytesToHex(block.hash()) as Hex;
    const number = this.#blocks.length;
    this.#blocks.push({ block, hash, receipts });
    this.#byHash.set(hash, number);
    block.transactions.forEach((tx, index) => {
      this.#txs.set(bytesToHex(tx.hash()), { block: number, index });
    });
  }

  /**
   * Stores the block, then shows it. Nodes leave the pending list only once stored, so a block
   * that could not be stored leaves them for the next one.
   */
  #commit(block: Block, receipts: StoredReceipt[]) {
    const nodes = this.#written.slice();
    this.#store.append({ block: bytesToHex(block.serialize()), receipts, nodes });
    this.#written.splice(0, nodes.length);
    this.#index(block, receipts);
  }

  /** Commits a mined block; when it cannot be stored, the state goes back to its parent's. */
  async #commitOrUndo(parent: Block, block: Block, receipts: StoredReceipt[]) {
    try {
      this.#commit(block, receipts);
    } catch (error) {
      await this.#vm.stateManager.setStateRoot(parent.header.stateRoot);
      throw new RpcError(-32000, `the block could not be stored: ${(error as Error).message}`);
    }
  }

  /** The block a number or tag names (latest when omitted); undefined past the head. */
  blockAt(tag: unknown = "latest"): MinedBlock | undefined {
    if (tag === "latest" || tag === "pending" || tag === "safe" || tag === "finalized") {
      return this.#head;
    }
    if (tag === "earliest") return this.#blocks[0];
    if (typeof tag === "string" && /^0x[0-9a-fA-F]+$/.test(tag)) {
      if (tag.length === 66) return this.blockByHash(tag);
      const n = Number(BigInt(tag));
      return this.#blocks[n];
    }
    throw new RpcError(-32602, `invalid block tag: ${String(tag)}`);
  }

  blockByHash(hash: string): MinedBlock | undefined {
    const n = this.#byHash.get(hash.toLowerCase());
    return n === undefined ? undefined : this.#blocks[n];
  }

  blocksBetween(from: bigint, to: bigint): MinedBlock[] {
    return this.#blocks.slice(Number(from), Number(to) + 1);
  }

  transaction(hash: string) {
    const at = this.#txs.get(hash.toLowerCase());
    if (!at) return undefined;
    const mined = this.#blocks[at.block]!;
    return {
      mined,
      index: at.index,
      tx: mined.block.transactions[at.index]!,
      receipt: mined.receipts[at.index]!,
    };
  }

  /** The state as of a block (the head's is the live one). */
  async #stateAt(tag: unknown) {
    const mined = this.blockAt(tag);
    if (!mined) throw new RpcError(-32000, `header not found: ${String(tag)}`);
    if (mined === this.#head) return this.#vm.stateManager;
    const copy = this.#vm.stateManager.shallowCopy(false);
    await copy.setStateRoot(mined.block.header.stateRoot);
    return copy;
  }

  account(address: Hex, tag: unknown) {
    return this.#serial(async () => {
      const state = await this.#stateAt(tag);
      const addr = createAddressFromString(address);
      const account = await state.getAccount(addr);
      return {
        balance: account?.balance ?? 0n,
        nonce: account?.nonce ?? 0n,
        code: bytesToHex(await state.getCode(addr)) as Hex,
      };
    });
  }

  storageAt(address: Hex, slot: Hex, tag: unknown) {
    return this.#serial(async () => {
      const state = await this.#stateAt(tag);
      const key = hexToBytes(`0x${slot.slice(2).padStart(64, "0")}`);
      const value = await state.getStorage(createAddressFromString(address), key);
      return `0x${bytesToHex(value).slice(2).padStart(64, "0")}` as Hex;
    });
  }

  /** A block after the head, as calls see it: stamped now. */
  #pendingBlock(): Block {
    const head = this.#head.block.header;
    return createBlock(
      {
        header: {
          number: head.number + 1n,
          parentHash: head.hash(),
          timestamp: this.#nextTimestamp(),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: 0n,
        },
      },
      { common: this.common, setHardfork: false },
    );
  }

  #nextTimestamp(): bigint {
    const now = BigInt(Math.floor(this.#now() / 1000));
    const parent = this.#head.block.header.timestamp;
    return now > parent ? now : parent;
  }

  /**
   * Runs a call without keeping its effects (eth_call, eth_estimateGas); a revert throws the
   * RPC error wallets expect (code 3, the revert data).
   */
  call(request: CallRequest, tag: unknown = "latest") {
    return this.#serial(async () => {
      const mined = this.blockAt(tag);
      if (!mined) throw new RpcError(-32000, `header not found: ${String(tag)}`);
      const evm: EVMInterface =
        mined === this.#head
          ? this.#vm.evm
          : await createEVM({ common: this.common, stateManager: await this.#stateAt(tag) });
      const data = request.input ?? request.data ?? "0x";
      const gasLimit = request.gas ? BigInt(request.gas) : BLOCK_GAS_LIMIT;
      await evm.stateManager.checkpoint();
      try {
        const result = await evm.runCall({
          caller: request.from ? createAddressFromString(request.from) : createZeroAddress(),
          to: request.to ? createAddressFromString(request.to) : undefined,
          data: hexToBytes(data),
          value: request.value ? BigInt(request.value) : 0n,
          gasLimit,
          gasPrice: 0n,
          block: mined === this.#head ? this.#pendingBlock() : mined.block,
        });
        const error = result.execResult.exceptionError;
        const returned = bytesToHex(result.execResult.returnValue) as Hex;
        if (error) {
          if (error.error === "revert") throw new RpcError(3, "execution reverted", returned);
          throw new RpcError(-32000, error.error);
        }
        const intrinsic = createTx(
          {
            type: 2,
            to: request.to ?? undefined,
            data: hexToBytes(data),
            gasLimit: BLOCK_GAS_LIMIT,
          },
          { common: this.common },
        ).getIntrinsicGas();
        return { returned, gasUsed: result.execResult.executionGasUsed + intrinsic };
      } finally {
        await evm.stateManager.revert();
      }
    });
  }

  /** Mines a signed transaction into a block of its own; answers its hash. */
  sendRawTransaction(raw: Hex) {
    return this.#serial(async () => {
      let tx: TypedTransaction;
      try {
        tx = createTxFromRLP(hexToBytes(raw), { common: this.common });
      } catch (error) {
        throw new RpcError(-32602, `invalid transaction: ${(error as Error).message}`);
      }
      if (!tx.isSigned()) throw new RpcError(-32602, "invalid transaction: not signed");
      const hash = bytesToHex(tx.hash()) as Hex;
      if (this.#txs.has(hash)) throw new RpcError(-32000, "already known");
      const from = tx.getSenderAddress();
      const head = this.#head.block;
      const builder = await buildBlock(this.#vm, {
        parentBlock: head,
        headerData: {
          number: head.header.number + 1n,
          timestamp: this.#nextTimestamp(),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: 0n,
        },
        blockOpts: { putBlockIntoBlockchain: false, setHardfork: false },
      });
      let result;
      try {
        await coverGas(this.#vm, tx);
        result = await builder.addTransaction(tx);
      } catch (error) {
        await builder.revert();
        throw new RpcError(-32000, txRefusal((error as Error).message));
      }
      const { block } = await builder.build();
      const receipt = result.receipt;
      await this.#commitOrUndo(head, block, [
        {
          from: from.toString(),
          status: "status" in receipt ? receipt.status : 1,
          gasUsed: `0x${result.totalGasSpent.toString(16)}`,
          cumulativeGasUsed: `0x${receipt.cumulativeBlockGasUsed.toString(16)}`,
          contractAddress: result.createdAddress?.toString() ?? null,
          logs: receipt.logs.map(([address, topics, data]) => [
            bytesToHex(address),
            topics.map((t) => bytesToHex(t)),
            bytesToHex(data),
          ]),
        },
      ]);
      return hash;
    });
  }
}

/**
 * Gas is free on this chain, whatever fee a wallet offers (MetaMask adds a tip of its own): a
 * sender short of the fee is credited it, inside the block, before the transaction runs. The
 * value a transaction sends is never covered.
 */
async function coverGas(vm: VM, tx: TypedTransaction) {
  const price = "maxFeePerGas" in tx ? tx.maxFeePerGas : "gasPrice" in tx ? tx.gasPrice : 0n;
  const fee = tx.gasLimit * price;
  if (fee === 0n) return;
  const from = tx.getSenderAddress();
  const account = (await vm.stateManager.getAccount(from)) ?? createAccount({});
  if (account.balance >= tx.value + fee) return;
  account.balance += fee;
  await vm.stateManager.putAccount(from, account);
}

/** The VM's words for a refused transaction, in the words wallets and viem recognise (geth's). */
function txRefusal(message: string): string {
  const said = message.split(" (")[0] ?? message;
  const nonces = /account has nonce of: (\d+) tx has nonce of: (\d+)/.exec(said);
  if (nonces) {
    return `${BigInt(nonces[2]!) < BigInt(nonces[1]!) ? "nonce too low" : "nonce too high"}: ${said}`;
  }
  if (/enough funds/.test(said)) return `insufficient funds for gas * price + value: ${said}`;
  return said;
}

/**
 * The trie database: a map that notes every write, so each block can store what it wrote,
 * filled on open with what the stored blocks wrote.
 */
function recordingDb(records: BlockRecord[]) {
  const written: [string, string][] = [];
  const encode = (v: unknown) => (v instanceof Uint8Array ? bytesToHex(v) : `s:${String(v)}`);
  const decode = (v: string) => (v.startsWith("s:") ? v.slice(2) : hexToBytes(v as Hex));
  class RecordingMap extends Map<string, unknown> {
    override set(key: string, value: unknown) {
      written.push([key, encode(value)]);
      return super.set(key, value);
    }
  }
  const map = new RecordingMap();
  for (const record of records) {
    for (const [key, value] of record.nodes) Map.prototype.set.call(map, key, decode(value));
  }
  return { db: new MapDB<string, Uint8Array | string>(map as Map<string, never>), written };
}
