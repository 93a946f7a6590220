// A desk snapshot: the engine's state right after a journal entry, and what the desk reloads
// beside it (the order keys of the last hour, the copied positions), so that a restart builds
// the engine from it and replays only the entries after it (issue #33: replay time stays
// bounded however far the trading tables are behind). Taken synchronously at an entry's
// boundary (`captureSnapshot`: the engine's records, the accounts copied), encoded in slices
// off the acknowledgement path (`encodeSnapshot`: a slice of records per event-loop turn, gzip
// on libuv's threads), stored in `desk_snapshot` with an HMAC under the journal's salt, and read
// back by a restore (`readNewestSnapshot`), which refuses one whose bytes do not match it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { setImmediate as turn } from "node:timers/promises";
import { promisify } from "node:util";
import { createGzip, gunzip } from "node:zlib";
import type { Account } from "@proparena/domain/engine/account";
import type { EngineSnapshot, TradingEngine } from "@proparena/domain/engine/trading-engine";
import { desc, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deskCheckpoint, deskJournal, deskSnapshot, type orderRequests } from "../../db/schema";
import type { JournalEntry } from "./journal-entry";

/**
 * The leader writes a snapshot when the entries a restart would replay (those after the newer
 * of the checkpoint and the last snapshot) reach this many: a restart then replays at most about
 * this many (~2.5 s at 50 µs an entry with its state hash).
 */
export const SNAPSHOT_EVERY = 50_000;

/** Records encoded per event-loop turn (a few ms each: orders are served between slices). */
const SLICE = 2_000;

/** An order key as stored (`order_requests`): what the desk remembers for an hour. */
export type KeyRow = typeof orderRequests.$inferSelect;

/** What a restore reloads beside the engine, which the replay of later entries adds to. */
export interface DeskState {
  /** The order keys held (KEY_WINDOW_MS). */
  readonly keys: readonly KeyRow[];
  /** The open positions the copy runner placed (copy-positions.ts). */
  readonly copyPositions: readonly string[];
}

export interface DeskSnapshot {
  /** The entry it follows, its term and its chained state hash. */
  readonly seq: number;
  readonly term: number;
  readonly stateHash: string;
  readonly engine: EngineSnapshot;
  readonly desk: DeskState;
}

/** A snapshot a restore cannot use: its bytes do not match its digest, or do not decode. */
export class SnapshotRefused extends Error {}

/**
 * The engine and desk as they are right after `entry`'s commands (the caller's moment: no later
 * command applied yet). Synchronous and cheap: the accounts are copied, positions and orders
 * are records the engine replaces rather than changes.
 */
export function captureSnapshot(
  entry: JournalEntry,
  engine: TradingEngine,
  desk: DeskState,
): DeskSnapshot {
  return {
    seq: entry.seq,
    term: entry.term,
    stateHash: entry.stateHash,
    engine: engine.snapshot(),
    desk,
  };
}

/**
 * Records as a table: each distinct set of keys (a shape) once, each record as its shape's
 * index and its values (a field set to undefined is left out, as JSON leaves it out).
 */
function toTable(records: readonly object[]): [string[][], unknown[][]] {
  const shapes: string[][] = [];
  const shapeOf = new Map<string, number>();
  const rows: unknown[][] = [];
  for (const record of records) {
    const r = record as Record<string, unknown>;
    const keys = Object.keys(r).filter((k) => r[k] !== undefined);
    const signature = keys.join(",");
    let shape = shapeOf.get(signature);
    if (shape === undefined) {
      shape = shapes.length;
      shapes.push(keys);
      shapeOf.set(signature, shape);
    }
    const row: unknown[] = [shape];
    for (const k of keys) row.push(r[k]);
    rows.push(row);
  }
  return [shapes, rows];
}

function fromTable(shapes: string[][], rows: unknown[][]): Record<string, unknown>[] {
  return rows.map((row) => {
    const keys = shapes[row[0] as number]!;
    const record: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) record[keys[i]!] = row[i + 1];
    return record;
  });
}

/**
 * Values many accounts share (their phase's rules, their plan's costs), stored once each:
 * by reference first, by content when the same rules came from elsewhere (a journaled `add`).
 */
class Shared {
  readonly values: unknown[] = [];
  private readonly byRef = new Map<unknown, number>();
  private readonly byText = new Map<string, number>();

  index(value: unknown): number {
    let i = this.byRef.get(value);
    if (i !== undefined) return i;
    const text = JSON.stringify(value);
    i = this.byText.get(text);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.byText.set(text, i);
    }
    this.byRef.set(value, i);
    return i;
  }
}

/** What encoding took: its longest slice on the event loop, and in all. */
export interface Encoded {
  readonly bytes: Buffer;
  readonly maxSliceMs: number;
  readonly ms: number;
}

/**
 * The snapshot as gzip-compressed lines of JSON: a header, then tables of accounts (their rules
 * and costs as indexes into the last line), positions, orders and keys, a slice per line and per
 * event-loop turn. Compression runs on libuv's threads.
 */
