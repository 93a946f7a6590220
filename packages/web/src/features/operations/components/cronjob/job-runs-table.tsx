import { Fragment, useState } from "react";
import type { JobRun } from "@proparena/contracts/jobs";
import { buttonClass } from "../../../../components/button-styles";
import { formatCount } from "../../../../lib/format-money";
import { formatInZone, summaryPairs } from "./job-format";
import { LogTable, logCell } from "../log-table";
import { RunStatusBadge } from "./run-status-badge";

const SHOWN_AT_FIRST = 10;
const td = logCell("whitespace-nowrap");
const COLUMNS = [
  { label: "Period" },
  { label: "Status" },
  { label: "Trigger" },
  { label: "Attempts", right: true },
  { label: "Started" },
  { label: "Finished" },
  { label: "Summary" },
];

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
  const shown = showAll ? runs : runs.slice(0, SHOWN_AT_FIRST);
  return (
    <div className="space-y-2">
      <LogTable
        caption={`Last runs of ${name}`}
        columns={COLUMNS}
        minWidth="48rem"
        empty={runs.length === 0 && `${name} has not run yet.`}
      >
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
      </LogTable>
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
