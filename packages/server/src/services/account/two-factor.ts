import { createHash, randomBytes } from "node:crypto";
import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db, Tx } from "../../db/database";
import { recoveryCodes, users } from "../../db/schema";
import { fieldInvalid, HttpError, conflict } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import type { UserRow } from "../auth/public-user";
import { endOtherCredentials } from "../auth/credential-events";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import {
  codeAccepted,
  countCodeTry,
  countRecoveryFailure,
  reportCodeFailures,
} from "./second-factor-guard";

const PERIOD_S = 30;
const RECOVERY_CODE_COUNT = 10;
/** The base32 alphabet without look-alikes, for codes people copy by hand. */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totpFor(ctx: ServiceContext, email: string, secret: string): TOTP {
  return new TOTP({
    issuer: ctx.settings.productName,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export async function twoFactorStatus(db: Db | Tx, user: UserRow): Promise<TwoFactorStatus> {
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const enabled = user.totpSecret !== null && user.totpEnabledAt !== null;
  return {
    enabled,
    enabledAt: enabled ? user.totpEnabledAt!.toISOString() : null,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
  };
}

async function checkPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldInvalid("currentPassword", "Your current password is not right.");
}

/** Who the code is for: the user row's fields the check needs. */
type CodeOwner = Pick<UserRow, "id" | "email" | "name" | "totpSecret">;

/**
 * Whether `code` is a good second factor for the user now, used up if so: a TOTP code of the
 * current step or one either side, never one of a step already used (the step is stored with a
 * conditional update, so two uses of one code cannot both pass), or an unused recovery code.
 *
 * Every try counts on the account, whatever address it comes from (second-factor-guard.ts):
 * past a few failures in a row the next authenticator code waits (429), growing each time,
 * and the owner is told by e-mail. Recovery codes never wait. The counting runs outside any
 * transaction of the caller's, so a refused action does not take its failure back.
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  user: CodeOwner,
  code: string,
  from: { ip?: string | null } = {},
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim().replace(/\s/g, "");
  let failures: number;
  if (/^\d{6}$/.test(trimmed)) {
    failures = await countCodeTry(ctx, user.id);
    if (await useTotpCode(ctx, user.id, user.email, user.totpSecret, trimmed)) {
      await codeAccepted(ctx, user.id);
      return true;
    }
  } else {
    if (normalizeRecoveryCode(trimmed).length !== 12) return false;
    if (await useRecoveryCode(ctx, user.id, trimmed)) {
      await codeAccepted(ctx, user.id);
      return true;
    }
    failures = await countRecoveryFailure(ctx, user.id);
  }
  await reportCodeFailures(ctx, user, failures, from);
  return false;
}

async function useTotpCode(
  ctx: ServiceContext,
  userId: string,
  email: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  const delta = totpFor(ctx, email, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const [used] = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  forgetCachedUser(userId);
  return used !== undefined;
}

async function useRecoveryCode(ctx: ServiceContext, userId: string, code: string) {
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

const invalidCode = () =>
  new HttpError(ERROR_CODES.twoFactorInvalid, "That code is not right, or was already used.", [
    { path: "code", message: "That code is not right, or was already used." },
  ]);

/** A new secret to scan (the password first): pending until its first code confirms it. */
export async function setUpTwoFactor(ctx: ServiceContext, user: UserRow, currentPassword: string) {
  await checkPassword(user, currentPassword);
  if (user.totpEnabledAt) throw conflict("Two-factor sign-in is already on.");
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  forgetCachedUser(user.id);
  const otpauthUri = totpFor(ctx, user.email, secret).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Where an act in the settings comes from: the session that asks, and its address. */
export interface SettingsRequest {
  /** The bearer token of the request: that session stays, every other one ends. */
  token: string;
  ip?: string | null;
}

/**
 * The first code from the app turns two-factor on; the recovery codes are answered this once.
 * A credential event: every other session (all opened before two-factor was on) and every
 * pending link end.
 */
export async function enableTwoFactor(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
  request: SettingsRequest,
) {
  if (user.totpEnabledAt) throw conflict("Two-factor sign-in is already on.");
  const pending = user.totpPendingSecret;
  if (!pending) throw conflict("Start the set-up again: scan a new QR code first.");
  if (!(await checkSecondFactor(ctx, { ...user, totpSecret: pending }, code, request)))
    throw invalidCode();
  const { result, ended } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: ctx.clock.now() })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
      .returning();
    if (!updated) throw conflict("Two-factor sign-in is already on.");
    const recovery = await replaceRecoveryCodes(tx, user.id);
    return {
      result: { twoFactor: await twoFactorStatus(tx, updated), recoveryCodes: recovery },
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  ended.announce();
  forgetCachedUser(user.id);
  await ctx.mailer.send({
    to: user.email,
    subject: `Two-factor sign-in is on for your ${ctx.settings.productName} account`,
    text: `Hello ${user.name},\n\nTwo-factor sign-in was turned on for your account. From now on, signing in asks for a code from your authenticator app.${signedOutLine(ended.endedSessions)}\n\nIf this was not you, reset your password now: ${ctx.settings.publicOrigin}/auth/reset-password\n`,
  });
  return { ...result, endedSessions: ended.endedSessions };
}

const signedOutLine = (n: number) => (n === 0 ? "" : ` Every other session (${n}) was signed out.`);

/** Off again: the password and a code (or a recovery code). A credential event, like turning it on. */
export async function disableTwoFactor(
  ctx: ServiceContext,
  user: UserRow,
  body: { currentPassword: string; code: string },
  request: SettingsRequest,
) {
  await checkPassword(user, body.currentPassword);
  if (!user.totpEnabledAt) throw conflict("Two-factor sign-in is not on.");
  if (!(await checkSecondFactor(ctx, user, body.code, request))) throw invalidCode();
  const { status, ended } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    return {
      status: await twoFactorStatus(tx, updated!),
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  ended.announce();
  forgetCachedUser(user.id);
  await ctx.mailer.send({
    to: user.email,
    subject: `Two-factor sign-in is off for your ${ctx.settings.productName} account`,
    text: `Hello ${user.name},\n\nTwo-factor sign-in was turned off for your account.${signedOutLine(ended.endedSessions)}\n\nIf this was not you, reset your password now and turn it on again: ${ctx.settings.publicOrigin}/auth/reset-password\n`,
  });
  return { twoFactor: status, endedSessions: ended.endedSessions };
}

/** New recovery codes (a code first); the old ones stop working. A credential event. */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
  request: SettingsRequest,
) {
  if (!user.totpEnabledAt) throw conflict("Two-factor sign-in is not on.");
  if (!(await checkSecondFactor(ctx, user, code, request))) throw invalidCode();
  const { result, ended } = await ctx.db.transaction(async (tx) => {
    const recovery = await replaceRecoveryCodes(tx, user.id);
    return {
      result: { twoFactor: await twoFactorStatus(tx, user), recoveryCodes: recovery },
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  ended.announce();
  return { ...result, endedSessions: ended.endedSessions };
}
