import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { serverSecrets } from "../../db/schema";

const SECRET_NAME = "integrity-signals";
const cached = new WeakMap<Db, Promise<string>>();

/**
 * The secret linking signals are hashed with: made once, shared by every instance through the
 * database (`server_secrets`), never sent anywhere. Losing it only means values seen before and
 * after no longer compare equal.
 */
export function signalSecret(db: Db): Promise<string> {
  let secret = cached.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, SECRET_NAME));
      return row!.value;
    })();
    secret.catch(() => cached.delete(db));
    cached.set(db, secret);
  }
  return secret;
}

/** HMAC-SHA256 (hex) of a signal's clear value: equal values compare equal, nothing else shows. */
export function hashSignalValue(secret: string, kind: string, value: string): string {
  return createHmac("sha256", secret).update(`${kind}\u0000${value}`).digest("hex");
}
