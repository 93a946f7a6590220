import { createAccount, type Account } from "@proparena/domain/engine/account";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import { describe, expect, it } from "vitest";
import type { OwnedEvent } from "./desk-events";
import { accountsOfWrite, sliceWrite } from "./write-slices";

const T = Date.UTC(2024, 2, 12, 13);
const account = (id: string): Account => {
  const made = createAccount({ id, planId: "BETA", phase: "phase1", time: T, ownerId: `u-${id}` });
  if (!made.ok) throw new Error(made.reason);
  return made.value;
};
const closed = (a: Account): EngineEvent =>
  ({ type: "accountClosed", account: a, reason: "test", time: T }) as unknown as EngineEvent;
const note = (a: Account, event: EngineEvent): OwnedEvent => ({
  userId: a.ownerId!,
  accountId: a.id,
  event,
});

describe("sliceWrite", () => {
  const accounts = ["a", "b", "c", "d", "e"].map(account);
  const events = [...accounts.map(closed), closed(accounts[0]!)];
  const notes = events.map((e, i) => note(accounts[i % 5]!, e));
  const opened = account("next");

  it("leaves a write within the size whole", () => {
    const write = { events, accounts, created: [] };
    expect(sliceWrite(write, notes, 5)).toEqual([{ write, notes }]);
  });

  it("cuts by whole accounts, keeping each account's events, record and notes together and in order", () => {
    const keys = [{ clientOrderId: "k", accountId: "a", orderId: "o" }] as never;
    const slices = sliceWrite(
      { events, accounts, created: [opened], orderRequests: keys },
      notes,
      2,
    );
    expect(slices.map((s) => s.write.accounts.map((a) => a.id))).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e"],
    ]);
    expect(slices[0]!.write.events).toEqual([events[0], events[1], events[5]]);
    expect(slices[2]!.write.events).toEqual([events[4]]);
    expect(slices[1]!.notes.map((n) => n.accountId)).toEqual(["c", "d"]);
    // What belongs to no touched account goes with the first slice only.
    expect(slices.map((s) => s.write.created)).toEqual([[opened], [], []]);
    expect(slices.map((s) => s.write.orderRequests)).toEqual([keys, [], []]);
    expect(slices.flatMap((s) => s.write.events)).toHaveLength(events.length);
  });

  it("knows the accounts a write changes, opened ones included", () => {
    const write = { events: [closed(accounts[2]!)], accounts: [accounts[0]!], created: [opened] };
    expect([...accountsOfWrite(write)].sort()).toEqual(["a", "c", "next"]);
  });
});
