import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { discordDeliveries } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { ServiceContext } from "../service-context";
import { postToDiscord } from "./post-to-discord";

// One Discord post's delivery: the message, its attempts and their backoff.

/** What posting needs: the database, the clock, and where Discord is (DISCORD_API_BASE). */
export type DiscordContext = Pick<ServiceContext, "db" | "clock" | "settings">;

/** Discord's webhook body: a message and optional embeds. */
export interface DiscordMessage {
  content: string;
  embeds?: {
    title: string;
    description?: string;
    color?: number;
    fields?: { name: string; value: string; inline?: boolean }[];
  }[];
}

/** Tries in all: at once, then after 1, 5, 30 minutes and 2 hours. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];

export async function attemptDelivery(
  db: Db,
  clock: Clock,
  id: string,
  url: string,
  apiBase: string | undefined,
): Promise<void> {
  const [row] = await db.select().from(discordDeliveries).where(eq(discordDeliveries.id, id));
  if (!row || row.status !== "pending") return;
  const result = await postToDiscord(url, row.payload as DiscordMessage, apiBase);
  const attempts = row.attempts + 1;
  const now = clock.now();
  // A 4xx other than 429 will not get better by trying again.
  const hopeless =
    result.status !== null && result.status >= 400 && result.status < 500 && result.status !== 429;
  const retryIn = BACKOFF_MS[attempts - 1];
  await db
    .update(discordDeliveries)
    .set(
      result.ok
        ? { status: "sent", attempts, sentAt: now, lastError: null, nextAttemptAt: null }
        : {
            status: hopeless || retryIn === undefined ? "failed" : "pending",
            attempts,
            lastError: result.message,
            nextAttemptAt:
              retryIn === undefined || hopeless ? null : new Date(now.getTime() + retryIn),
          },
    )
    .where(eq(discordDeliveries.id, id));
}
