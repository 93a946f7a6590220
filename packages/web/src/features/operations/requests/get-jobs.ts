import { useQuery } from "@tanstack/react-query";
import type { Job } from "@proparena/contracts/jobs";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const adminJobsKey = [...adminKeys.all, "jobs"] as const;

/** GET /admin/jobs -> every scheduled job with its next run and newest runs first. */
export async function getJobs(): Promise<Job[]> {
  const { jobs } = await api("GET /admin/jobs");
  return jobs;
}

export function useJobs() {
  return useQuery({ queryKey: adminJobsKey, queryFn: getJobs });
}
