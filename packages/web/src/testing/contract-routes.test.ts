import { afterEach, describe, expect, it } from "vitest";
import { takeContractDrifts } from "./contract-drift";
import { checkAnswer } from "./contract-routes";
import { makeInstrument, makePosition } from "./fake-trading-api";
import { quietWeek } from "./sample-site-data";

// These answers drift on purpose: forget them so setup.ts does not fail the test.
afterEach(() => {
  takeContractDrifts();
});

describe("the fakes' contract check", () => {
  it("passes an answer that matches its route's schema, without the keys the contract lacks", () => {
    const instrument = makeInstrument("EURUSD");
    const checked = checkAnswer("GET", "/instruments", {
      status: 200,
      body: { instruments: [{ ...instrument, spread: 3 }] },
    });
    expect(checked.body).toEqual({ instruments: [instrument] });
  });

  it("fails an answer that drifts from the contract, and reports it for the test", () => {
    const { lotStep: _lotStep, ...withoutLotStep } = makeInstrument("EURUSD");
    expect(() =>
      checkAnswer("GET", "/instruments", {
        status: 200,
        body: { instruments: [withoutLotStep] },
      }),
    ).toThrow(/GET \/instruments -> 200 drifts from the contract: instruments\.0\.lotStep/);
    expect(takeContractDrifts()).toHaveLength(1);
  });

  it("fails a success on a route the API does not have", () => {
    expect(() => checkAnswer("GET", "/accounts/acc_1/balance", { status: 200, body: {} })).toThrow(
      "a route the API does not have",
    );
  });

  it("matches path parameters, a fixed path first", () => {
    const positions = { items: [makePosition()] };
    expect(
      checkAnswer("GET", "/accounts/acc_1/positions", { status: 200, body: positions }).body,
    ).toEqual(positions);
    // /payouts/current, not /payouts/:week (whose schema this answer would not pass).
    expect(checkAnswer("GET", "/payouts/current", { status: 200, body: quietWeek() }).body).toEqual(
      quietWeek(),
    );
  });

  it("wants every error as {message, code}", () => {
    expect(() => checkAnswer("GET", "/accounts", { status: 500 })).toThrow("not an API error");
    expect(() =>
      checkAnswer("GET", "/accounts", { status: 400, body: { error: "Bad request" } }),
    ).toThrow("not an API error");
  });

  it("keeps the fields a route's error schema adds, and checks them", () => {
    const body = {
      message: "Enter the code",
      code: "TWO_FACTOR_REQUIRED",
      attempt: "a".repeat(64),
      codesLeft: 3,
      extra: "dropped",
    };
    const { extra: _extra, ...declared } = body;
    expect(checkAnswer("POST", "/auth/signin", { status: 401, body }).body).toEqual(declared);
    expect(() =>
      checkAnswer("POST", "/auth/signin/code", {
        status: 401,
        body: { ...declared, codesLeft: "3" },
      }),
    ).toThrow(/POST \/auth\/signin\/code -> 401 is not an API error: codesLeft/);
    // Elsewhere an error is `{message, code, issues?, retryAfterSeconds?}`.
    expect(checkAnswer("POST", "/account/2fa/disable", { status: 401, body }).body).toEqual({
      message: body.message,
      code: body.code,
    });
  });

  it("passes files through: the contracts have no schema for them", () => {
    const csv = { status: 200, body: "id,symbol\ntrd_1,EURUSD" };
    expect(checkAnswer("GET", "/accounts/acc_1/trades.csv", csv)).toBe(csv);
  });
});
