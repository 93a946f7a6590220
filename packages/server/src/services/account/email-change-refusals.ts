import { and, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { users } from "../../db/schema";
import { conflict } from "../../lib/http-error";

// What refuses an e-mail change: the address already belongs to another account.

export async function refuseTaken(tx: Db | Tx, email: string, userId: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  if (taken) throw conflict(`${email} is already used by another account.`);
}
