import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const adminDashboardKeys = {
  all: [...adminKeys.all, "dashboard"] as const,
  days: (days: number) => [...adminKeys.all, "dashboard", days] as const,
};

/** GET /admin/dashboard?days=N -> the business at a glance over the last N days. */
export function getAdminDashboard(days: number): Promise<AdminDashboard> {
  return api("GET /admin/dashboard", { query: { days } });
}

/** A dashboard with the period it covers. */
export interface DashboardForDays {
  days: number;
  dashboard: AdminDashboard;
}

/** Keeps the previous period on screen (`isPlaceholderData`) while another one loads. */
export function useAdminDashboard(days: number) {
  return useQuery({
    queryKey: adminDashboardKeys.days(days),
    queryFn: async (): Promise<DashboardForDays> => ({
      days,
      dashboard: await getAdminDashboard(days),
    }),
    placeholderData: keepPreviousData,
  });
}
