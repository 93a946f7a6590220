import { eq } from "drizzle-orm";
import { agreementSignatures } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { type SignatureRow } from "./signature-views";
import type { ServiceContext } from "../service-context";

/** A signature of the trader's own (admins: anyone's); 404 otherwise. */
export async function findSignature(
  { db }: ServiceContext,
  viewer: UserRow,
  id: string,
): Promise<SignatureRow> {
  const [row] = isUuid(id)
    ? await db.select().from(agreementSignatures).where(eq(agreementSignatures.id, id))
    : [];
  if (!row || (row.userId !== viewer.id && !viewer.isAdmin)) throw notFound("Signature not found");
  return row;
}
