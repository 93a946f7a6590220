import { describe, expect, it } from "vitest";
import { Random } from "./random";

describe("seeded random numbers", () => {
  it("the same seed gives the same sequence; another seed another", () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("resumes exactly from a saved state", () => {
    const a = new Random("seed:EURUSD");
    for (let i = 0; i < 10; i++) a.normal();
    const b = Random.resume(a.state());
    expect(Array.from({ length: 20 }, () => b.normal())).toEqual(
      Array.from({ length: 20 }, () => a.normal()),
    );
  });

  it("normal draws have mean ~0 and variance ~1 over 20,000 draws", () => {
    const r = new Random(7);
    const xs = Array.from({ length: 20_000 }, () => r.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const v = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(v - 1)).toBeLessThan(0.05);
    expect(r.int(3, 3)).toBe(3);
  });
});
