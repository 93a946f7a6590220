import type { Db, Tx } from "../../db/database";
import { newestOf } from "./kyc-views";

/**
 * The legal name of the trader's approved identity check, or null while none is approved (the
 * name a signature must match; nothing else of the submission leaves here).
 */
export async function approvedLegalName(db: Db | Tx, userId: string): Promise<string | null> {
  const newest = await newestOf(db, userId);
  return newest?.status === "approved" ? newest.legalName : null;
}
