import { z } from "zod";
import { KYC_STATUSES } from "./kyc";

/**
 * GET /api/account/funded-path: what stands between the trader's passed phase II accounts and
 * their funded accounts (DESIGN §5: KYC approved and the current agreement signed; each then
 * opens by itself, once).
 */
export const fundedPathSchema = z.object({
  kycStatus: z.enum(KYC_STATUSES),
  /** The current agreement version is signed. */
  agreementSigned: z.boolean(),
  /** What is still missing, in words, in order (empty once nothing is). */
  missing: z.array(z.string()),
  /** Every phase II account that passed, newest first, with the funded account it opened. */
  accounts: z.array(
    z.object({
      passedAccountId: z.string(),
      planId: z.string(),
      passedAt: z.string(),
      fundedAccountId: z.string().nullable(),
    }),
  ),
});
export type FundedPath = z.infer<typeof fundedPathSchema>;
export const fundedPathResponseSchema = z.object({ fundedPath: fundedPathSchema });
