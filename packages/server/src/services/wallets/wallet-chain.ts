import type { PayoutChain } from "../../chain/payout-chain";
import { notFound } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";

/** The payout chain wallets link to: 404 when the server runs none, 503 while it starts. */
export function walletChain(ctx: ServiceContext): PayoutChain {
  if (!ctx.chain) throw notFound("This server runs no payout chain.");
  return ctx.chain.get();
}

/** The SIWE domain and URI: the public site the trader signs in to. */
export function siweSite(ctx: ServiceContext): { domain: string; uri: string } {
  const origin = new URL(ctx.settings.publicOrigin);
  return { domain: origin.host, uri: origin.origin };
}
