import { eq } from "drizzle-orm";
import { accounts, openbookPublications, users } from "../db/schema";
import { signalSecret } from "../services/integrity/signal-hash";
import { bookIdOf } from "../services/openbook/public-books";
import type { TestServer } from "./test-server";
import { signedInTrader } from "./test-users";

/** A signed-in trader with their Beta account, their public id and their Beta's book id. */
export interface SocialTrader {
  email: string;
  token: string;
  userId: string;
  publicId: string;
  betaId: string;
  bookId: string;
}

/**
 * Signs a trader in (their Beta account opens) and, with `publish`, publishes their Beta book
 * (an openbook_publications row, as the publication route writes it).
 */
export async function socialTrader(
  server: TestServer,
  email: string,
  options: { publish?: boolean } = {},
): Promise<SocialTrader> {
  const token = await signedInTrader(server, email);
  const { db } = server.ctx;
  const [user] = await db
    .select({ id: users.id, publicId: users.publicId })
    .from(users)
    .where(eq(users.email, email));
  const [beta] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, user!.id));
  if (options.publish) {
    await db.insert(openbookPublications).values({ accountId: beta!.id, userId: user!.id });
  }
  return {
    email,
    token,
    userId: user!.id,
    publicId: user!.publicId,
    betaId: beta!.id,
    bookId: bookIdOf(await signalSecret(db), beta!.id),
  };
}

/** Starts copying `source`'s Beta book into `copier`'s Beta account with these limits. */
export function startCopying(
  server: TestServer,
  copier: SocialTrader,
  source: SocialTrader,
  limits: Record<string, unknown> = {},
) {
  return server.request("POST", "/api/copy-subscriptions", {
    token: copier.token,
    body: {
      publicId: source.publicId,
      bookId: source.bookId,
      targetAccountId: copier.betaId,
      dailyLossCapCents: 5_000_000,
      ...limits,
    },
  });
}
