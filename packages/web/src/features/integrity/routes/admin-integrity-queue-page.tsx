import { ADMIN_INTEGRITY_LIST, INTEGRITY_KINDS } from "@proparena/contracts/integrity";
import type { AdminIntegrityFlagRow } from "@proparena/contracts/integrity";
import { Badge } from "../../../components/badge";
import { PageHeader } from "../../../components/page-header";
import { AccountLink, RowLink, TimeText, UserLink } from "../../../components/admin-list/cells";
import { ListView, useListUrl } from "../../../components/admin-list/admin-list-view";
import { pageQuery } from "../../../components/admin-list/list-url-state";
import type { ListLabels } from "../../../components/admin-list/list-toolbar";
import { listColumnHelper, type ListColumns } from "../../../components/admin-list/table-features";
import {
  useAdminIntegrityFlags,
  useExportAdminIntegrityFlagsCsv,
} from "../requests/get-admin-integrity-flags";
import { kindLabel, scoreText, STATUS_LABELS, STATUS_TONES } from "../lib/integrity-labels";

const column = listColumnHelper<AdminIntegrityFlagRow>();

/** The path of a flag's page in the back office. */
export const adminFlagPath = (id: string) => `/admin/integrity/${encodeURIComponent(id)}`;

const columns: ListColumns<AdminIntegrityFlagRow> = column.columns([
  column.accessor("score", {
    id: "score",
    header: "Score",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => scoreText(getValue()),
  }),
  column.accessor("kind", {
    header: "Detector",
    cell: ({ row }) => (
      <RowLink to={adminFlagPath(row.original.id)} label={`Flag ${row.original.id}`}>
        {kindLabel(row.original.kind)}
      </RowLink>
    ),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ row }) => (
      <Badge tone={STATUS_TONES[row.original.status]} status={row.original.status}>
        {STATUS_LABELS[row.original.status]}
      </Badge>
    ),
  }),
  column.accessor("hold", {
    header: "Hold",
    cell: ({ getValue }) => (getValue() ? <Badge tone="bad">Holds</Badge> : "—"),
  }),
  column.accessor("userEmail", {
    header: "Trader",
    cell: ({ row }) => <UserLink userId={row.original.userId}>{row.original.userEmail}</UserLink>,
  }),
  column.accessor("accountId", {
    header: "Account",
    cell: ({ row }) =>
      row.original.accountId ? (
        <AccountLink userId={row.original.userId} accountId={row.original.accountId} />
      ) : (
        "All (person)"
      ),
  }),
  column.accessor("message", {
    header: "What was seen",
    cell: ({ getValue }) => {
      const text = getValue();
      return <span title={text}>{text.length > 60 ? `${text.slice(0, 59)}…` : text}</span>;
    },
  }),
  column.accessor("raisedAt", {
    id: "raisedAt",
    header: "Raised",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("updatedAt", {
    id: "updatedAt",
    header: "Updated",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
]);

const labels: ListLabels = {
  filters: { kind: "Detector", status: "Status", hold: "Holds" },
  values: {
    kind: Object.fromEntries(INTEGRITY_KINDS.map((kind) => [kind, kindLabel(kind)])),
    status: STATUS_LABELS,
    hold: { yes: "Holds", no: "Does not hold" },
  },
};

/**
 * /admin/integrity — the integrity queue: flags by score (highest first), filtered by detector,
 * status and hold, searched by e-mail, flag or account id, keyset pages and a CSV export, as the
 * other back-office lists. Each flag opens its page to decide it.
 */
export function AdminIntegrityQueuePage() {
  const url = useListUrl(ADMIN_INTEGRITY_LIST);
  const page = useAdminIntegrityFlags(pageQuery(url.state));
  const exportCsv = useExportAdminIntegrityFlagsCsv();
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Integrity queue"
        description="Flags raised by the six detectors, highest score first. A flag at or above the hold level holds the trader's next phase and payouts until it is decided."
      />
      <ListView
        url={url}
        page={page}
        exportCsv={exportCsv}
        columns={columns}
        noun="flags"
        caption="Integrity flags"
        labels={labels}
      />
    </>
  );
}
