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

interface HeadsCache {
  until: number;
  heads: Promise<BookHead[]>;
  /** A newer read under way (the expired heads are served meanwhile). */
  next: Promise<unknown> | null;
}
const cached = new WeakMap<Db, HeadsCache>();

/**
 * Every public book's head, read at most once per `HEADS_TTL_MS` per instance. Once read, an
 * expired answer is still served while the next one is read in the background, so only the
 * first request of an instance (or the first after a publication changed) waits for the
 * statement.
 */
function allHeads(ctx: ServiceContext): Promise<BookHead[]> {
  const now = ctx.clock.now().getTime();
  const hit = cached.get(ctx.db);
  if (hit && hit.until > now) return hit.heads;
  if (hit) {
    hit.next ??= bookHeads(ctx.db).then(
      (heads) => {
        // Unless a publication changed meanwhile (the entry is gone or replaced).
        if (cached.get(ctx.db) === hit) {
          cached.set(ctx.db, {
            until: now + HEADS_TTL_MS,
            heads: Promise.resolve(heads),
            next: null,
          });
        }
      },
      () => (hit.next = null),
    );
    return hit.heads;
  }
  const heads = bookHeads(ctx.db);
  cached.set(ctx.db, { until: now + HEADS_TTL_MS, heads, next: null });
  heads.catch(() => cached.delete(ctx.db));
  return heads;
}

/** A publication changed here: this instance reads the heads again at the next request. */
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
