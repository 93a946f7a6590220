import {
  myChainPayoutsResponseSchema,
  type MyChainPayoutsResponse,
} from "@proparena/contracts/chain";
import { absoluteApiUrl } from "../../../testing/api-url";

/** GET /payouts/chain for a trader with no wallet linked and no week posted yet. */
export const noChainPayoutsYet: MyChainPayoutsResponse = myChainPayoutsResponseSchema.parse({
  chain: {
    chainId: 733_301,
    embedded: true,
    rpcUrl: absoluteApiUrl("/chain/rpc"),
    payoutContract: `0x${"1".repeat(40)}`,
    payoutToken: `0x${"2".repeat(40)}`,
    operator: `0x${"3".repeat(40)}`,
    guardian: `0x${"4".repeat(40)}`,
  },
  wallet: null,
  weeks: [],
  owedCents: 10_000,
  awaitingRootCents: 10_000,
  claimedCents: 0,
  penaltiesCents: 0,
  accruingCents: 0,
  claim: null,
});
