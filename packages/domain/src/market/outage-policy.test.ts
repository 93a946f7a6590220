import { describe, expect, it } from "vitest";
import {
  HALT_AFTER_MS,
  haltAfterMs,
  haltReason,
  haltState,
  incidentCause,
  outageReview,
  utcClock,
  type IncidentSpan,
} from "./outage-policy";
import { sessionState } from "./sessions";

const WED = Date.UTC(2026, 0, 7, 14, 2, 11);
const open = sessionState("EURUSD", WED);

describe("halts: a function of the last price, now and the threshold", () => {
  it("crypto halts after 10 s without a live price, FX, metals and indices after 30 s", () => {
    expect(haltAfterMs("BTCUSD")).toBe(10_000);
    expect(haltAfterMs("EURUSD")).toBe(30_000);
    expect(haltAfterMs("XAUUSD")).toBe(30_000);
    expect(haltAfterMs("US30")).toBe(30_000);
    expect(haltAfterMs("NOPE")).toBeUndefined();
    expect(haltAfterMs("BTCUSD", { ...HALT_AFTER_MS, crypto: 500 })).toBe(500);
  });

  it("halts past the threshold, since the last live price; at the threshold it still trades", () => {
    const base = { lastQuoteAt: WED, watchedSince: WED - 60_000, thresholdMs: 30_000 };
    expect(haltState({ ...base, now: WED + 30_000, session: open })).toEqual({ halted: false });
    expect(haltState({ ...base, now: WED + 30_001, session: open })).toEqual({
      halted: true,
      since: WED,
    });
  });

  it("before any price it counts from the start of watching; a session counts from its opening", () => {
    const sundayOpen = Date.UTC(2026, 0, 4, 22);
    const justOpened = sessionState("EURUSD", sundayOpen + 20_000);
    // The last price was Friday's: the market has 30 s from its opening to send one.
    const friday = Date.UTC(2026, 0, 2, 21, 59);
    expect(
      haltState({
        lastQuoteAt: friday,
        watchedSince: 0,
        now: sundayOpen + 20_000,
        thresholdMs: 30_000,
        session: justOpened,
      }),
    ).toEqual({ halted: false });
    expect(
      haltState({
        lastQuoteAt: friday,
        watchedSince: 0,
        now: sundayOpen + 31_000,
        thresholdMs: 30_000,
        session: sessionState("EURUSD", sundayOpen + 31_000),
      }),
    ).toEqual({ halted: true, since: sundayOpen });
    expect(
      haltState({
        lastQuoteAt: null,
        watchedSince: WED,
        now: WED + 11_000,
        thresholdMs: 10_000,
        session: sessionState("BTCUSD", WED),
      }),
    ).toEqual({ halted: true, since: WED });
  });

  it("a closed market is never halted", () => {
    const saturday = Date.UTC(2026, 0, 10, 12);
    expect(
      haltState({
        lastQuoteAt: Date.UTC(2026, 0, 9, 21, 59),
        watchedSince: 0,
        now: saturday,
        thresholdMs: 30_000,
        session: sessionState("EURUSD", saturday),
      }),
    ).toEqual({ halted: false });
  });

  it("says since when, with the date when it was another day", () => {
    expect(haltReason("EURUSD", WED, WED + 45_000)).toBe(
      "EURUSD has had no live price since 14:02:11 UTC; trading resumes when it does.",
    );
    expect(utcClock(WED, WED + 86_400_000)).toBe("2026-01-07 14:02:11 UTC");
  });

  it("an incident's cause: the connection, or the silence", () => {
    expect(incidentCause("binance", true, null, 10_000)).toBe("no quote from binance for 10 s");
    expect(incidentCause("oanda", false, "closed (1006)", 30_000)).toBe(
      "connection lost: closed (1006)",
    );
    expect(incidentCause("oanda", true, null, 90_000)).toBe("no quote from oanda for 1 min 30 s");
  });
});

describe("review: a breach near an outage on a symbol the account traded", () => {
  const incident: IncidentSpan = {
    id: "i1",
    symbols: ["EURUSD", "GBPUSD"],
    startedAt: WED,
    endedAt: Date.UTC(2026, 0, 7, 14, 9, 40),
  };

  it("flags a breach decided within 15 minutes after the incident ended, naming the gap", () => {
    const decided = incident.endedAt! + 3 * 60_000 + 10_000;
    expect(outageReview(decided, ["EURUSD", "BTCUSD"], [incident])).toEqual({
      incidentId: "i1",
      symbols: ["EURUSD"],
      reason:
        "Decided 3 min after a price outage on EURUSD (14:02:11–14:09:40 UTC); an operator will review it.",
    });
    expect(outageReview(incident.endedAt! + 15 * 60_000, ["GBPUSD"], [incident])).not.toBeNull();
    expect(outageReview(incident.endedAt! + 15 * 60_000 + 1, ["GBPUSD"], [incident])).toBeNull();
  });

  it("flags one decided during the outage, or as prices came back", () => {
    expect(outageReview(WED + 60_000, ["GBPUSD"], [{ ...incident, endedAt: null }])?.reason).toBe(
      "Decided during a price outage on GBPUSD (since 14:02:11 UTC); an operator will review it.",
    );
    expect(outageReview(incident.endedAt!, ["EURUSD"], [incident])?.reason).toBe(
      "Decided less than a minute after a price outage on EURUSD (14:02:11–14:09:40 UTC); an operator will review it.",
    );
  });

  it("leaves alone a breach on other symbols, or before the outage began", () => {
    expect(outageReview(incident.endedAt! + 60_000, ["BTCUSD"], [incident])).toBeNull();
    expect(outageReview(WED - 1, ["EURUSD"], [incident])).toBeNull();
    expect(outageReview(WED + 1, [], [incident])).toBeNull();
  });
});
