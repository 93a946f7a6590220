import type {
  OpenbookEntry,
  OpenbookListResponse,
  openbookQuerySchema,
  OpenbookSort,
} from "@proparena/contracts/openbook";
import { SCORE_EXPLAINED } from "@proparena/domain/social/book-figures";
import type { z } from "zod";
import type { Db } from "../../db/database";
import type { ServiceContext } from "../service-context";
import { bookHeads, type BookHead } from "./book-heads";
import { OPENBOOK_DELAY_MINUTES } from "./public-books";

/** How long the list's heads are kept (the answer's max-age): one statement per period. */
export const HEADS_TTL_MS = 30_000;

const cached = new WeakMap<Db, { until: number; heads: Promise<BookHead[]> }>();

/** Every public book's head, read at most once per `HEADS_TTL_MS` per instance. */
function allHeads(ctx: ServiceContext): Promise<BookHead[]> {
  const now = ctx.clock.now().getTime();
  const hit = cached.get(ctx.db);
  if (hit && hit.until > now) return hit.heads;
  const heads = bookHeads(ctx.db);
  cached.set(ctx.db, { until: now + HEADS_TTL_MS, heads });
  heads.catch(() => cached.delete(ctx.db));
  return heads;
}

/** A publication changed here: this instance reads the heads again. */
export function forgetOpenbookHeads(db: Db): void {
  cached.delete(db);
}

/** What the list shows of a head: no internal id. */
export const entryOf = ({
  accountId: _a,
  userId: _u,
  traded: _t,
  openedAt: _o,
  ...entry
}: BookHead): OpenbookEntry => entry;

/** Best first; the smallest drawdown first; ties by the book id, so pages are stable. */
const ORDER: Record<OpenbookSort, (a: OpenbookEntry, b: OpenbookEntry) => number> = {
  score: (a, b) => b.score - a.score,
  return: (a, b) => b.returnPercent - a.returnPercent,
  drawdown: (a, b) => a.maxDrawdownPercent - b.maxDrawdownPercent,
  followers: (a, b) => b.followers - a.followers,
};

/** GET /api/openbook: the public books, filtered, sorted and paged; no internal id. */
export async function listOpenbook(
  ctx: ServiceContext,
  query: z.output<typeof openbookQuerySchema>,
): Promise<OpenbookListResponse> {
  const heads = await allHeads(ctx);
  const matching = heads.filter(
    (h) =>
      (query.phase === undefined || h.phase === query.phase) &&
      (query.symbol === undefined || h.traded.includes(query.symbol)) &&
      (query.minReturn === undefined || h.returnPercent >= query.minReturn) &&
      (query.maxDrawdown === undefined || h.maxDrawdownPercent <= query.maxDrawdown),
  );
  const order = ORDER[query.sort];
  matching.sort((a, b) => order(a, b) || (a.bookId < b.bookId ? -1 : 1));
  return {
    entries: matching.slice(query.offset, query.offset + query.limit).map(entryOf),
    total: matching.length,
    offset: query.offset,
    limit: query.limit,
    delayMinutes: OPENBOOK_DELAY_MINUTES,
    scoreExplained: SCORE_EXPLAINED,
  };
}
