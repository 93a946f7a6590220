import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  truncateSync,
} from "node:fs";
import type { BlockRecord, ChainStore } from "./chain-store";

/**
 * The chain as one NDJSON file, one block a line, appended and synced as each block is mined.
 * A last line cut short by a crash is a block that was never acknowledged: it is cut off.
 */
export function fileChainStore(file: string): ChainStore {
  return {
    load() {
      if (!existsSync(file)) return [];
      const text = readFileSync(file, "utf8");
      const records: BlockRecord[] = [];
      let offset = 0;
      while (offset < text.length) {
        const end = text.indexOf("\n", offset);
        const line = text.slice(offset, end === -1 ? text.length : end);
        try {
          if (end === -1) throw new Error("no end of line");
          records.push(JSON.parse(line) as BlockRecord);
        } catch (error) {
          if (end !== -1 && end < text.length - 1) {
            throw new Error(`${file}: block line ${records.length + 1} is damaged`, {
              cause: error,
            });
          }
          truncateSync(file, Buffer.byteLength(text.slice(0, offset)));
          break;
        }
        offset = end + 1;
      }
      return records;
    },
    append(record) {
      appendFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
      const fd = openSync(file, "r+");
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}
