import {
  linkWalletBodySchema,
  relayClaimResponseSchema,
  siweNonceResponseSchema,
  walletResponseSchema,
} from "@proparena/contracts/wallets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceContext } from "../../services/service-context";
import { linkWallet } from "../../services/wallets/link-wallet";
import { relayClaim } from "../../services/wallets/relay-claim";
import { siweNonce } from "../../services/wallets/siwe-nonce";
import { unlinkWallet } from "../../services/wallets/unlink-wallet";
import { linkedWallet, walletView } from "../../services/wallets/wallet-view";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["payouts"];
const errors = errorResponses(400, 401, 404, 409, 503);

/** A trader's payout wallet (SIWE link, unlink) and the relayed claim (issue 30). */
export const walletRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/wallet",
      { schema: { tags, response: { 200: walletResponseSchema, ...errors } } },
      async (request) => {
        const row = await linkedWallet(ctx.db, currentUser(request).id);
        return { wallet: row ? walletView(row) : null };
      },
    );
    app.get(
      "/wallet/nonce",
      {
        schema: {
          tags,
          description: "A nonce and the fields of the Sign-In with Ethereum message to sign.",
          response: { 200: siweNonceResponseSchema, ...errors },
        },
      },
      async (request) => siweNonce(ctx, currentUser(request)),
    );
    app.post(
      "/wallet",
      {
        schema: {
          tags,
          description: "Links the wallet that signed the SIWE message as the payout wallet.",
          body: linkWalletBodySchema,
          response: { 200: walletResponseSchema, ...errors },
        },
      },
      async (request) => linkWallet(ctx, currentUser(request), request.body, request.ip),
    );
    app.delete(
      "/wallet",
      { schema: { tags, response: { 200: walletResponseSchema, ...errors } } },
      async (request) => unlinkWallet(ctx, currentUser(request), request.ip),
    );
    app.post(
      "/wallet/claim",
      {
        schema: {
          tags,
          description: "The platform sends the claim of the newest week to the linked wallet.",
          response: { 200: relayClaimResponseSchema, ...errors },
        },
        // One sender of the operator's transactions: the leader.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => relayClaim(ctx, currentUser(request)),
    );
  };
