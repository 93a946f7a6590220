import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { DataTable, type DataColumn } from "../../../../components/data-table";
import { Td } from "../../../../components/table-parts";
import { formatDateTime } from "../../../../lib/admin-format";
import { DetailSection } from "../../../../components/detail-section";

const COLUMNS: readonly DataColumn[] = [
  { label: "Device" },
  { label: "IP address" },
  { label: "Signed in" },
  { label: "Last used" },
];

/** The user's live sessions (signed in and recently used), most recent first. */
export function UserSessions({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Live sessions" description="Signed in and used recently.">
      <DataTable
        panel
        caption="Live sessions"
        columns={COLUMNS}
        placeholder={user.sessions.length === 0 ? "No live sessions." : undefined}
      >
        {user.sessions.map((session) => (
          <tr key={session.id} className="border-t border-slate-800/70">
            <td
              className="max-w-xs truncate px-3 py-1.5 text-slate-300"
              title={session.userAgent ?? undefined}
            >
              {session.userAgent ?? "Unknown device"}
            </td>
            <Td mono>{session.ip ?? "—"}</Td>
            <Td>{formatDateTime(session.createdAt)}</Td>
            <Td>{formatDateTime(session.lastUsedAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
