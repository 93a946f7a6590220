import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import type { Address, Hex } from "viem";

/**
 * The leaf of a week's root, in @openzeppelin/merkle-tree's standard encoding: the wallet and
 * the cumulative amount it is owed over all weeks so far, in token units (6 decimals). The
 * contract hashes (wallet, cumulativeAmount) the same way (PayoutDistributor._settled).
 */
export const PAYOUT_CHAIN_LEAF_ENCODING = ["address", "uint256"] as const;

export interface PayoutLeaf {
  wallet: Address;
  cumulativeAmount: bigint;
}

/** A week's tree: its root and each wallet's proof. A wallet appears once. */
export function payoutTree(leaves: PayoutLeaf[]) {
  const seen = new Set(leaves.map((l) => l.wallet.toLowerCase()));
  if (seen.size !== leaves.length) throw new Error("a wallet appears twice in the week's leaves");
  const tree = StandardMerkleTree.of(
    leaves.map((l) => [l.wallet, l.cumulativeAmount.toString()]),
    [...PAYOUT_CHAIN_LEAF_ENCODING],
  );
  return {
    root: tree.root as Hex,
    proof(wallet: Address): Hex[] {
      const i = leaves.findIndex((l) => l.wallet.toLowerCase() === wallet.toLowerCase());
      if (i === -1) throw new Error(`${wallet} is not in the tree`);
      return tree.getProof(i) as Hex[];
    },
  };
}
