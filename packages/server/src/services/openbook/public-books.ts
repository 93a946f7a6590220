import { createHmac } from "node:crypto";

/**
 * Which books are public, and their public names (issue 31). Funded books are always public;
 * Beta and challenge books when their trader published them (`openbook_publications`).
 */

/** Open positions (and what follows them) show this many minutes after they opened. */
export const OPENBOOK_DELAY_MINUTES = 15;

/**
 * A book's public id: 16 hex digits of an HMAC-SHA256, with the server secret the integrity
 * register's pseudonyms use, over "book:" + the account id. Stable, and no one without the
 * secret can tell the account from it.
 */
export function bookIdOf(secret: string, accountId: string): string {
  return createHmac("sha256", secret).update(`book:${accountId}`).digest("hex").slice(0, 16);
}

/** Funded books are public; the others when published. */
export function isPublicBook(phase: string, published: boolean): boolean {
  return phase === "funded" || published;
}
