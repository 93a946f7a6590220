import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { useNow } from "../../../lib/use-now";
import { useJobs } from "../requests/get-jobs";
import { JobCard } from "../components/cronjob/job-card";

/**
 * /admin/cronjob — the scheduled jobs (daily reset, weekly payout…): schedule, next run, the
 * last runs with their summaries and errors, and a confirmed "Run now".
 */
export function AdminCronjobPage() {
  const jobs = useJobs();
  const now = useNow(30_000);

  let body;
  if (jobs.isPending) body = <LoadingState label="Loading the scheduled jobs…" />;
  else if (jobs.isError)
    body = <QueryErrorState title="The scheduled jobs could not be loaded" query={jobs} />;
  else if (jobs.data.length === 0)
    body = (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300">
        No jobs are scheduled on this server.
      </p>
    );
  else
    body = (
      <div className="space-y-6">
        {jobs.data.map((job) => (
          <JobCard key={job.name} job={job} now={now} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Cronjob"
        description="Scheduled jobs: when each runs next, how its last runs went, and a way to run one now."
      />
      {body}
    </>
  );
}
