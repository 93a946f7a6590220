import { describe, expect, it } from "vitest";
import { replayBudget } from "./replay-budget";

// The budget knows a server by its identity only (the service context in use).
const server = () => ({});

describe("a replay's budget", () => {
  it("runs one replay at a time per server, and the next once it ends", async () => {
    const ctx = server();
    let finish = () => {};
    const first = replayBudget(ctx).run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(replayBudget(ctx).run(async () => 1)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await replayBudget(server()).run(async () => 2)).toBe(2);
    finish();
    await first;
    expect(await replayBudget(ctx).run(async () => 3)).toBe(3);
  });

  it("stops past its entries or its time, saying how far it got", async () => {
    const budget = replayBudget(server(), { maxEntries: 10_000, maxMs: 60_000 });
    await budget.afterPage({ entries: 5_000, commands: 40 });
    await expect(budget.afterPage({ entries: 10_001, commands: 80 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("stopped after 10,001 journal entries"),
    });
    expect(budget.progress).toEqual({ entries: 10_001, commands: 80 });
    const slow = replayBudget(server(), { maxEntries: 10_000, maxMs: -1 });
    await expect(slow.afterPage({ entries: 1, commands: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("lets the event loop turn between pages", async () => {
    const budget = replayBudget(server());
    let turned = false;
    setImmediate(() => (turned = true));
    await budget.afterPage({ entries: 5_000, commands: 1 });
    expect(turned).toBe(true);
  });
});
