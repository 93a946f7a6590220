import { createHash, randomBytes } from "node:crypto";

/** A new bearer or email token: 256 random bits as 64 hex characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString("hex");
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
