import { Link } from "react-router";
import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { focusRing } from "../../../../components/button-styles";
import { EmptyRow, Td, Th } from "../../../../components/table-parts";
import { formatUsd } from "../../../../lib/format-trading";
import { formatDateTime, formatPhase } from "../../../../lib/admin-format";
import { adminPaths } from "../../../../lib/admin-paths";
import { StatusBadge } from "../../../../components/admin-list/cells";
import { DetailSection, TableFrame } from "../../../../components/detail-section";

/** The user's trading accounts, each linking to its admin page. */
export function UserAccountsTable({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Accounts">
      <TableFrame>
        <table className="w-full text-sm">
          <caption className="sr-only">Trading accounts</caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <Th>Account</Th>
              <Th>Plan</Th>
              <Th>Phase</Th>
              <Th>Status</Th>
              <Th right>Balance</Th>
              <Th right>Starting</Th>
              <Th>Opened</Th>
              <Th>Ended</Th>
            </tr>
          </thead>
          <tbody>
            {user.accounts.length === 0 ? (
              <EmptyRow colSpan={8}>No trading accounts.</EmptyRow>
            ) : (
              user.accounts.map((account) => (
                <tr key={account.id} className="border-t border-slate-800/70">
                  <Td mono>
                    <Link
                      to={adminPaths.account(account.userId, account.id)}
                      className={`rounded text-brand-300 hover:text-brand-200 ${focusRing}`}
                    >
                      {account.id}
                    </Link>
                  </Td>
                  <Td>{account.planId}</Td>
                  <Td>{formatPhase(account.phase)}</Td>
                  <Td>
                    <StatusBadge status={account.status} />
                  </Td>
                  <Td right mono>
                    {formatUsd(account.balanceCents)}
                  </Td>
                  <Td right mono>
                    {formatUsd(account.startingBalanceCents)}
                  </Td>
                  <Td>{formatDateTime(account.createdAt)}</Td>
                  <Td>{formatDateTime(account.endedAt)}</Td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </DetailSection>
  );
}
