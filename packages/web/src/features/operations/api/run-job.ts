import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobRun } from "@proparena/contracts/jobs";
import { apiFetch } from "../../../lib/api-client";
import { adminDashboardKeys } from "./get-admin-dashboard";
import { adminJobsKey } from "./get-jobs";

/** What one due period did: ran now (done or failed), or had already run (skipped). */
export interface JobRunResult {
  status: "done" | "failed" | "skipped";
  run: JobRun;
}

/** POST /api/admin/jobs/:name/run -> {results}, one per due period (a done period is skipped). */
export async function runJob(name: string): Promise<JobRunResult[]> {
  const { results } = await apiFetch<{ results: JobRunResult[] }>(
    `/admin/jobs/${encodeURIComponent(name)}/run`,
    { method: "POST" },
  );
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
