import type { IntegrityFlag } from "@proparena/contracts/integrity";
import type { StoredFile } from "@proparena/contracts/uploads";
import { formatDateTime } from "../../../lib/admin-format";
import { downloadStoredFile } from "../../../lib/download-stored-file";
import { formatFileSize } from "../../../lib/format-file-size";
import { OUTCOME_LABELS } from "../lib/integrity-labels";

function AttachmentList({ files }: { files: StoredFile[] }) {
  if (files.length === 0) return <p className="text-xs text-slate-400">No attachments.</p>;
  return (
    <ul aria-label="Appeal attachments" className="space-y-1 text-sm">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            onClick={() => void downloadStoredFile(file, "attachment")}
            className="text-brand-300 underline underline-offset-2"
          >
            {file.name}
          </button>{" "}
          <span className="text-xs text-slate-400">{formatFileSize(file.sizeBytes)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The trader's appeal as sent: when, the statement, the files. */
export function AppealView({
  appeal,
  who = "Your appeal",
}: {
  appeal: NonNullable<IntegrityFlag["appeal"]>;
  who?: string;
}) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-800 bg-slate-950/40 p-3">
      <p className="text-xs text-slate-400">
        {who}, sent {formatDateTime(appeal.at)}
      </p>
      <p className="text-sm whitespace-pre-wrap text-slate-100">{appeal.statement}</p>
      <AttachmentList files={appeal.attachments} />
    </div>
  );
}

/** The decision once made: the outcome, the reason, when. */
export function DecisionView({ decision }: { decision: NonNullable<IntegrityFlag["decision"]> }) {
  return (
    <div className="space-y-1 rounded-lg border border-slate-800 bg-slate-950/40 p-3">
      <p className="text-sm text-slate-100">
        Decision: <strong>{OUTCOME_LABELS[decision.outcome]}</strong>
        <span className="text-xs text-slate-400"> · {formatDateTime(decision.at)}</span>
      </p>
      <p className="text-sm whitespace-pre-wrap text-slate-300">{decision.reason}</p>
    </div>
  );
}
