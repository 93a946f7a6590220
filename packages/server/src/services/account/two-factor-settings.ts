import { fieldInvalid } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import type { UserRow } from "../auth/public-user";

export async function checkPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldInvalid("currentPassword", "Your current password is not right.");
}

/** Where an act in the settings comes from: the session that asks, and its address. */
export interface SettingsRequest {
  /** The bearer token of the request: that session stays, every other one ends. */
  token: string;
  ip?: string | null;
}

export const signedOutLine = (n: number) =>
  n === 0 ? "" : ` Every other session (${n}) was signed out.`;