export async function encodeSnapshot(s: DeskSnapshot): Promise<Encoded> {
  const started = performance.now();
  const gzip = createGzip({ level: 1 });
  const parts: Buffer[] = [];
  gzip.on("data", (b: Buffer) => parts.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    gzip.on("end", resolve);
    gzip.on("error", reject);
  });
  let maxSliceMs = 0;
  const put = (line: unknown) => gzip.write(`${JSON.stringify(line)}\n`);
  const shared = new Shared();
  const sliced = async <T extends object>(
    kind: string,
    records: readonly T[],
    map: (r: T) => object = (r) => r,
  ) => {
    for (let i = 0; i < records.length; i += SLICE) {
      await turn();
      const t = performance.now();
      put([kind, ...toTable(records.slice(i, i + SLICE).map(map))]);
      maxSliceMs = Math.max(maxSliceMs, performance.now() - t);
    }
  };
  const { accounts, positions, orders, quotes, ...clock } = s.engine;
  put([
    "h",
    {
      v: 1,
      seq: s.seq,
      stateHash: s.stateHash,
      ...clock,
      quotes,
      copyPositions: s.desk.copyPositions,
    },
  ]);
  await sliced("a", accounts, (a: Account) => ({
    ...a,
    rules: shared.index(a.rules),
    costs: shared.index(a.costs),
  }));
  await sliced("p", positions);
  await sliced("o", orders);
  await sliced("k", s.desk.keys, (k) => ({ ...k, createdAt: k.createdAt.getTime() }));
  put(["r", shared.values]);
  gzip.end();
  await ended;
  return { bytes: Buffer.concat(parts), maxSliceMs, ms: performance.now() - started };
}

/** The snapshot's engine and desk state, from its bytes; throws SnapshotRefused if they do not decode. */
export async function decodeSnapshot(bytes: Buffer): Promise<Omit<DeskSnapshot, "term">> {
  let lines: unknown[];
  try {
    const text = (await promisify(gunzip)(bytes)).toString("utf8");
    lines = text
      .split("\n")
      .filter((l) => l.length > 0)
      .map((l) => JSON.parse(l) as unknown);
  } catch (error) {
    throw new SnapshotRefused(`its bytes do not decode (${String(error)})`);
  }
  const [head, ...tables] = lines as [string, ...unknown[]][];
  const shared = tables.find((t) => t[0] === "r")?.[1] as unknown[] | undefined;
  if (head?.[0] !== "h" || !shared) throw new SnapshotRefused("it is not a desk snapshot");
  const h = head[1] as {
    seq: number;
    stateHash: string;
    time: number;
    sequence: number;
    rolledThrough?: number;
    quotes: EngineSnapshot["quotes"];
    copyPositions: string[];
  };
  const of = (kind: string) =>
    tables
      .filter((t) => t[0] === kind)
      .flatMap((t) => fromTable(t[1] as string[][], t[2] as unknown[][]));
  const accounts = of("a").map((a) => ({
    ...a,
    rules: shared[a.rules as number],
    costs: shared[a.costs as number],
  })) as unknown as Account[];
  const keys = of("k").map((k) => ({ ...k, createdAt: new Date(k.createdAt as number) }));
  return {
    seq: h.seq,
    stateHash: h.stateHash,
    engine: {
      time: h.time,
      sequence: h.sequence,
      ...(h.rolledThrough === undefined ? {} : { rolledThrough: h.rolledThrough }),
      quotes: h.quotes,
      accounts,
      positions: of("p") as unknown as EngineSnapshot["positions"],
      orders: of("o") as unknown as EngineSnapshot["orders"],
    },
    desk: { keys: keys as unknown as KeyRow[], copyPositions: h.copyPositions },
  };
}

/** The snapshot's digest: an HMAC of its bytes under the journal's secret salt. */
export function snapshotDigest(salt: string, bytes: Buffer): string {
  return createHmac("sha256", Buffer.from(salt, "hex")).update(bytes).digest("hex");
}

/**
 * Stores a snapshot, if its entry is in the journal with the same state hash (so it is durable
 * and the snapshot is of it) and its term is still the checkpoint's; the older snapshots go in
 * the same statement (a restore takes the newest). Answers whether it was stored.
 */
export async function writeSnapshot(
  db: Db,
  s: { seq: number; term: number; stateHash: string; bytes: Buffer; digest: string },
): Promise<boolean> {
  const result = await db.execute(sql`with stored as (
      insert into ${deskSnapshot} (seq, term, state_hash, state, digest)
      select ${s.seq}, ${s.term}, ${s.stateHash}, ${s.bytes}::bytea, ${s.digest}
      where (select term from ${deskCheckpoint} where id = 1) = ${s.term}
        and exists (select 1 from ${deskJournal}
          where ${deskJournal.seq} = ${s.seq} and ${deskJournal.stateHash} = ${s.stateHash})
      on conflict (seq) do nothing
      returning seq),
    older as (delete from ${deskSnapshot} where seq < (select seq from stored))
    select seq from stored`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * The newest snapshot after entry `after` (the checkpoint), checked against its digest and
 * decoded; null when there is none. Throws SnapshotRefused, naming it, when it does not check.
 */
export async function readNewestSnapshot(
  db: Db,
  after: number,
  salt: string,
): Promise<DeskSnapshot | null> {
  const [row] = await db
    .select()
    .from(deskSnapshot)
    .where(gt(deskSnapshot.seq, after))
    .orderBy(desc(deskSnapshot.seq))
    .limit(1);
  if (!row) return null;
  const refuse = (why: string) =>
    new SnapshotRefused(
      `desk snapshot at journal entry ${row.seq}: ${why}; the desk stops rather than run on a state the journal does not vouch for`,
    );
  const expected = Buffer.from(snapshotDigest(salt, row.state), "hex");
  const stored = Buffer.from(row.digest, "hex");
  if (stored.length !== expected.length || !timingSafeEqual(stored, expected)) {
    throw refuse("its bytes do not match its digest");
  }
  let decoded;
  try {
    decoded = await decodeSnapshot(row.state);
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : String(error));
  }
  if (decoded.seq !== row.seq || decoded.stateHash !== row.stateHash) {
    throw refuse("its contents name another entry");
  }
  return { ...decoded, term: row.term };
}
