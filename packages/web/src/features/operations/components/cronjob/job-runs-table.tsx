import { Fragment, useState } from "react";
import type { JobRun } from "@proparena/contracts/jobs";
import { buttonClass } from "../../../../components/button-styles";
import { formatCount } from "../../../../lib/format-money";
import { formatInZone, summaryPairs } from "./job-format";
import { RunStatusBadge } from "./run-status-badge";

const SHOWN_AT_FIRST = 10;
const th = "px-3 py-2 font-medium whitespace-nowrap";
const td = "px-3 py-2 align-top whitespace-nowrap text-slate-300";

function Summary({ run }: { run: JobRun }) {
  const pairs = summaryPairs(run.summary);
  if (pairs.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex max-w-md flex-wrap gap-x-3 gap-y-0.5 font-mono text-xs whitespace-normal">
      {pairs.map((pair) => (
        <li key={pair} className="break-all">
          {pair}
        </li>
      ))}
    </ul>
  );
}

/** A job's runs, newest first: what each period did, and a failed run's error in full. */
export function JobRunsTable({
  name,
  runs,
  timeZone,
}: {
  name: string;
  runs: readonly JobRun[];
  timeZone: string;
}) {
  const [showAll, setShowAll] = useState(false);
  if (runs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400">
        {name} has not run yet.
      </p>
    );
  }
  const shown = showAll ? runs : runs.slice(0, SHOWN_AT_FIRST);
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-xl border border-slate-800">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Last runs of {name}</caption>
          <thead className="bg-slate-900/80 text-xs text-slate-400">
            <tr>
              <th scope="col" className={th}>
                Period
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Trigger
              </th>
              <th scope="col" className={`${th} text-right`}>
                Attempts
              </th>
              <th scope="col" className={th}>
                Started
              </th>
              <th scope="col" className={th}>
                Finished
              </th>
              <th scope="col" className={th}>
                Summary
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((run) => (
              <Fragment key={run.id}>
                <tr className="border-t border-slate-800">
                  <th scope="row" className={`${td} font-mono font-normal text-slate-100`}>
                    {run.periodKey}
                  </th>
                  <td className={td}>
                    <RunStatusBadge status={run.status} />
                  </td>
                  <td className={td}>{run.trigger}</td>
                  <td className={`${td} text-right tabular-nums`}>{formatCount(run.attempts)}</td>
                  <td className={td}>{formatInZone(run.startedAt, timeZone)}</td>
                  <td className={td}>{formatInZone(run.finishedAt, timeZone)}</td>
                  <td className={td}>
                    <Summary run={run} />
                  </td>
                </tr>
                {run.status === "failed" && run.error && (
                  <tr>
                    <td colSpan={7} className="px-3 pb-3">
                      <pre
                        aria-label={`Error of ${run.periodKey}`}
                        className="max-h-64 overflow-auto rounded-lg border border-rose-500/30 bg-rose-950/30 p-3 font-mono text-xs whitespace-pre-wrap break-words text-rose-100"
                      >
                        {run.error}
                      </pre>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {runs.length > SHOWN_AT_FIRST && (
        <button
          type="button"
          onClick={() => setShowAll(!showAll)}
          className={buttonClass("ghost", "sm")}
        >
          {showAll ? "Show the latest runs only" : `Show all ${runs.length} runs`}
        </button>
      )}
    </div>
  );
}
