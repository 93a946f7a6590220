import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("joins the run going, waits for it when idle, and starts a new run after it", async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const drains = oneAtATime(async () => {
      runs += 1;
      await gate;
    });
    const first = drains.run();
    expect(drains.run()).toBe(first);
    expect(runs).toBe(1);
    let idle = false;
    const waiting = drains.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
    await drains.run();
    expect(runs).toBe(2);
  });
});
