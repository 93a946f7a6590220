// Copied positions (issue 31): the desk keeps the ids of the open positions the copy runner
// placed, so their events are declared copies (`OwnedEvent.copied`: the integrity monitor and
// the copy runner leave them alone) and their copy_trades rows get `closed_at` however they
// close (the copier, a stop, the source's close, a stop-out).
import { eq } from "drizzle-orm";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { OrderRequest } from "@proparena/domain/engine/orders";
import type { Db } from "../../db/database";
import { copyTrades, positions } from "../../db/schema";
import type { CopyClose, CopyTradeRow } from "../persist-update";

/** One copy to place: a market order in the copier's account and its copy_trades record. */
export interface CopyOrder {
  readonly accountId: string;
  readonly request: OrderRequest;
  /** Its record, less what placing it decides (order, position, time, latency). */
  readonly record: Omit<
    CopyTradeRow,
    "id" | "orderId" | "copyPositionId" | "placedAt" | "latencyMs" | "status" | "reason"
  >;
}

/** What placing one copy did: placed (its record written with the order), or refused. */
export type CopyOutcome =
  | {
      readonly ok: true;
      readonly orderId: string;
      readonly positionId: string;
      readonly placedAt: number;
    }
  | { readonly ok: false; readonly code: string; readonly reason: string };

/** The open positions that are copies, as stored: read when the engine is rebuilt. */
export async function readOpenCopyPositions(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: positions.id })
    .from(copyTrades)
    .innerJoin(positions, eq(positions.id, copyTrades.copyPositionId));
  return rows.map((r) => r.id);
}

/** The copy positions among a change's closes (taken out of `open`), for their rows' `closed_at`. */
export function closedCopies(events: readonly EngineEvent[], open: Set<string>): CopyClose[] {
  if (open.size === 0) return [];
  const closes: CopyClose[] = [];
  for (const event of events) {
    if (event.type !== "positionClosed" || !open.has(event.position.id)) continue;
    open.delete(event.position.id);
    closes.push({
      accountId: event.position.accountId,
      positionId: event.position.id,
      closedAt: new Date(event.trade.closeTime),
    });
  }
  return closes;
}
