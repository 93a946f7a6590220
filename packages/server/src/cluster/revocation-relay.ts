import type { Redis } from "ioredis";
import { forgetRevoked, onRevocation, type Revocation } from "../services/auth/sessions";

/**
 * Session revocations (sign-out, password reset, deleted users) reach every instance's session
 * cache at once over Redis pub/sub, so a revoked token stops working everywhere, not only
 * where it was revoked.
 */
export async function relayRevocations(
  redis: Redis,
  subscriber: Redis,
  prefix: string,
): Promise<() => Promise<void>> {
  const channel = `${prefix}:revocations`;
  const onMessage = (from: string, message: string) => {
    if (from === channel) forgetRevoked(JSON.parse(message) as Revocation);
  };
  subscriber.on("message", onMessage);
  await subscriber.subscribe(channel);
  const stop = onRevocation((revocation) => {
    redis.publish(channel, JSON.stringify(revocation)).catch(() => undefined);
  });
  return async () => {
    stop();
    subscriber.off("message", onMessage);
    await subscriber.unsubscribe(channel).catch(() => undefined);
  };
}
