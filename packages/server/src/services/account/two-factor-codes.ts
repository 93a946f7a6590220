import { createHash, randomBytes } from "node:crypto";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Tx } from "../../db/database";
import { recoveryCodes } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";

// TOTP and recovery codes: the authenticator for a user, recovery codes made, hashed and replaced,
// and the refusal of a wrong code.

export const PERIOD_S = 30;

const RECOVERY_CODE_COUNT = 10;

/** The base32 alphabet without look-alikes, for codes people copy by hand. */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function totpFor(ctx: ServiceContext, email: string, secret: string): TOTP {
  return new TOTP({
    issuer: ctx.settings.productName,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const invalidCode = () =>
  new HttpError(ERROR_CODES.twoFactorInvalid, "That code is not right, or was already used.", [
    { path: "code", message: "That code is not right, or was already used." },
  ]);

export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
