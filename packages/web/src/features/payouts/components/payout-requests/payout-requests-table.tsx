import type { ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { formatLocalDateTime } from "../../../../lib/format-local-time";
import { formatCents } from "../../../../lib/format-money";
import type { PayoutAction } from "../../requests/decide-admin-payout-request";
import type { AdminPayoutRequest } from "../../requests/get-admin-payout-requests";
import { ReviewUserLink } from "../../../../components/review-user-link";
import { PAYOUT_METHOD_LABELS, PayoutStatusBadge } from "./payout-request-labels";

/** What can be done to a request in each status. */
export function payoutActionsFor(status: AdminPayoutRequest["status"]): PayoutAction[] {
  if (status === "pending") return ["approve", "reject"];
  if (status === "approved") return ["mark-paid", "reject"];
  return [];
}

export const PAYOUT_ACTION_LABELS: Record<PayoutAction, string> = {
  approve: "Approve",
  reject: "Reject",
  "mark-paid": "Mark paid",
};

const cellClass =
  "px-3 py-2 align-top max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 " +
  "max-md:before:shrink-0 max-md:before:text-xs max-md:before:text-slate-400 max-md:before:content-[attr(data-label)]";

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className={cellClass}>
      <div className="min-w-0 max-md:text-right">{children}</div>
    </td>
  );
}

/**
 * Payout requests as a table; on a phone each row becomes a card whose cells carry their
 * column's name. Each row offers what its status allows.
 */
export function PayoutRequestsTable({
  requests,
  onAction,
}: {
  requests: readonly AdminPayoutRequest[];
  onAction: (request: AdminPayoutRequest, action: PayoutAction) => void;
}) {
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/50 md:overflow-x-auto">
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">Payout requests</caption>
        <thead className="border-b border-slate-800 text-xs text-slate-400 max-md:sr-only">
          <tr>
            {["Trader", "Amount", "Method", "Destination", "Status", "Created", "Actions"].map(
              (label) => (
                <th
                  key={label}
                  scope="col"
                  className={`px-3 py-2 font-medium whitespace-nowrap ${label === "Amount" ? "text-right" : "text-left"}`}
                >
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 max-md:block">
          {requests.map((request) => {
            const actions = payoutActionsFor(request.status);
            const who = request.userName || request.userEmail;
            const amount = formatCents(request.amountCents);
            return (
              <tr key={request.id} data-request={request.id} className="max-md:block max-md:p-4">
                <td data-label="Trader" className={cellClass}>
                  <ReviewUserLink
                    userId={request.userId}
                    userName={request.userName}
                    userEmail={request.userEmail}
                    className="max-md:items-end max-md:text-right"
                  />
                </td>
                <td data-label="Amount" className={`${cellClass} md:text-right`}>
                  <span className="font-mono font-semibold text-slate-100 tabular-nums">
                    {amount}
                  </span>
                </td>
                <Cell label="Method">
                  <span className="whitespace-nowrap text-slate-200">
                    {PAYOUT_METHOD_LABELS[request.method]}
                  </span>
                </Cell>
                <Cell label="Destination">
                  <span className="block font-mono text-xs break-all text-slate-200 md:max-w-56">
                    {request.destination}
                  </span>
                </Cell>
                <Cell label="Status">
                  <PayoutStatusBadge status={request.status} />
                  {request.reason && (
                    <span className="mt-1 block text-xs text-slate-400">{request.reason}</span>
                  )}
                </Cell>
                <Cell label="Created">
                  <time dateTime={request.createdAt} className="whitespace-nowrap text-slate-300">
                    {formatLocalDateTime(request.createdAt)}
                  </time>
                </Cell>
                <td className="px-3 py-2 align-top max-md:block max-md:px-0 max-md:pt-3">
                  {actions.length === 0 ? (
                    <span className="text-xs text-slate-500">No action</span>
                  ) : (
                    <div className="flex gap-2 max-md:flex-col">
                      {actions.map((action) => (
                        <button
                          key={action}
                          type="button"
                          onClick={() => onAction(request, action)}
                          aria-label={`${PAYOUT_ACTION_LABELS[action]} ${amount} for ${who}`}
                          className={buttonClass(
                            action === "reject" ? "danger" : "secondary",
                            "sm",
                            "whitespace-nowrap",
                          )}
                        >
                          {PAYOUT_ACTION_LABELS[action]}
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
