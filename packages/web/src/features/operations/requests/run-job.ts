import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobRunResult } from "@proparena/contracts/jobs";
import { api } from "../../../lib/api";
import { adminDashboardKeys } from "./get-admin-dashboard";
import { adminJobsKey } from "./get-jobs";

/** The contract's type, for the components that import it from here. */
export type { JobRunResult };

/** POST /admin/jobs/:name/run -> {results}, one per due period (a done period is skipped). */
export async function runJob(name: string): Promise<JobRunResult[]> {
  const { results } = await api("POST /admin/jobs/:name/run", { params: { name } });
  return results;
}

/** Runs a job now, then refreshes the jobs list and the dashboard's job health. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminJobsKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
      ]);
    },
  });
}
