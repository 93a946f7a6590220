import { describe, expect, it } from "vitest";
import { pricePrecision, toCandleBars, toEventMarks } from "./record-chart-data";
import { fieldLabel, fieldValue } from "./record-fields";

const candle = (time: string, open: number) => ({
  time,
  open,
  high: open,
  low: open,
  close: open,
});

describe("record chart data", () => {
  it("orders the candles, one per second, and puts each event on the candle it falls in", () => {
    const bars = toCandleBars([
      candle("2025-01-06T14:02:00.000Z", 3),
      candle("2025-01-06T14:00:00.000Z", 1),
      candle("2025-01-06T14:01:00.000Z", 2),
      candle("2025-01-06T14:01:00.000Z", 2.5),
    ]);
    expect(bars.map((bar) => bar.open)).toEqual([1, 2.5, 3]);
    const marks = toEventMarks(
      [
        { label: "Closed", time: "2025-01-06T14:09:00.000Z", price: 3 },
        { label: "Opened", time: "2025-01-06T14:01:59.000Z", price: 2 },
        { label: "Early", time: "2025-01-06T13:00:00.000Z", price: null },
      ],
      bars,
    );
    expect(marks.map((mark) => [mark.label, new Date(mark.time * 1000).toISOString()])).toEqual([
      ["Early", "2025-01-06T14:00:00.000Z"],
      ["Opened", "2025-01-06T14:01:00.000Z"],
      ["Closed", "2025-01-06T14:02:00.000Z"],
    ]);
    expect(
      toEventMarks([{ label: "Opened", time: "2025-01-06T14:00:00.000Z", price: 1 }], []),
    ).toEqual([]);
  });

  it("quotes prices with the decimals they have (2 to 5)", () => {
    expect(pricePrecision([candle("2025-01-06T14:00:00.000Z", 1.08512)])).toBe(5);
    expect(pricePrecision([candle("2025-01-06T14:00:00.000Z", 151.234)])).toBe(3);
    expect(pricePrecision([candle("2025-01-06T14:00:00.000Z", 2650)])).toBe(2);
    expect(pricePrecision([candle("2025-01-06T14:00:00.000Z", 0.1 + 0.2)])).toBe(2);
  });
});

describe("record fields", () => {
  it("names fields in words and formats money, times and prices", () => {
    expect(fieldLabel("openPrice")).toBe("Open price");
    expect(fieldLabel("pnlCents")).toBe("P&L");
    expect(fieldLabel("accountId")).toBe("Account ID");
    expect(fieldLabel("commissionCents")).toBe("Commission");
    expect(fieldValue("commissionCents", -250)).toBe("-$2.50");
    expect(fieldValue("closeTime", "2025-01-06T15:00:00.000Z")).toBe("Jan 6, 2025, 15:00 UTC");
    expect(fieldValue("stopLoss", null)).toBe("—");
    expect(fieldValue("closePrice", 1.0850000001)).toBe("1.085");
    expect(fieldValue("hedged", true)).toBe("Yes");
    expect(fieldValue("reason", "stopLoss")).toBe("Stop loss");
    expect(fieldValue("meta", { a: 1 })).toBe('{"a":1}');
  });
});
