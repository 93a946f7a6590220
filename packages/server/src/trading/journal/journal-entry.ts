// A journal entry: one group commit of the desk, as inputs (engine commands) plus the rows
// written beside them, and the state hash that a replay must reach again.
import { createHash } from "node:crypto";
import type { EngineCommand } from "@proparena/domain/engine/engine-commands";
import type { FillReference } from "../record-mappers";
import type { EngineWrite, ReducedBatch } from "../persist-update";

/** The rows an entry writes beside its commands' records (they are not engine state). */
export interface JournalRows {
  orderRequests?: NonNullable<EngineWrite["orderRequests"]>[number][];
  audit?: NonNullable<EngineWrite["audit"]>[number][];
  apiOrders?: NonNullable<EngineWrite["apiOrders"]>[number][];
  copyTrades?: NonNullable<EngineWrite["copyTrades"]>[number][];
  copyCloses?: NonNullable<EngineWrite["copyCloses"]>[number][];
  /** Fill references by order id and by trade id. */
  references?: { orders: [string, FillReference][]; trades: [string, FillReference][] };
}

export interface JournalEntry {
  readonly seq: number;
  readonly term: number;
  readonly commands: readonly EngineCommand[];
  readonly rows: JournalRows | null;
  /** sha-256 of the previous entry's hash and this entry's changes (`chainHash`). */
  readonly stateHash: string;
}

/** The rows of many writes, in order, as one entry carries them; null when there are none. */
export function rowsOf(writes: readonly EngineWrite[]): JournalRows | null {
  const rows: JournalRows = {};
  const add = <K extends Exclude<keyof JournalRows, "references">>(
    key: K,
    list: readonly NonNullable<JournalRows[K]>[number][] | undefined,
  ) => {
    if (!list || list.length === 0) return;
    ((rows[key] ??= []) as unknown[]).push(...list);
  };
  for (const w of writes) {
    add("orderRequests", w.orderRequests);
    add("audit", w.audit);
    add("apiOrders", w.apiOrders);
    add("copyTrades", w.copyTrades);
    add("copyCloses", w.copyCloses);
    if (w.references) {
      rows.references ??= { orders: [], trades: [] };
      rows.references.orders.push(...w.references.orders);
      rows.references.trades.push(...w.references.trades);
    }
  }
  return Object.keys(rows).length > 0 ? rows : null;
}

/** An entry's rows as a write's (what a replayed entry materialises beside its records). */
export function rowsToWrite(
  rows: JournalRows | null,
): Pick<
  EngineWrite,
  "orderRequests" | "audit" | "apiOrders" | "copyTrades" | "copyCloses" | "references"
> {
  if (!rows) return {};
  const { references, ...rest } = rows;
  return {
    ...rest,
    ...(references
      ? { references: { orders: new Map(references.orders), trades: new Map(references.trades) } }
      : {}),
  };
}

/**
 * What an entry changed, as a canonical text: every record it leaves (accounts, orders,
 * positions, by id) with the figures that decide what follows, and the trades and decisions it
 * adds, in order. Cheap enough for a mass breach (a few ms for 5,000 accounts).
 */
export function entryDigest(b: ReducedBatch | null): string {
  if (!b) return "";
  const lines: string[] = [];
  const sorted = <T>(m: ReadonlyMap<string, T>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [id, a] of sorted(b.accounts)) {
    lines.push(
      `a ${id} ${a.status} ${a.balance} ${a.dayStartBalance} ${a.highestEodBalance} ${a.tradingDays} ${a.endedAt ?? ""}`,
    );
  }
  for (const [id, o] of sorted(b.orders)) {
    lines.push(
      `o ${id} ${o.status} ${o.positionId ?? ""} ${o.fillPrice ?? ""} ${o.filledAt ?? ""}`,
    );
  }
  for (const [id, p] of sorted(b.positions)) {
    lines.push(
      p
        ? `p ${id} ${p.volume} ${p.openPrice} ${p.stopLoss ?? ""} ${p.takeProfit ?? ""} ${p.margin}`
        : `p ${id} closed`,
    );
  }
  for (const { trade: t } of b.trades) lines.push(`t ${t.id} ${t.pnl} ${t.closePrice} ${t.reason}`);
  for (const d of b.decisions) lines.push(`d ${d.accountId} ${d.rule} ${d.evidence.outcome}`);
  return lines.join("\n");
}

/** The next state hash: sha-256 of the previous one and the entry's digest. */
export function chainHash(previous: string, digest: string): string {
  return createHash("sha256").update(previous).update("\n").update(digest).digest("hex");
}
