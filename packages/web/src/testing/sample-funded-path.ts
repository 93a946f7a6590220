import { fundedPathSchema, type FundedPath } from "@proparena/contracts/funded-path";
import type { FakeRequest, FakeResponse } from "./fake-api";

/**
 * GET /account/funded-path answers for the web tests (contracts/funded-path.ts), parsed
 * with the contract's schema so they cannot drift from the wire format.
 */

type PassedAccount = FundedPath["accounts"][number];

export function samplePassedAccount(overrides: Partial<PassedAccount> = {}): PassedAccount {
  return {
    passedAccountId: "acc_phase2",
    planId: "ALPHA",
    passedAt: "2025-01-09T16:00:00.000Z",
    fundedAccountId: null,
    ...overrides,
  };
}

/** By default: one passed phase II account, waiting for KYC and the agreement. */
export function sampleFundedPath(overrides: Partial<FundedPath> = {}): FundedPath {
  return fundedPathSchema.parse({
    kycStatus: "not_started",
    agreementSigned: false,
    missing: ["Verify your identity (KYC)", "Sign the trader agreement"],
    accounts: [samplePassedAccount()],
    ...overrides,
  });
}

/** Any fake with `on(route, handler)` (fake-api.ts and fake-trading-api.ts alike). */
interface Routable {
  on(route: string, handler: (request: FakeRequest) => FakeResponse): unknown;
}

export function serveFundedPath(api: Routable, fundedPath: FundedPath = sampleFundedPath()) {
  let current = fundedPath;
  api.on("GET /account/funded-path", () => ({
    status: 200,
    body: { fundedPath: current },
  }));
  return {
    set(next: FundedPath) {
      current = next;
    },
  };
}
