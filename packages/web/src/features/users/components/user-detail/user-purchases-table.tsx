import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { EmptyRow, Td, Th } from "../../../../components/table-parts";
import { formatCentsExact } from "../../../../lib/format-money";
import { formatDateTime } from "../../../../lib/admin-format";
import { StatusBadge } from "../../../../components/admin-list/cells";
import { DetailSection, TableFrame } from "../../../../components/detail-section";

/** What the user bought: receipt, plan, amount, coupon, status and provider. */
export function UserPurchasesTable({ user }: { user: AdminUserDetail }) {
  return (
    <DetailSection title="Purchases">
      <TableFrame>
        <table className="w-full text-sm">
          <caption className="sr-only">Purchases</caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <Th>Receipt</Th>
              <Th>Plan</Th>
              <Th right>Amount</Th>
              <Th>Coupon</Th>
              <Th>Status</Th>
              <Th>Provider</Th>
              <Th>Created</Th>
              <Th>Paid</Th>
            </tr>
          </thead>
          <tbody>
            {user.purchases.length === 0 ? (
              <EmptyRow colSpan={8}>No purchases.</EmptyRow>
            ) : (
              user.purchases.map((purchase) => (
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
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </DetailSection>
  );
}
