import type { Redis } from "ioredis";
import type { Clock } from "../lib/clock";
import type { MarketService } from "../market/market-service";
import type { MinuteWriter } from "../market/minute-writer";
import { followTicks } from "./tick-relay";

/** How many minutes of candles a follower keeps unwritten, in case it has to take over. */
const KEEP_MINUTES = 5;

/**
 * What a follower does while another instance leads: its market follows the leader's ticks
 * (quotes and candles for its own sockets and chart requests) and it keeps the last few
 * closed minutes, to write them if it takes over.
 */
export async function startFollowerDuties(options: {
  redis: Redis;
  /** The instance's subscriber connection (shared with the other relays). */
  subscriber: Redis;
  prefix: string;
  market: MarketService;
  writer: MinuteWriter;
  clock: Clock;
}): Promise<{ stop(): Promise<void> }> {
  const { redis, subscriber, prefix, market, writer, clock } = options;
  const stopTicks = await followTicks(redis, subscriber, prefix, market);
  const trim = setInterval(
    () => writer.dropBefore(clock.now().getTime() - KEEP_MINUTES * 60_000),
    60_000,
  );
  return {
    async stop() {
      clearInterval(trim);
      await stopTicks();
    },
  };
}
