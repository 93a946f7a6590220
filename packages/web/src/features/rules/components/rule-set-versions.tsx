import { Link } from "react-router";
import type { RuleSetSummary } from "@proparena/contracts/plans";
import { formatDay } from "../../../lib/format-trading";

/**
 * Every published version of the rules, newest first: when it took effect and what changed.
 * The version shown on the page is marked; any other opens its figures (`linkTo`).
 */
export function RuleSetVersions({
  ruleSets,
  shownVersion,
  linkTo,
}: {
  ruleSets: readonly RuleSetSummary[];
  shownVersion: number;
  linkTo: (version: number) => string;
}) {
  return (
    <ol className="space-y-3">
      {[...ruleSets].reverse().map((set) => (
        <li
          key={set.version}
          aria-label={`Version ${set.version}`}
          className="rounded-xl border border-slate-800 bg-slate-950/60 p-4"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-white">Version {set.version}</span>
            <span className="text-xs text-slate-400">
              {set.inForce ? "In force since" : "Published"}{" "}
              <time dateTime={set.publishedAt}>{formatDay(set.publishedAt)}</time>
            </span>
            {set.inForce && (
              <span className="rounded-full border border-emerald-400/40 bg-emerald-400/10 px-2 py-0.5 text-xs text-emerald-200">
                New accounts
              </span>
            )}
            {set.version === shownVersion ? (
              <span className="text-xs text-slate-300">Shown on this page</span>
            ) : (
              <Link to={linkTo(set.version)} className="text-xs text-brand-300 underline">
                Show version {set.version}&apos;s rules
              </Link>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-200">{set.summary}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {set.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
