// The desk's ids (orders, positions, parts closed): unpredictable to traders, yet the same on a
// replay of the journal, because each is a hash of a secret salt and a counter the journal
// records (journal-entry.ts `idsFrom`).
import { createHash, randomBytes } from "node:crypto";

/** A new salt for a new journal (desk_checkpoint.salt). */
export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** Counter-based UUIDs (version 4 layout) under a secret salt. */
export class DeskIds {
  private readonly salt: Buffer;

  constructor(
    salt: string,
    /** The counter of the next id. */
    public next = 0,
  ) {
    this.salt = Buffer.from(salt, "hex");
  }

  /** The next id (an arrow function: the engine keeps it as its `newId`). */
  readonly newId = (): string => {
    const n = this.next++;
    const h = createHash("sha256").update(this.salt).update(String(n)).digest();
    h[6] = (h[6]! & 0x0f) | 0x40;
    h[8] = (h[8]! & 0x3f) | 0x80;
    const x = h.toString("hex", 0, 16);
    return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
  };
}
