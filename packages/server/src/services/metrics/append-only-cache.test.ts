import { describe, expect, it } from "vitest";
import { AppendOnlyCache } from "./append-only-cache";

type Row = { id: string; time: number };

/** A store the cache reads from, counting what each read asked for. */
function store() {
  const rows = new Map<string, Row[]>();
  const asked: Array<[string, number | null]> = [];
  const cache = new AppendOnlyCache<Row>({
    maxAccounts: 2,
    key: (r) => r.id,
    time: (r) => r.time,
    load: async (account, since) => {
      asked.push([account, since]);
      return (rows.get(account) ?? []).filter((r) => since === null || r.time >= since);
    },
  });
  const add = (account: string, id: string, time: number) =>
    rows.set(account, [...(rows.get(account) ?? []), { id, time }]);
  return { cache, add, asked, rows };
}

describe("the append-only cache of an account's records", () => {
  it("reads everything once, then only what was added at or after the newest record, without doubles", async () => {
    const s = store();
    s.add("a", "t1", 10);
    s.add("a", "t2", 20);
    expect((await s.cache.read("a", 0)).map((r) => r.id)).toEqual(["t1", "t2"]);
    s.add("a", "t3", 20); // same time as the newest
    s.add("a", "t4", 30);
    expect((await s.cache.read("a", 0)).map((r) => r.id)).toEqual(["t1", "t2", "t3", "t4"]);
    expect(s.asked).toEqual([
      ["a", null],
      ["a", 20],
    ]);
  });

  it("an account with no records yet asks for all of them again", async () => {
    const s = store();
    expect(await s.cache.read("a", 0)).toEqual([]);
    s.add("a", "t1", 5);
    expect(await s.cache.read("a", 0)).toEqual([{ id: "t1", time: 5 }]);
    expect(s.asked).toEqual([
      ["a", null],
      ["a", null],
    ]);
  });

  it("a new generation (the desk rebuilt after a delete) starts again; the least recently read account goes first", async () => {
    const s = store();
    s.add("a", "t1", 1);
    await s.cache.read("a", 0);
    s.rows.set("a", []); // deleted outside the desk
    expect(await s.cache.read("a", 1)).toEqual([]);
    await s.cache.read("b", 1);
    await s.cache.read("c", 1); // holds 2: "a" is dropped
    s.asked.length = 0;
    await s.cache.read("a", 1);
    await s.cache.read("c", 1);
    expect(s.asked).toEqual([
      ["a", null],
      ["c", null], // c has no records: all again
    ]);
  });
});
