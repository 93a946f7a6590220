import { Badge } from "../../../components/badge";
import { PageHeader } from "../../../components/page-header";
import { AdminListView } from "../../../components/admin-list/admin-list-view";
import { TimeText, UserLink } from "../../../components/admin-list/cells";
import type { AdminColumns } from "../../../components/admin-list/table-features";
import { adminColumnHelper } from "../../../components/admin-list/table-features";

const column = adminColumnHelper<"users">();

const columns: AdminColumns<"users"> = column.columns([
  column.accessor("email", {
    header: "Email",
    sortDescFirst: false,
    cell: ({ row }) => <UserLink userId={row.original.id}>{row.original.email}</UserLink>,
  }),
  column.accessor("name", { header: "Name", sortDescFirst: false }),
  column.accessor("isAdmin", {
    header: "Role",
    cell: ({ getValue }) => (getValue() ? <Badge tone="info">Admin</Badge> : <Badge>Trader</Badge>),
  }),
  column.accessor("emailVerifiedAt", {
    header: "Verified",
    cell: ({ getValue }) =>
      getValue() ? <Badge tone="good">Verified</Badge> : <Badge tone="warning">Not verified</Badge>,
  }),
  column.accessor("suspendedAt", {
    header: "Status",
    cell: ({ getValue }) =>
      getValue() ? <Badge tone="bad">Suspended</Badge> : <Badge tone="good">Active</Badge>,
  }),
  column.accessor("twoFactor", {
    header: "2FA",
    cell: ({ getValue }) => (getValue() ? "On" : "Off"),
  }),
  column.accessor("country", {
    header: "Country",
    cell: ({ getValue }) => getValue() || "—",
  }),
  column.accessor("createdAt", {
    header: "Joined",
    cell: ({ getValue }) => <TimeText iso={getValue()} />,
  }),
]);

const labels = {
  values: {
    role: { admin: "Admin", trader: "Trader" },
    verified: { yes: "Verified", no: "Not verified" },
  },
};

/** /admin/users: everyone who signed up; search, filter, sort, export, open a user. */
export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Users"
        description="Everyone who signed up, with role, verification and status. Open a user to act on them."
      />
      <AdminListView list="users" columns={columns} noun="users" caption="Users" labels={labels} />
    </>
  );
}
