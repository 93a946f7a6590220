import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { EmptyRow, Td, Th } from "../../../../components/table-parts";
import { formatDateTime } from "../../../../lib/admin-format";
import { DetailSection, TableFrame } from "../../../../components/detail-section";

type AuditRow = AdminUserDetail["audit"][number];

/** The reason an admin gave, kept in the entry's details. */
function reasonOf(row: AuditRow): string {
  const reason = row.details.reason;
  return typeof reason === "string" && reason.trim() ? reason : "—";
}

/** Admin actions on this user or their records, newest first. */
export function AuditTrail({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection
      title="Audit trail"
      description="Admin actions on this user or their records, newest first."
    >
      <TableFrame>
        <table className="w-full text-sm">
          <caption className="sr-only">Audit trail</caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <Th>Action</Th>
              <Th>By</Th>
              <Th>Reason</Th>
              <Th>When</Th>
            </tr>
          </thead>
          <tbody>
            {user.audit.length === 0 ? (
              <EmptyRow colSpan={4}>No admin actions yet.</EmptyRow>
            ) : (
              user.audit.map((row) => (
                <tr key={row.id} className="border-t border-slate-800/70">
                  <Td mono>{row.action}</Td>
                  <Td>{row.actorEmail}</Td>
                  <td className="min-w-48 px-3 py-1.5 whitespace-normal text-slate-300">
                    {reasonOf(row)}
                  </td>
                  <Td>{formatDateTime(row.createdAt)}</Td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </DetailSection>
  );
}
