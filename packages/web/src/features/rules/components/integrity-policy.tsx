import { Link } from "react-router";
import {
  INTEGRITY_KIND_LABELS,
  INTEGRITY_KINDS,
  type IntegrityPolicy as Policy,
} from "@proparena/contracts/integrity";
import { ScrollTable } from "../../../components/scroll-table";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { useIntegrityPolicy } from "../requests/get-integrity-policy";

const percent = (value: number) => `${Math.round(value * 100)}%`;

function PolicyBody({ policy }: { policy: Policy }) {
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
        {policy.points.map((point, i) => (
          <li key={i}>{point}</li>
        ))}
      </ul>
      <ScrollTable
        caption="Each detector's flag level and the hold level"
        columns={["Detector", "Flagged from", "Holds from"]}
        className="min-w-[28rem] text-sm"
        headClassName="text-xs text-slate-400 uppercase"
        bodyClassName="text-slate-200"
      >
        {INTEGRITY_KINDS.map((kind) => (
          <tr key={kind} className="border-t border-slate-800/70">
            <th scope="row" className="py-2 pr-4 font-medium">
              {INTEGRITY_KIND_LABELS[kind]}
            </th>
            <td className="py-2 pr-4 font-mono tabular-nums">
              {policy.flagAt[kind] === undefined ? "—" : percent(policy.flagAt[kind])}
            </td>
            <td className="py-2 pr-4 font-mono tabular-nums">{percent(policy.holdAt)}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className="text-xs text-slate-400">
        Policy version {policy.version}. A flag is never silent: the account page shows the
        detector, the trades and the threshold, and you can appeal. Withheld payouts and closed
        accounts are listed on the{" "}
        <Link to="/integrity/register" className="text-brand-300 underline">
          integrity register
        </Link>
        .
      </p>
    </div>
  );
}

/** The integrity policy the detectors run under (GET /integrity/policy): sentences and levels. */
export function IntegrityPolicy() {
  const policy = useIntegrityPolicy();
  if (policy.isPending) return <LoadingState label="Loading the integrity policy…" />;
  if (policy.isError)
    return <QueryErrorState title="The integrity policy could not be loaded" query={policy} />;
  return <PolicyBody policy={policy.data} />;
}
