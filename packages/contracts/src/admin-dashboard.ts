import { z } from "zod";

/** GET /api/admin/dashboard?days=30 (spec §2 /admin/dashboard): the business at a glance. */
export const adminDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});

const dayCount = z.object({ day: z.string(), count: z.number().int() });

export const adminDashboardSchema = z.object({
  generatedAt: z.string(),
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    suspended: z.number().int(),
  }),
  /** Sign-ups per day (reset zone), oldest first, every day present. */
  signups: z.array(dayCount),
  /** Paid purchases and revenue per day and plan. */
  revenue: z.array(
    z.object({
      day: z.string(),
      planId: z.string(),
      purchases: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  revenueTotalCents: z.number().int(),
  /** Active accounts per phase. */
  activeAccounts: z.array(z.object({ phase: z.string(), count: z.number().int() })),
  /** Of the accounts that ended in the window: passed and failed, per phase. */
  outcomes: z.array(
    z.object({ phase: z.string(), passed: z.number().int(), failed: z.number().int() }),
  ),
  /** Pool balances from the ledger. */
  pools: z.array(z.object({ account: z.string(), balanceCents: z.number().int() })),
  pending: z.object({
    kyc: z.number().int(),
    payoutRequests: z.number().int(),
    openTickets: z.number().int(),
  }),
  jobs: z.array(
    z.object({
      name: z.string(),
      lastStatus: z.enum(["done", "failed"]).nullable(),
      lastFinishedAt: z.string().nullable(),
    }),
  ),
  instance: z.object({
    role: z.enum(["leader", "follower"]),
    uptimeSeconds: z.number().int(),
    accountsInEngine: z.number().int().nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
