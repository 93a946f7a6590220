import type { ReplayResponse } from "@proparena/contracts/metrics";
import type { RuleEvidence } from "@proparena/contracts/trading";
import { RuledTable, type DataColumn } from "../../../../components/data-table";
import { Td } from "../../../../components/table-parts";
import { decisionName as ruleName, formatCheckValue } from "./decision-labels";

const COLUMNS: readonly DataColumn[] = [
  { label: "Figure" },
  { label: "Stored", right: true },
  { label: "Replayed", right: true },
  { label: "Match" },
];

/**
 * What the replay found: the same decision, or where it differs, figure by figure. An act's
 * figures are all money (`unit` "cents").
 */
export function ReplayResult({
  replay,
  unit,
}: {
  replay: ReplayResponse;
  unit: RuleEvidence["unit"];
}) {
  return (
    <div
      role="status"
      className={`space-y-3 rounded-xl border p-4 ${
        replay.sameDecision
          ? "border-emerald-400/40 bg-emerald-400/5"
          : "border-amber-400/40 bg-amber-400/5"
      }`}
    >
      <p className={`font-semibold ${replay.sameDecision ? "text-emerald-200" : "text-amber-200"}`}>
        {replay.sameDecision
          ? "Same decision"
          : `Different decision: stored ${ruleName(replay.storedRule)}, replayed ${ruleName(replay.replayedRule)}`}
      </p>
      <p className="text-sm text-slate-300">{replay.summary}</p>
      <RuledTable
        caption="Replay checks"
        columns={COLUMNS}
        rows={replay.checks}
        rowKey={(check, index) => `${index}-${check.label}`}
        cells={(check) => (
          <>
            <Td>{check.label}</Td>
            <Td right mono>
              {formatCheckValue(check.label, check.stored, unit)}
            </Td>
            <Td right mono>
              {formatCheckValue(check.label, check.replayed, unit)}
            </Td>
            <Td>
              {check.same ? (
                <span className="text-emerald-300">✓ Same</span>
              ) : (
                <span className="text-amber-300">✗ Differs</span>
              )}
            </Td>
          </>
        )}
      />
    </div>
  );
}
