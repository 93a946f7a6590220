import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Hex } from "viem";
import { generatePrivateKey } from "viem/accounts";

/**
 * A private key kept in a file only its owner may read (0600): made on first use, read after.
 * The embedded chain's operator and guardian keys live in DATA_DIR/chain this way.
 */
export function readOrCreateKey(file: string): Hex {
  if (existsSync(file)) {
    const key = readFileSync(file, "utf8").trim();
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${file} does not hold a private key`);
    return key as Hex;
  }
  const key = generatePrivateKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  return key;
}
