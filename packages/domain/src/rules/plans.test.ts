import { describe, expect, it } from "vitest";
import { formatUsdShort } from "../core/money";
import { DEFAULT_PLAN_ID, getPlan, MAX_LEVERAGE, PLANS } from "./plans";

describe("plans (DESIGN §5)", () => {
  it("sizes and prices: 5K $32, 10K $60, 25K $139, 50K $239, 100K $399, 200K $788, 300K $1,169, Beta free $1,000,000", () => {
    expect(PLANS.map((p) => [p.label, formatUsdShort(p.size), formatUsdShort(p.price)])).toEqual([
      ["5K", "$5,000", "$32"],
      ["10K", "$10,000", "$60"],
      ["25K", "$25,000", "$139"],
      ["50K", "$50,000", "$239"],
      ["100K", "$100,000", "$399"],
      ["200K", "$200,000", "$788"],
      ["300K", "$300,000", "$1,169"],
      ["Beta", "$1,000,000", "$0"],
    ]);
  });

  it("200K is the default (button 6 of 7); leverage is 1:100 everywhere", () => {
    expect(DEFAULT_PLAN_ID).toBe("200K");
    expect(getPlan(DEFAULT_PLAN_ID)?.pricingSlot).toBe(6);
    expect(PLANS.every((p) => p.leverage === MAX_LEVERAGE && MAX_LEVERAGE === 100)).toBe(true);
    expect(getPlan("1M")).toBeUndefined();
  });
});
