import type { PublicUser, SignupBody } from "@proparena/contracts/auth";
import { users } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import { hashPassword } from "../../lib/passwords";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { ServiceContext } from "../service-context";
import { findUserByEmail } from "./find-user";
import { toPublicUser } from "./public-user";
import { sendVerificationEmail } from "./send-verification";

const DUPLICATE = "An account with this email already exists. Sign in or reset your password.";

export async function signUp(ctx: ServiceContext, body: SignupBody): Promise<PublicUser> {
  if (await findUserByEmail(ctx.db, body.email)) throw conflict(DUPLICATE);
  const passwordHash = await hashPassword(body.password);
  let row;
  try {
    [row] = await ctx.db
      .insert(users)
      .values({ email: body.email, name: body.name, passwordHash })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
  await sendVerificationEmail(ctx, row!);
  return toPublicUser(row!);
}
