import { describe, expect, it } from "vitest";
import { newClientOrderId } from "./client-order-id";

describe("newClientOrderId", () => {
  it("is 32 hex digits, a valid clientOrderId, and new each time", () => {
    const ids = Array.from({ length: 100 }, newClientOrderId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(100);
  });
});
