import { Link } from "react-router";
import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { focusRing } from "../../../../components/button-styles";
import { DataTable, type DataColumn } from "../../../../components/data-table";
import { Td, UsdCell } from "../../../../components/table-parts";
import { formatDateTime, formatPhase } from "../../../../lib/admin-format";
import { adminPaths } from "../../../../lib/admin-paths";
import { StatusBadge } from "../../../../components/admin-list/cells";
import { DetailSection } from "../../../../components/detail-section";

const COLUMNS: readonly DataColumn[] = [
  { label: "Account" },
  { label: "Plan" },
  { label: "Phase" },
  { label: "Status" },
  { label: "Balance", right: true },
  { label: "Starting", right: true },
  { label: "Opened" },
  { label: "Ended" },
];

/** The user's trading accounts, each linking to its admin page. */
export function UserAccountsTable({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Accounts">
      <DataTable
        panel
        caption="Trading accounts"
        columns={COLUMNS}
        placeholder={user.accounts.length === 0 ? "No trading accounts." : undefined}
      >
        {user.accounts.map((account) => (
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
            <UsdCell cents={account.balanceCents} />
            <UsdCell cents={account.startingBalanceCents} />
            <Td>{formatDateTime(account.createdAt)}</Td>
            <Td>{formatDateTime(account.endedAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
