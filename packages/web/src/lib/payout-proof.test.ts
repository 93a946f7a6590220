// @vitest-environment node
// The hashing library refuses jsdom's Uint8Arrays (another realm's); browsers and Node are fine.
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { describe, expect, it } from "vitest";
import { parsePayoutProof, proofOf, verifyPayoutProof } from "./payout-proof";

const tree = StandardMerkleTree.of(
  [
    ["c1", "55000"],
    ["c2", "1576"],
    ["c3", "1576"],
  ],
  ["string", "uint256"],
);

describe("payout proofs", () => {
  it("verifies a credit against its week's root and rejects a tampered one", () => {
    const good = proofOf("2026-01-05", tree.root, {
      id: "c1",
      amountCents: 55_000,
      proof: tree.getProof(0),
    });
    expect(verifyPayoutProof(good)).toBe(true);
    expect(verifyPayoutProof({ ...good, leaf: ["c1", "55001"] })).toBe(false);
    expect(verifyPayoutProof({ ...good, leaf: ["c2", "55000"] })).toBe(false);
    expect(verifyPayoutProof({ ...good, root: `0x${"0".repeat(64)}` })).toBe(false);
  });

  it("reads a pasted proof, and refuses what is not one", () => {
    const good = proofOf("2026-01-05", tree.root, {
      id: "c2",
      amountCents: 1_576,
      proof: tree.getProof(1),
    });
    expect(parsePayoutProof(JSON.stringify(good))).toEqual(good);
    expect(parsePayoutProof("not json")).toBeNull();
    expect(parsePayoutProof(JSON.stringify({ ...good, proof: ["0x12"] }))).toBeNull();
    expect(parsePayoutProof(JSON.stringify({ ...good, leaf: ["c2", "-5"] }))).toBeNull();
  });
});
