import { randomBytes } from "node:crypto";
import { API_KEY_PATTERN } from "@proparena/contracts/api-keys";

/** A new key: "pak_" + 8 public hex + "_" + 40 secret hex (160 random bits), and its prefix. */
export function newApiKeyText(): { key: string; prefix: string } {
  const id = randomBytes(4).toString("hex");
  const key = `pak_${id}_${randomBytes(20).toString("hex")}`;
  return { key, prefix: `pak_${id}` };
}

/** Whether a bearer token is shaped like an API key (sessions are 64 hex digits). */
export const isApiKeyText = (token: string) => API_KEY_PATTERN.test(token);
