import {
  chainInfoResponseSchema,
  chainRpcBodySchema,
  chainRpcResponseSchema,
} from "@proparena/contracts/chain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PayoutChainSlot } from "../../chain/payout-chain";
import { notFound } from "../../lib/http-error";
import { limiter, type RateLimits } from "../rate-limits";

/**
 * GET /api/chain: which chain the payout contract is on, its address and the token's (public).
 * POST /api/chain/rpc: the embedded chain's JSON-RPC endpoint, for wallets and viem (public;
 * it reads, and takes transactions already signed). While the chain starts they answer 503;
 * a server built without one (tests that do not ask for it) answers 404.
 */
export const chainRoutes =
  (slot: PayoutChainSlot | undefined, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const chain = () => {
      if (!slot) throw notFound("This server runs no payout chain.");
      return slot.get();
    };
    app.get(
      "/chain",
      { schema: { tags: ["chain"], response: { 200: chainInfoResponseSchema } } },
      async () => chain().info,
    );
    app.post(
      "/chain/rpc",
      {
        schema: {
          tags: ["chain"],
          body: chainRpcBodySchema,
          response: { 200: chainRpcResponseSchema },
        },
        preHandler: limiter(app, "chain-rpc", [["ip", limits.chainRpcPerIp]]),
      },
      async (request) => {
        const { rpc } = chain();
        if (!rpc) {
          throw notFound(
            "The payouts are on a public chain: use its own RPC (GET /api/chain tells which).",
          );
        }
        return rpc(request.body) as never;
      },
    );
  };
