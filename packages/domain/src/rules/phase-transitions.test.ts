import { describe, expect, it } from "vitest";
import type { Account } from "../engine/account";
import { startNextPhase, successorOnPass } from "./phase-transitions";
import { account, TUESDAY_NOON } from "../testing/engine-fixture";

const passed = (phase: Account["phase"]): Account => ({
  ...account({ id: "x", planId: "100K", phase }),
  status: "passed",
});
const inputs = { id: "next", time: TUESDAY_NOON + 1, kycApproved: false, agreementSigned: false };

describe("phase transitions", () => {
  it("100K phase I passed -> a new phase II account with a $100,000 starting balance", () => {
    const r = startNextPhase(passed("phase1"), inputs);
    expect(r.ok && r.value).toMatchObject({
      id: "next",
      phase: "phase2",
      planId: "100K",
      startingBalance: 10_000_000,
      balance: 10_000_000,
      status: "active",
      previousAccountId: "x",
    });
  });

  it("phase II passed -> funded only when KYC is approved and the agreement signed", () => {
    expect(startNextPhase(passed("phase2"), inputs)).toMatchObject({
      ok: false,
      code: "KYC_REQUIRED",
    });
    expect(startNextPhase(passed("phase2"), { ...inputs, kycApproved: true })).toMatchObject({
      ok: false,
      code: "AGREEMENT_REQUIRED",
    });
    const r = startNextPhase(passed("phase2"), {
      ...inputs,
      kycApproved: true,
      agreementSigned: true,
    });
    expect(r.ok && r.value.phase).toBe("funded");
  });

  it("an active or failed account does not move; the funded phase is the last", () => {
    expect(startNextPhase(account({ id: "a", planId: "5K" }), inputs)).toMatchObject({
      ok: false,
      code: "NOT_PASSED",
    });
    expect(
      startNextPhase({ ...account({ id: "f", planId: "5K" }), status: "failed" }, inputs),
    ).toMatchObject({ ok: false, code: "NOT_PASSED" });
    expect(startNextPhase(passed("funded"), inputs)).toMatchObject({
      ok: false,
      code: "NO_NEXT_PHASE",
    });
  });

  it("on a pass, only phase I opens its successor at once; phase II waits for KYC and the agreement", () => {
    const at = { id: "next", time: TUESDAY_NOON + 1, timeZone: "Europe/London" };
    expect(successorOnPass(passed("phase1"), at)).toMatchObject({
      id: "next",
      phase: "phase2",
      planId: "100K",
      status: "active",
      previousAccountId: "x",
      createdAt: TUESDAY_NOON + 1,
    });
    expect(successorOnPass(passed("phase2"), at)).toBeNull();
    expect(successorOnPass(passed("funded"), at)).toBeNull();
    expect(successorOnPass(account({ id: "a", planId: "100K" }), at)).toBeNull();
  });
});
