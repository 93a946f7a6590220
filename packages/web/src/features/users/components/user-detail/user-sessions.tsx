import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { EmptyRow, Td, Th } from "../../../../components/table-parts";
import { formatDateTime } from "../../../../lib/admin-format";
import { DetailSection, TableFrame } from "../../../../components/detail-section";

/** The user's live sessions (signed in and recently used), most recent first. */
export function UserSessions({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Live sessions" description="Signed in and used recently.">
      <TableFrame>
        <table className="w-full text-sm">
          <caption className="sr-only">Live sessions</caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <Th>Device</Th>
              <Th>IP address</Th>
              <Th>Signed in</Th>
              <Th>Last used</Th>
            </tr>
          </thead>
          <tbody>
            {user.sessions.length === 0 ? (
              <EmptyRow colSpan={4}>No live sessions.</EmptyRow>
            ) : (
              user.sessions.map((session) => (
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
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </DetailSection>
  );
}
