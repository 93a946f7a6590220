// Read-your-writes for what is read from the database: the trading tables are materialised from
// the desk's journal right behind it (trading/journal/), so a request first waits until they hold
// every change acknowledged when it arrived. The desk's own operations (orders, positions, the
// account's live view) and the health check do not wait.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServiceContext } from "../services/service-context";
import { journalPosition } from "../trading/journal/journal-store";

/** A read waits at most this long for the materialiser (then it is served as the tables are). */
const BARRIER_MS = 2_000;
/** How often a follower looks at the checkpoint while it waits. */
const FOLLOWER_POLL_MS = 5;

/**
 * Requests the desk answers from memory (its changes wait for the journal only). A test quote
 * (TEST_MARKET_CONTROL) stands in for the market feed, which never waits for the tables either.
 */
export function servedByDesk(request: Pick<FastifyRequest, "url" | "method">): boolean {
  const url = request.url;
  if (url.startsWith("/api/health") || url.startsWith("/api/stream")) return true;
  if (url.startsWith("/api/test/market/")) return true;
  return request.method !== "GET" && url.startsWith("/api/accounts/");
}

export function registerReadBarrier(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/") || servedByDesk(request)) return;
    await tablesCurrent(ctx);
  });
}

/**
 * Resolves once the trading tables hold what the journal held when it was called (or after
 * BARRIER_MS): on the leader from the desk's own figures, elsewhere from the checkpoint row.
 */
export async function tablesCurrent(ctx: ServiceContext): Promise<void> {
  if (ctx.cluster.leads) {
    if (!ctx.desk.tablesBehind) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, BARRIER_MS)));
    await Promise.race([ctx.desk.materialised(), timeout]);
    clearTimeout(timer);
    return;
  }
  const until = Date.now() + BARRIER_MS;
  const { head, materialised } = await journalPosition(ctx.db);
  let reached = materialised;
  while (reached < head && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOWER_POLL_MS));
    reached = (await journalPosition(ctx.db)).materialised;
  }
}
