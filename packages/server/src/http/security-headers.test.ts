import { describe, expect, it } from "vitest";
import { cspDirectives, originOf } from "./security-headers";

describe("the Content-Security-Policy", () => {
  it("lets the browser reach a configured payout chain's public RPC, and nothing else", () => {
    expect(cspDirectives([]).connectSrc).toEqual(["'self'"]);
    const rpc = originOf("https://sepolia.base.org/v1/rpc");
    expect(cspDirectives([], { connect: rpc }).connectSrc).toEqual([
      "'self'",
      "https://sepolia.base.org",
    ]);
    expect(originOf(undefined)).toEqual([]);
  });
});
