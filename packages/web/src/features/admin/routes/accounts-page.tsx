import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../components/admin-list/admin-list-view";
import {
  adminPaths,
  IdText,
  Money,
  RowLink,
  StatusBadge,
  TimeText,
} from "../components/admin-list/cells";
import { adminColumnHelper } from "../components/admin-list/table-features";
import type { AdminColumns } from "../components/admin-list/table-features";

const column = adminColumnHelper<"accounts">();

const PHASES: Record<string, string> = { phase1: "Phase I", phase2: "Phase II", funded: "Funded" };

const columns: AdminColumns<"accounts"> = column.columns([
  column.accessor("id", {
    header: "Account",
    cell: ({ row }) => (
      <RowLink
        to={adminPaths.account(row.original.userId, row.original.id)}
        label={`Account ${row.original.id}`}
      >
        <IdText id={row.original.id} />
      </RowLink>
    ),
  }),
  column.accessor("userEmail", {
    header: "Owner",
    cell: ({ row }) => (
      <RowLink to={adminPaths.user(row.original.userId)}>{row.original.userEmail}</RowLink>
    ),
  }),
  column.accessor("planId", { header: "Plan" }),
  column.accessor("phase", {
    header: "Phase",
    cell: ({ getValue }) => PHASES[getValue()] ?? getValue(),
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
]);

const labels = {
  filters: { userId: "Owner (user id)" },
  values: { phase: PHASES, plan: { BETA: "Beta" } },
};

/** /admin/accounts: every challenge and funded account, by phase, status and plan. */
export function AdminAccountsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Accounts"
        description="All challenge and funded accounts across users. Open one for its trading records."
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
