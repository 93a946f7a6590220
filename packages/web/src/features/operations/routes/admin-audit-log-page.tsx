import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { buttonClass } from "../../../components/button-styles";
import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import { TimeText, UserLink } from "../../../components/admin-list/cells";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";
import { formatDateTime } from "../../../lib/admin-format";

type AuditRow = AdminListRow<"audit">;

const column = adminColumnHelper<"audit">();

/** A detail value in one line: text as it is, anything else as compact JSON. */
function inline(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A detail value in a cell, cut short on screen (the whole value in its title). */
function DetailText({ value }: { value: unknown }) {
  const text = inline(value);
  const short = text.length > 48 ? `${text.slice(0, 47)}…` : text;
  return (
    <span
      title={text === short ? undefined : text}
      className={typeof value === "string" ? "" : "font-mono text-xs"}
    >
      {short}
    </span>
  );
}

const columns: AdminColumns<"audit"> = column.columns([
  column.accessor("createdAt", {
    header: "Time",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("actorEmail", {
    header: "Actor",
    cell: ({ row }) =>
      row.original.actorId ? (
        <UserLink userId={row.original.actorId}>{row.original.actorEmail}</UserLink>
      ) : (
        row.original.actorEmail || "System"
      ),
  }),
  column.accessor("action", {
    header: "Action",
    cell: ({ getValue }) => <code className="font-mono text-xs text-slate-100">{getValue()}</code>,
  }),
  column.display({
    id: "target",
    header: "Target",
    cell: ({ row }) => <DetailText value={row.original.details.target} />,
  }),
  column.display({
    id: "reason",
    header: "Reason",
    cell: ({ row }) => <DetailText value={row.original.details.reason} />,
  }),
  column.display({
    id: "before",
    header: "Before",
    cell: ({ row }) => <DetailText value={row.original.details.before} />,
  }),
  column.display({
    id: "after",
    header: "After",
    cell: ({ row }) => <DetailText value={row.original.details.after} />,
  }),
  column.display({
    id: "details",
    header: "Details",
    cell: ({ row }) => (
      <button
        type="button"
        onClick={row.getToggleExpandedHandler()}
        aria-expanded={row.getIsExpanded()}
        aria-controls={`audit-details-${row.id}`}
        aria-label={`${row.getIsExpanded() ? "Hide" : "Show"} details of ${row.original.action}, ${formatDateTime(row.original.createdAt)}`}
        className={buttonClass("ghost", "sm")}
      >
        {row.getIsExpanded() ? "Hide" : "Show"}
      </button>
    ),
  }),
]);

function AuditDetails({ row }: { row: AuditRow }) {
  return (
    <div id={`audit-details-${row.id}`}>
      <p className="mb-2 text-xs text-slate-400">Full details of {row.action}</p>
      <pre className="max-h-96 max-w-[calc(100vw-4rem)] overflow-auto rounded-lg border border-slate-800 bg-slate-950 p-3 font-mono text-xs whitespace-pre-wrap text-slate-200 sm:max-w-3xl">
        {JSON.stringify(row.details, null, 2)}
      </pre>
    </div>
  );
}

const renderDetail = (row: AuditRow) => <AuditDetails row={row} />;

const labels = {
  filters: { action: "Action", actorId: "Actor (user id)", targetId: "Target id" },
};

/** /admin/audit: every admin action, newest first, with its full details on demand. */
export function AdminAuditLogPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Audit log"
        description="Every admin action, newest first: who did what to whom, why, and what changed."
      />
      <AdminListView
        list="audit"
        columns={columns}
        noun="audit entries"
        caption="Audit log"
        labels={labels}
        renderDetail={renderDetail}
      />
    </>
  );
}
