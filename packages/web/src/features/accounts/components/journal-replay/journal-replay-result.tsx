import type {
  JournalReplayDecision,
  JournalReplayFigures,
  JournalReplayResponse,
  JournalReplayVerdict,
} from "@proparena/contracts/journal-replay";
import { RULE_LABELS } from "@proparena/contracts/openbook";
import { Alert } from "../../../../components/alert";
import { DataTable, type DataColumn } from "../../../../components/data-table";
import { DetailList } from "../../../../components/detail-section";
import { EvidenceHashCell } from "../../../../components/evidence-hash-cell";
import { SimpleTable } from "../../../../components/simple-table";
import { Td } from "../../../../components/table-parts";
import { formatDateTime } from "../../../../lib/admin-format";
import { formatUsd } from "../../../../lib/format-trading";

const VERDICTS: Record<
  JournalReplayVerdict,
  { tone: "success" | "warning" | "error"; title: string }
> = {
  matches: { tone: "success", title: "Matches: the decisions follow from the journal" },
  differs: { tone: "error", title: "Differs from the stored records" },
  notInJournal: { tone: "warning", title: "Not in the journal" },
  diverged: { tone: "error", title: "Diverged: the journal does not replay" },
};

const OUTCOMES: Record<string, string> = {
  breach: "Breach",
  pass: "Pass",
  stopOut: "Stop-out",
  admin: "Operator's act",
  scaling: "Scaling",
};

const ruleLabel = (rule: string) => RULE_LABELS[rule as keyof typeof RULE_LABELS] ?? rule;

/** A match mark that does not rest on colour alone. */
function MatchMark({ matches }: { matches: boolean }) {
  return matches ? (
    <span className="font-semibold text-emerald-300">
      <span aria-hidden="true">✓ </span>Matches
    </span>
  ) : (
    <span className="font-semibold text-rose-300">
      <span aria-hidden="true">✗ </span>Differs
    </span>
  );
}

function HashCell({ hash, missing }: { hash: string | null; missing: string }) {
  if (hash) return <EvidenceHashCell hash={hash} short />;
  return <Td>{missing}</Td>;
}

const DECISION_COLUMNS: readonly DataColumn[] = [
  { label: "Time" },
  { label: "Outcome" },
  { label: "Rule or act" },
  { label: "Stored evidence hash" },
  { label: "Replayed evidence hash" },
  { label: "Match" },
];

function DecisionsTable({ decisions }: { decisions: readonly JournalReplayDecision[] }) {
  return (
    <DataTable
      panel
      caption="Decisions, stored and replayed, oldest first"
      columns={DECISION_COLUMNS}
      minWidth="52rem"
      placeholder={decisions.length === 0 ? "No decision, stored or replayed." : undefined}
    >
      {decisions.map((d, index) => (
        <tr key={`${d.time}-${index}`} className="border-t border-slate-800/70">
          <Td>{formatDateTime(d.time)}</Td>
          <Td>{OUTCOMES[d.outcome] ?? d.outcome}</Td>
          <Td>{ruleLabel(d.rule)}</Td>
          <HashCell hash={d.storedHash} missing="Not stored" />
          <HashCell hash={d.replayedHash} missing="Not replayed" />
          <Td>
            <MatchMark matches={d.matches} />
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

const FIGURES: readonly [keyof JournalReplayFigures, string][] = [
  ["status", "Status"],
  ["balanceCents", "Balance"],
  ["dayStartBalanceCents", "Day-start balance"],
  ["highestEodBalanceCents", "Highest end-of-day balance"],
];

const shown = (figures: JournalReplayFigures | null, key: keyof JournalReplayFigures) => {
  if (!figures) return "—";
  const value = figures[key];
  return typeof value === "number" ? formatUsd(value) : value;
};

function FiguresTable({ figures }: { figures: JournalReplayResponse["figures"] }) {
  return (
    <SimpleTable
      caption="Final figures: the stored account and the replayed engine"
      showCaption
      headers={["Figure", "Stored", "Replayed", "Match"]}
      rows={FIGURES.map(([key, label]) => ({
        key,
        head: label,
        cells: [
          shown(figures.stored, key),
          shown(figures.replayed, key),
          <MatchMark
            matches={figures.replayed !== null && figures.stored[key] === figures.replayed[key]}
          />,
        ],
      }))}
    />
  );
}

/** What a replay from the journal found: the verdict, how much it read, the decisions, the figures. */
export function JournalReplayResult({ result }: { result: JournalReplayResponse }) {
  const verdict = VERDICTS[result.verdict];
  return (
    <div className="space-y-4">
      <Alert tone={verdict.tone} title={verdict.title}>
        {result.message}
      </Alert>
      <DetailList
        rows={[
          ["Journal entries read", result.entries.toLocaleString("en-US")],
          ["Commands applied", result.commands.toLocaleString("en-US")],
          ["Time taken", `${result.tookMs.toLocaleString("en-US")} ms`],
          ["Replayed up to entry", result.throughEntry.toLocaleString("en-US")],
        ]}
      />
      <DecisionsTable decisions={result.decisions} />
      <FiguresTable figures={result.figures} />
    </div>
  );
}
