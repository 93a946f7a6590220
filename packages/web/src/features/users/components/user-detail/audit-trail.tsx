import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { DataTable, type DataColumn } from "../../../../components/data-table";
import { Td } from "../../../../components/table-parts";
import { formatDateTime } from "../../../../lib/admin-format";
import { DetailSection } from "../../../../components/detail-section";

type AuditRow = AdminUserDetail["audit"][number];

/** The reason an admin gave, kept in the entry's details. */
function reasonOf(row: AuditRow): string {
  const reason = row.details.reason;
  return typeof reason === "string" && reason.trim() ? reason : "—";
}

const COLUMNS: readonly DataColumn[] = [
  { label: "Action" },
  { label: "By" },
  { label: "Reason" },
  { label: "When" },
];

/** Admin actions on this user or their records, newest first. */
export function AuditTrail({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection
      title="Audit trail"
      description="Admin actions on this user or their records, newest first."
    >
      <DataTable
        panel
        caption="Audit trail"
        columns={COLUMNS}
        placeholder={user.audit.length === 0 ? "No admin actions yet." : undefined}
      >
        {user.audit.map((row) => (
          <tr key={row.id} className="border-t border-slate-800/70">
            <Td mono>{row.action}</Td>
            <Td>{row.actorEmail}</Td>
            <td className="min-w-48 px-3 py-1.5 whitespace-normal text-slate-300">
              {reasonOf(row)}
            </td>
            <Td>{formatDateTime(row.createdAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
