import type { Quote } from "@proparena/domain/market/quotes";
import type { Redis } from "ioredis";
import type { MarketService } from "../market/market-service";

const channel = (prefix: string) => `${prefix}:ticks`;
const lastQuotesKey = (prefix: string) => `${prefix}:quotes`;

/**
 * On the leader: every quote the feed publishes goes out on Redis pub/sub, batched per event
 * loop turn (one feed step is one message), and the last quote of every symbol is kept in a
 * hash so an instance that starts later has prices at once.
 */
export function publishTicks(redis: Redis, prefix: string, market: MarketService): () => void {
  let batch: Quote[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const quotes = batch;
    batch = [];
    const last = new Map(quotes.map((q) => [q.symbol, JSON.stringify(q)]));
    // Fire and forget: ticks are a stream, and ioredis queues while it reconnects.
    redis
      .pipeline()
      .publish(channel(prefix), JSON.stringify(quotes))
      .hset(lastQuotesKey(prefix), Object.fromEntries(last))
      .exec()
      .catch(() => undefined);
  };
  const onQuote = (quote: Quote) => {
    batch.push(quote);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  market.on("quote", onQuote);
  return () => market.off("quote", onQuote);
}

/**
 * On a follower: the leader's ticks feed this instance's market (quotes, candles, the
 * sockets' quote streams). Starts from the last quotes in Redis; a quote older than the one
 * already known for its symbol is dropped, so the stream never goes back in time.
 */
export async function followTicks(
  redis: Redis,
  subscriber: Redis,
  prefix: string,
  market: MarketService,
): Promise<() => Promise<void>> {
  const apply = (quote: Quote) => {
    const known = market.quote(quote.symbol);
    if (!known || quote.time >= known.time) market.publish(quote);
  };
  let ready = false;
  const early: Quote[] = [];
  const onMessage = (from: string, message: string) => {
    if (from !== channel(prefix)) return;
    const quotes = JSON.parse(message) as Quote[];
    if (ready) quotes.forEach(apply);
    else early.push(...quotes);
  };
  subscriber.on("message", onMessage);
  await subscriber.subscribe(channel(prefix));
  const last = await redis.hgetall(lastQuotesKey(prefix));
  Object.values(last)
    .map((json) => JSON.parse(json) as Quote)
    .sort((a, b) => a.time - b.time)
    .forEach(apply);
  early.forEach(apply);
  ready = true;
  return async () => {
    subscriber.off("message", onMessage);
    await subscriber.unsubscribe(channel(prefix)).catch(() => undefined);
  };
}
