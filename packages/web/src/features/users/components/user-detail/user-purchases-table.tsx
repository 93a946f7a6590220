import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { DataTable, type DataColumn } from "../../../../components/data-table";
import { Td } from "../../../../components/table-parts";
import { formatCentsExact } from "../../../../lib/format-money";
import { formatDateTime } from "../../../../lib/admin-format";
import { StatusBadge } from "../../../../components/admin-list/cells";
import { DetailSection } from "../../../../components/detail-section";

const COLUMNS: readonly DataColumn[] = [
  { label: "Receipt" },
  { label: "Plan" },
  { label: "Amount", right: true },
  { label: "Coupon" },
  { label: "Status" },
  { label: "Provider" },
  { label: "Created" },
  { label: "Paid" },
];

/** What the user bought: receipt, plan, amount, coupon, status and provider. */
export function UserPurchasesTable({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Purchases">
      <DataTable
        panel
        caption="Purchases"
        columns={COLUMNS}
        placeholder={user.purchases.length === 0 ? "No purchases." : undefined}
      >
        {user.purchases.map((purchase) => (
          <tr key={purchase.id} className="border-t border-slate-800/70">
            <Td mono>{purchase.receiptNumber}</Td>
            <Td>{purchase.planId}</Td>
            <Td right mono>
              {formatCentsExact(purchase.amountCents)}
            </Td>
            <Td>{purchase.couponCode ?? "—"}</Td>
            <Td>
              <StatusBadge status={purchase.status} />
            </Td>
            <Td>{purchase.provider}</Td>
            <Td>{formatDateTime(purchase.createdAt)}</Td>
            <Td>{formatDateTime(purchase.paidAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
