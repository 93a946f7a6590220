import { hash, randomBytes } from "node:crypto";

/** A new bearer or email token: 256 random bits as 64 hex characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString("hex");
}

/** What the database keeps instead of the token itself (sha-256, hex; looked up per request). */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}
