import { custom } from "viem";
import type { DevChain } from "./dev-chain";
import { rpcRequest } from "./rpc";

/**
 * viem over the in-process chain: the same client code a real chain's HTTP transport runs.
 * No retries: an answer from the chain in this process is final (viem would otherwise retry a
 * revert, which it cannot tell from a passing fault behind a custom transport).
 */
export function devChainTransport(chain: DevChain) {
  return custom(
    {
      request: ({ method, params }: { method: string; params?: unknown }) =>
        rpcRequest(chain, method, Array.isArray(params) ? params : []),
    },
    { retryCount: 0 },
  );
}
