import {
  milestoneSchema,
  ranksResponseSchema,
  type Milestone,
  type RankId,
  type RanksResponse,
} from "@proparena/contracts/ranks";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";

/**
 * Ranks answers for the web tests (contracts/ranks.ts), parsed with the contract's schemas so
 * they cannot drift from the wire format.
 */

const RANKS: { id: RankId; name: string; description: string }[] = [
  {
    id: "tenderfoot",
    name: "Tenderfoot",
    description: "Start a challenge: your phase I evaluation account makes you a Tenderfoot.",
  },
  {
    id: "journeyman",
    name: "Journeyman",
    description: "Pass phase I by reaching its 8% profit target within the loss limits.",
  },
  {
    id: "prodigy",
    name: "Prodigy",
    description: "Pass phase II (5% target) and get your funded account.",
  },
];

export function sampleMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return milestoneSchema.parse({
    id: "first-trade",
    title: "First trade",
    description: "Close your first trade.",
    achievedAt: null,
    progress: null,
    ...overrides,
  });
}

/**
 * A ranks answer; `reached` gives the date each rank was reached (the others are locked), and
 * `current` defaults to the highest of them.
 */
export function sampleRanks({
  reached = {},
  current,
  milestones = [],
}: {
  reached?: Partial<Record<RankId, string>>;
  current?: RankId | null;
  milestones?: Milestone[];
} = {}): RanksResponse {
  const highest = [...RANKS].reverse().find((rank) => reached[rank.id])?.id ?? null;
  return ranksResponseSchema.parse({
    current: current === undefined ? highest : current,
    ranks: RANKS.map((rank) => ({ ...rank, reachedAt: reached[rank.id] ?? null })),
    milestones,
  });
}

/**
 * Serves GET /account/ranks on the fake API (to a signed-in caller) with `ranks`, or with
 * whatever the given function answers.
 */
export function serveRanks(
  api: FakeApi,
  ranks: RanksResponse | (() => FakeResponse | Promise<FakeResponse>) = sampleRanks(),
) {
  api.on("GET /account/ranks", ({ token }) => {
    if (!token)
      return { status: 401, body: { message: "Token is invalid", code: "TOKEN_INVALID" } };
    return typeof ranks === "function" ? ranks() : { status: 200, body: ranks };
  });
  return api;
}
