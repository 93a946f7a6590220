import { OPENBOOK_PHASE_LABELS, type PublicRegisterEntry } from "@proparena/contracts/openbook";
import { Badge } from "../../../components/badge";
import { EvidenceHashCell } from "../../../components/evidence-hash-cell";
import { ScrollTable } from "../../../components/scroll-table";
import { formatTime } from "../../../lib/format-trading";
import { REGISTER_KIND_LABELS } from "../lib/register-labels";

const COLUMNS = ["Time", "Kind", "Account", "Phase", "Rule or detector", "Evidence hash"];

/** The register's entries, newest first: what, whose (a pseudonym), which rule, when, the hash. */
export function RegisterEntries({ entries }: { entries: readonly PublicRegisterEntry[] }) {
  return (
    <ScrollTable
      caption="Decisions, newest first"
      columns={COLUMNS}
      className="min-w-[52rem] text-sm"
      headClassName="text-xs text-slate-400 uppercase"
    >
      {entries.map((entry) => (
        <tr
          key={`${entry.kind}-${entry.account}-${entry.time}-${entry.evidenceHash}`}
          data-hash={entry.evidenceHash}
          className="border-t border-slate-800/70 align-top"
        >
          <td className="py-2 pr-4 whitespace-nowrap">
            <time dateTime={entry.time}>{formatTime(entry.time)}</time>
          </td>
          <td className="py-2 pr-4">
            <Badge tone={entry.kind === "breach" ? "warning" : "bad"} status={entry.kind}>
              {REGISTER_KIND_LABELS[entry.kind]}
            </Badge>
          </td>
          <td className="py-2 pr-4 font-mono text-xs">{entry.account}</td>
          <td className="py-2 pr-4">{entry.phase ? OPENBOOK_PHASE_LABELS[entry.phase] : "—"}</td>
          <td className="py-2 pr-4">{entry.ruleLabel}</td>
          <EvidenceHashCell hash={entry.evidenceHash} testId="register-hash" />
        </tr>
      ))}
    </ScrollTable>
  );
}
