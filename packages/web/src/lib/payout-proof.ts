import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { PAYOUT_LEAF_ENCODING } from "@proparena/contracts/payouts";
import { saveFile } from "./save-file";

/** What a trader downloads and anyone can check: the week's root, the leaf and its proof. */
export interface PayoutProof {
  weekKey: string;
  root: string;
  /** [credit id, amount in cents] */
  leaf: [string, string];
  proof: string[];
}

export function proofOf(
  weekKey: string,
  root: string,
  credit: { id: string; amountCents: number; proof: string[] },
): PayoutProof {
  return { weekKey, root, leaf: [credit.id, String(credit.amountCents)], proof: credit.proof };
}

/** Checks a proof in the browser, with the same library and leaf encoding as the server. */
export function verifyPayoutProof(p: PayoutProof): boolean {
  try {
    return StandardMerkleTree.verify(p.root, [...PAYOUT_LEAF_ENCODING], p.leaf, p.proof);
  } catch {
    return false;
  }
}

/** Reads a pasted proof; null when it is not one. */
export function parsePayoutProof(text: string): PayoutProof | null {
  try {
    const value = JSON.parse(text) as Partial<PayoutProof>;
    const hex = (s: unknown) => typeof s === "string" && /^0x[0-9a-fA-F]{64}$/.test(s);
    if (
      typeof value.weekKey !== "string" ||
      !hex(value.root) ||
      !Array.isArray(value.leaf) ||
      value.leaf.length !== 2 ||
      typeof value.leaf[0] !== "string" ||
      !/^\d+$/.test(String(value.leaf[1])) ||
      !Array.isArray(value.proof) ||
      !value.proof.every(hex)
    ) {
      return null;
    }
    return {
      weekKey: value.weekKey,
      root: value.root as string,
      leaf: [value.leaf[0], String(value.leaf[1])],
      proof: value.proof as string[],
    };
  } catch {
    return null;
  }
}

/** Saves a proof as a JSON file the trader can keep and anyone can check on /payouts. */
export function downloadPayoutProof(proof: PayoutProof) {
  const blob = new Blob([JSON.stringify(proof, null, 2)], { type: "application/json" });
  saveFile(blob, `payout-proof-${proof.weekKey}-${proof.leaf[0]}.json`);
}
