import { describe, expect, it } from "vitest";
import { rehearseDesk } from "./desk-rehearsal";

describe("the desk's rehearsal", () => {
  it("goes through a whole scratch mass breach: every account failed, both positions closed", () => {
    // 20 accounts: 20 failures and 40 closes (60 events) and the 20 accounts' records.
    expect(rehearseDesk(20, 1)).toBe(80);
  });
});
