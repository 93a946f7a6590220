import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { agreementSignatures } from "../../db/schema";
import { currentAgreement } from "./agreement-text";

/** Whether the trader has signed the current version. */
export async function signedCurrentAgreement(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(
      and(
        eq(agreementSignatures.userId, userId),
        eq(agreementSignatures.version, currentAgreement().version),
      ),
    );
  return row !== undefined;
}
