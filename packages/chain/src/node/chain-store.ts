/**
 * What the embedded chain keeps so that it survives a restart: one record per block, with the
 * state-trie nodes that block wrote (nodes are content-addressed and never deleted, so the
 * state of every block stays readable) and the block's receipts.
 */
export interface BlockRecord {
  /** The block, RLP-encoded (0x hex). */
  block: string;
  receipts: StoredReceipt[];
  /** Trie nodes written by this block: [key, value]; a value is 0x hex (bytes) or text. */
  nodes: [string, string][];
}

export interface StoredReceipt {
  from: string;
  status: 0 | 1;
  gasUsed: string;
  cumulativeGasUsed: string;
  contractAddress: string | null;
  /** [address, topics, data] */
  logs: [string, string[], string][];
}

export interface ChainStore {
  /** Every record, oldest first; empty for a new chain. */
  load(): BlockRecord[];
  append(record: BlockRecord): void;
}

/** A chain that lives as long as the process (tests). */
export function memoryChainStore(): ChainStore & { records: BlockRecord[] } {
  const records: BlockRecord[] = [];
  return {
    records,
    load: () => [...records],
    append: (record) => void records.push(record),
  };
}
