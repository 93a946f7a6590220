import { adminDashboardSchema, type AdminDashboard } from "@proparena/contracts/admin-dashboard";
import type { FakeApi } from "../../../testing/fake-api";

/** `count` days ending on `last` ("2025-01-06"), oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * A dashboard as GET /admin/dashboard sends it (parsed with the contract's schema): the
 * last `days` days to 2025-01-06 with sign-ups on the last two, revenue from two plans, three
 * phases (Phase II with no outcomes), pools, two jobs and a leader instance.
 */
export function sampleAdminDashboard(
  overrides: Partial<AdminDashboard> = {},
  days = 30,
): AdminDashboard {
  const axis = daysEnding("2025-01-06", days);
  return adminDashboardSchema.parse({
    generatedAt: "2025-01-06T12:00:00.000Z",
    users: { total: 1250, verified: 1000, suspended: 7 },
    signups: axis.map((day, index) => ({
      day,
      count: index === axis.length - 1 ? 4 : index === axis.length - 2 ? 2 : 0,
    })),
    revenue: [
      { day: "2025-01-05", planId: "10K", purchases: 2, amountCents: 12_000 },
      { day: "2025-01-06", planId: "10K", purchases: 1, amountCents: 6_000 },
      { day: "2025-01-06", planId: "200K", purchases: 1, amountCents: 78_800 },
    ],
    revenueTotalCents: 96_800,
    activeAccounts: [
      { phase: "funded", count: 5 },
      { phase: "phase1", count: 40 },
      { phase: "phase2", count: 12 },
    ],
    outcomes: [
      { phase: "phase1", passed: 2, failed: 6 },
      { phase: "funded", passed: 0, failed: 1 },
    ],
    pools: [
      { account: "vault", balanceCents: 7_260_000 },
      { account: "jackpot_pool", balanceCents: 193_650 },
      { account: "emergency_pool", balanceCents: 0 },
    ],
    pending: { kyc: 3, payoutRequests: 1, openTickets: 0 },
    jobs: [
      { name: "daily-reset", lastStatus: "done", lastFinishedAt: "2025-01-06T05:00:02.000Z" },
      { name: "weekly-payout", lastStatus: "failed", lastFinishedAt: "2025-01-06T00:10:00.000Z" },
      { name: "discord-digest", lastStatus: null, lastFinishedAt: null },
    ],
    instance: {
      role: "leader",
      uptimeSeconds: 3 * 86_400 + 4 * 3600 + 5 * 60,
      accountsInEngine: 57,
    },
    ...overrides,
  });
}

/** Serves GET /admin/dashboard?days=N with `build(N)`. */
export function serveAdminDashboard(
  api: FakeApi,
  build: (days: number) => AdminDashboard = (days) => sampleAdminDashboard({}, days),
) {
  api.on("GET /admin/dashboard", ({ search }) => ({
    status: 200,
    body: build(Number(search.get("days") ?? 30)),
  }));
  return api;
}
