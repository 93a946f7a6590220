import { defineChain } from "viem";

/** viem's description of a chain known only by its id (and, over HTTP, its RPC URL). */
export function viemChain(id: number, name: string, rpcUrl?: string) {
  return defineChain({
    id,
    name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] } },
  });
}
