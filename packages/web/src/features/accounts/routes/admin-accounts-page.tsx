import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import {
  AccountLink,
  Money,
  StatusBadge,
  TimeText,
  UserLink,
} from "../../../components/admin-list/cells";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";
import { formatPhase, PHASE_LABELS } from "../../../lib/admin-format";

const column = adminColumnHelper<"accounts">();

const columns: AdminColumns<"accounts"> = column.columns([
  column.accessor("id", {
    header: "Account",
    cell: ({ row }) => <AccountLink userId={row.original.userId} accountId={row.original.id} />,
  }),
  column.accessor("userEmail", {
    header: "Owner",
    cell: ({ row }) => <UserLink userId={row.original.userId}>{row.original.userEmail}</UserLink>,
  }),
  column.accessor("planId", { header: "Plan" }),
  column.accessor("phase", {
    header: "Phase",
    cell: ({ getValue }) => formatPhase(getValue()),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor((row) => row.balanceCents, {
    id: "balance",
    header: "Balance",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => <Money cents={getValue()} />,
  }),
  column.accessor("startingBalanceCents", {
    header: "Starting balance",
    meta: { align: "right", mono: true },
    cell: ({ getValue }) => <Money cents={getValue()} />,
  }),
  column.accessor("createdAt", {
    header: "Created",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("endedAt", {
    header: "Ended",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
  column.accessor("review", {
    header: "Outage review",
    cell: ({ getValue }) => {
      const review = getValue();
      return review ? <StatusBadge status={review} /> : <span className="text-slate-500">—</span>;
    },
  }),
]);

const labels = {
  filters: { userId: "Owner (user id)", review: "Outage review" },
  values: { phase: PHASE_LABELS, plan: { BETA: "Beta" } },
};

/** /admin/accounts: every challenge and funded account, by phase, status and plan. */
export function AdminAccountsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Accounts"
        description="All challenge and funded accounts across users. Open one for its trading records. Filter by outage review to find breaches flagged after a price outage."
      />
      <AdminListView
        list="accounts"
        columns={columns}
        noun="accounts"
        caption="Accounts"
        labels={labels}
      />
    </>
  );
}
