import { describe, expect, it } from "vitest";
import { API_ERROR_CODES, ERROR_CODES } from "./error-codes";
import {
  REJECTION_CODES,
  REJECTION_FIELD,
  isRejectionCode,
  rejectionField,
} from "./rejection-codes";

describe("error and rejection codes", () => {
  it("ERROR_CODES holds the API's codes and the engine's, none shadowed and none twice", () => {
    const codes = Object.values(ERROR_CODES);
    expect(codes).toEqual([...Object.values(API_ERROR_CODES), ...Object.values(REJECTION_CODES)]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("names a field for each rejection code, keyed by the codes themselves", () => {
    expect(Object.keys(REJECTION_FIELD).sort()).toEqual(Object.values(REJECTION_CODES).sort());
    expect(rejectionField(REJECTION_CODES.volumeTooLarge)).toBe("volume");
    expect(rejectionField(REJECTION_CODES.stopLossOffTick)).toBe("stopLoss");
    expect(rejectionField(REJECTION_CODES.takeProfitWrongSide)).toBe("takeProfit");
    expect(rejectionField(REJECTION_CODES.marketClosed)).toBeNull();
  });

  it("any other string is no rejection and concerns no field", () => {
    for (const code of [ERROR_CODES.badRequest, ERROR_CODES.validation, "toString", "__proto__"]) {
      expect(isRejectionCode(code), code).toBe(false);
      expect(rejectionField(code), code).toBeNull();
    }
  });
});
