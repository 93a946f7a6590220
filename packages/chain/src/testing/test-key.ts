import { keccak256, toHex, type Hex } from "viem";

/** A private key named for its role in a test: the same on every run. */
export const testKey = (name: string): Hex => keccak256(toHex(`proparena test ${name}`));
