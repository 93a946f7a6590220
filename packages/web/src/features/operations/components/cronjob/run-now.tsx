import { useState } from "react";
import type { Job } from "@proparena/contracts/jobs";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { Modal } from "../../../../components/modal";
import { Spinner } from "../../../../components/spinner";
import { errorMessage } from "../../../../lib/api-client";
import { useRunJob, type JobRunResult } from "../../requests/run-job";
import { RunStatusBadge } from "./run-status-badge";

const WHAT_HAPPENED: Record<JobRunResult["status"], string> = {
  done: "ran now and finished",
  failed: "ran now and failed",
  skipped: "skipped: this period had already run",
};

function headline(name: string, results: readonly JobRunResult[]): string {
  if (results.length === 0) return `${name}: nothing was due, so nothing ran.`;
  const counts = (["done", "failed", "skipped"] as const)
    .map((status) => [status, results.filter((r) => r.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  return `${name}: ${counts.join(", ")}.`;
}

/** Each due period's outcome of a manual run. */
function RunResults({ name, results }: { name: string; results: readonly JobRunResult[] }) {
  const failed = results.some((result) => result.status === "failed");
  return (
    <Alert tone={failed ? "error" : "success"} title={headline(name, results)}>
      {results.length > 0 && (
        <ul className="space-y-1.5">
          {results.map((result) => (
            <li key={`${result.run.id}-${result.status}`} className="flex flex-wrap gap-2">
              <RunStatusBadge status={result.status} />
              <span>
                <span className="font-mono">{result.run.periodKey}</span>{" "}
                {WHAT_HAPPENED[result.status]}
                {result.status === "failed" && result.run.error ? `: ${result.run.error}` : "."}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** "Run now": asks first, shows the run on its way, then what each due period did. */
export function RunNow({ job }: { job: Job }) {
  const [confirming, setConfirming] = useState(false);
  const run = useRunJob();

  const confirm = () => {
    setConfirming(false);
    run.mutate(job.name);
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => {
          run.reset();
          setConfirming(true);
        }}
        disabled={run.isPending}
        className={buttonClass("secondary", "sm")}
      >
        {run.isPending ? (
          <>
            <Spinner className="size-4" /> Running…
          </>
        ) : (
          "Run now"
        )}
      </button>
      <div aria-live="polite">
        {run.isPending && <p className="text-sm text-slate-300">Running {job.name}…</p>}
      </div>
      {run.isSuccess && <RunResults name={job.name} results={run.data} />}
      {run.isError && (
        <Alert tone="error" title={`${job.name} did not run`}>
          {errorMessage(run.error)}
        </Alert>
      )}
      <Modal open={confirming} title={`Run ${job.name} now?`} onClose={() => setConfirming(false)}>
        <div className="space-y-4 text-sm">
          <p>{job.description}</p>
          <p>
            Every period that is due runs now, as the schedule would run it. A period that already
            ran is skipped, so nothing is done twice.
          </p>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass("secondary")}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={confirm}
              className={buttonClass("primary")}
              data-autofocus
            >
              Run now
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
