import { eq } from "drizzle-orm";
import { Secret } from "otpauth";
import QRCode from "qrcode";
import { users } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { checkPassword } from "./two-factor-settings";
import { totpFor } from "./two-factor-codes";

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
