import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SortedIndex } from "./sorted-index";

type Op =
  | { kind: "insert"; key: number; id: number }
  | { kind: "remove"; pick: number }
  | { kind: "takeAtMost"; limit: number }
  | { kind: "takeAtLeast"; limit: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("insert" as const),
      key: fc.integer({ min: 0, max: 60 }).map((k) => k / 4),
      id: fc.integer({ min: 0, max: 5_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("takeAtMost" as const),
      limit: fc.integer({ min: -1, max: 61 }).map((k) => k / 4),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("takeAtLeast" as const),
      limit: fc.integer({ min: -1, max: 61 }).map((k) => k / 4),
    }),
  },
);

describe("sorted index (chunked sorted list)", () => {
  it("behaves like a sorted array of (key, id) over random operation sequences", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        const index = new SortedIndex();
        let model: Array<[number, number]> = [];
        const cmp = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
        for (const o of ops) {
          if (o.kind === "insert") {
            if (model.some(([k, i]) => k === o.key && i === o.id)) continue;
            index.insert(o.key, o.id);
            model.push([o.key, o.id]);
            model.sort(cmp);
          } else if (o.kind === "remove") {
            if (model.length === 0) {
              expect(index.remove(1, 1)).toBe(false);
              continue;
            }
            const [k, i] = model[o.pick % model.length]!;
            expect(index.remove(k, i)).toBe(true);
            expect(index.remove(k, i)).toBe(false);
            model = model.filter(([mk, mi]) => !(mk === k && mi === i));
          } else if (o.kind === "takeAtMost") {
            const out: number[] = [];
            index.takeAtMost(o.limit, out);
            expect(out).toEqual(model.filter(([k]) => k <= o.limit).map(([, i]) => i));
            model = model.filter(([k]) => k > o.limit);
          } else {
            const out: number[] = [];
            index.takeAtLeast(o.limit, out);
            expect(out).toEqual(
              model
                .filter(([k]) => k >= o.limit)
                .reverse()
                .map(([, i]) => i),
            );
            model = model.filter(([k]) => k < o.limit);
          }
          expect(index.size).toBe(model.length);
        }
        expect(index.entries()).toEqual(model);
        expect(index.min()).toBe(model[0]?.[0]);
        expect(index.max()).toBe(model[model.length - 1]?.[0]);
      }),
      { numRuns: 200 },
    );
  });

  it("holds 100,000 entries and takes a range from either end", () => {
    const index = new SortedIndex();
    for (let i = 0; i < 100_000; i++) index.insert((i * 7919) % 100_000, i);
    const low: number[] = [];
    expect(index.takeAtMost(9, low)).toBe(10);
    const high: number[] = [];
    expect(index.takeAtLeast(99_990, high)).toBe(10);
    expect(index.size).toBe(99_980);
    expect([index.min(), index.max()]).toEqual([10, 99_989]);
  });
});
