import { createHmac } from "node:crypto";

/**
 * The register's name for an account: stable, unlinkable to its id or owner without the
 * server's secret (an HMAC of the id), short enough to read ("acct-3f9a1c2b7e").
 */
export function registerPseudonym(secret: string, accountId: string): string {
  return `acct-${createHmac("sha256", secret).update(`register\u0000${accountId}`).digest("hex").slice(0, 10)}`;
}
