import type { DiscordEvent } from "@proparena/contracts/admin-settings";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/database";
import { discordDeliveries } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { ServiceContext } from "../service-context";
import { webhookTarget } from "./discord-api";
import { storedDiscord } from "./discord-settings";

/** What posting needs: the database, the clock, and where Discord is (DISCORD_API_BASE). */
type DiscordContext = Pick<ServiceContext, "db" | "clock" | "settings">;

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
const TIMEOUT_MS = 5_000;

/**
 * Posts one message to a saved webhook, at its path on Discord's API (`apiBase`, from
 * DISCORD_API_BASE); what Discord answered, or why it could not be reached.
 */
export async function postToDiscord(
  webhookUrl: string,
  message: DiscordMessage,
  apiBase: string | undefined,
): Promise<{ ok: boolean; status: number | null; message: string }> {
  try {
    const url = webhookTarget(webhookUrl, apiBase);
    const res = await fetch(`${url}${url.includes("?") ? "&" : "?"}wait=true`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    const detail = res.ok
      ? "Discord accepted the message."
      : `Discord answered HTTP ${res.status}.`;
    return { ok: res.ok, status: res.status, message: detail };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, message: `Could not reach the webhook: ${reason}` };
  }
}

async function attempt(
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

/**
 * Announces an event on Discord when a webhook is set and the event is switched on: the post is
 * recorded first (so a failure is retried, not lost) and tried at once without holding up the
 * caller.
 */
export async function announce(
  { db, clock, settings }: DiscordContext,
  event: DiscordEvent,
  message: DiscordMessage,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  const stored = await storedDiscord(db);
  if (!stored.webhookUrl || !stored.events[event]) return;
  const [row] = await db
    .insert(discordDeliveries)
    .values({
      event,
      payload: message,
      status: "pending",
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
    })
    .returning({ id: discordDeliveries.id });
  void attempt(db, clock, row!.id, stored.webhookUrl, settings.discordApiBase).catch(onError);
}

/** The retry pass (leader job): every pending post whose time has come. */
export async function retryDiscordDeliveries({
  db,
  clock,
  settings,
}: DiscordContext): Promise<{ tried: number }> {
  const stored = await storedDiscord(db);
  if (!stored.webhookUrl) return { tried: 0 };
  const due = await db
    .select({ id: discordDeliveries.id })
    .from(discordDeliveries)
    .where(
      and(
        eq(discordDeliveries.status, "pending"),
        lte(discordDeliveries.nextAttemptAt, clock.now()),
      ),
    )
    .orderBy(asc(discordDeliveries.nextAttemptAt))
    .limit(50);
  for (const { id } of due) {
    await attempt(db, clock, id, stored.webhookUrl, settings.discordApiBase);
  }
  return { tried: due.length };
}
