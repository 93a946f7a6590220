import { randomUUID } from "node:crypto";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { takeTerm } from "./journal-store";
import { Materialiser, RECORDS_PER_WRITE, type DurableEntry } from "./materialiser";

let database: Database;
let ownerId: string;
let term: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: "gather@example.com", name: "Gather", passwordHash: "x" })
    .returning();
  ownerId = user!.id;
  term = (await takeTerm(database.db)).term;
});
afterAll(() => database.close());

function account(): Account {
  const made = createAccount({
    id: randomUUID(),
    planId: "BETA",
    phase: "phase1",
    time: Date.now(),
    ownerId,
  });
  if (!made.ok) throw new Error(made.reason);
  return made.value;
}

function entry(seq: number, ...made: Account[]): DurableEntry {
  return {
    writes: made.map((a) => ({ events: [], accounts: [a], created: [a] })),
    checkpoint: { term, seq, engineTime: Date.now(), quotes: [], stateHash: `h${seq}` },
    quiet: true,
    durableAt: performance.now(),
  };
}

async function accountsIn(ids: string[]): Promise<number> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await database.db.execute(
    sql`select count(*)::int as n from accounts where id in (${list})`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Every seq the materialiser stood at, sampled each turn until it reaches `seq`. */
async function seqsUntil(m: Materialiser, seq: number): Promise<number[]> {
  const seen = [m.seq];
  while (m.seq < seq) {
    await new Promise((resolve) => setImmediate(resolve));
    if (seen.at(-1) !== m.seq) seen.push(m.seq);
  }
  return seen;
}

describe("the materialiser gathers entries while nobody waits for the tables", () => {
  it("entries pushed within its wait become one write; nothing is written before it ends", async () => {
    const m = new Materialiser(database.db, 0, undefined, null, 60);
    const made = [account(), account(), account()];
    const started = performance.now();
    m.push(entry(1, made[0]!));
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(m.seq).toBe(0);
    expect(m.behind).toBe(1);
    m.push(entry(2, made[1]!));
    m.push(entry(3, made[2]!));
    // one write through entry 3: the seq jumps from 0 to 3
    expect(await seqsUntil(m, 3)).toEqual([0, 3]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(await accountsIn(made.map((a) => a.id))).toBe(3);
    await m.stop();
  });

  it("a reader waiting for the tables ends the wait at once", async () => {
    const m = new Materialiser(database.db, 3, undefined, null, 5_000);
    const a = account();
    m.push(entry(4, a));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(m.seq).toBe(3);
    const asked = performance.now();
    await m.reached(4);
    expect(performance.now() - asked).toBeLessThan(2_000);
    expect(await accountsIn([a.id])).toBe(1);
    // and drained() too
    const b = account();
    m.push(entry(5, b));
    const drainAsked = performance.now();
    await m.drained();
    expect(m.seq).toBe(5);
    expect(performance.now() - drainAsked).toBeLessThan(2_000);
    await m.stop();
  });

  it("an entry bigger than a statement is reduced and written in turns, as one write", async () => {
    const m = new Materialiser(database.db, 5, undefined, null, 0);
    const small = account();
    const many = Array.from({ length: RECORDS_PER_WRITE + 100 }, account);
    m.push(entry(6, small));
    m.push(entry(7, ...many));
    // the event loop turns while it is written (orders are served meanwhile)
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    await m.reached(7);
    clearInterval(ticking);
    expect(m.seq).toBe(7);
    expect(await accountsIn([small.id, ...many.map((a) => a.id)])).toBe(many.length + 1);
    expect(turns).toBeGreaterThan(1);
    await m.stop();
  });
});
