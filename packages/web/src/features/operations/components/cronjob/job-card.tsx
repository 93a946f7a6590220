import type { Job } from "@proparena/contracts/jobs";
import { formatInZone, formatRelative } from "./job-format";
import { JobRunsTable } from "./job-runs-table";
import { RunNow } from "./run-now";

/** One scheduled job: what it does, when it runs next, its last runs and "Run now". */
export function JobCard({ job, now }: { job: Job; now: number }) {
  const id = `job-${job.name}`;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-24 space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-mono text-lg font-semibold text-white">
            {job.name}
          </h2>
          <p className="mt-1 text-sm text-slate-300">{job.description}</p>
        </div>
        <div className="shrink-0 sm:max-w-sm">
          <RunNow job={job} />
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-400">Schedule</dt>
          <dd className="mt-0.5 text-slate-100">
            <code className="rounded bg-slate-800 px-1.5 py-0.5 font-mono">{job.schedule}</code>{" "}
            <span className="text-slate-400">in {job.timeZone}</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Next run</dt>
          <dd className="mt-0.5 text-slate-100">
            {job.nextRunAt ? (
              <>
                <time dateTime={job.nextRunAt}>{formatInZone(job.nextRunAt, job.timeZone)}</time>{" "}
                <span className="text-slate-400">({formatRelative(job.nextRunAt, now)})</span>
              </>
            ) : (
              "Not scheduled"
            )}
          </dd>
        </div>
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-200">Last runs</h3>
        <JobRunsTable name={job.name} runs={job.runs} timeZone={job.timeZone} />
      </div>
    </section>
  );
}
