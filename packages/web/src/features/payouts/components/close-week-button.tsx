import { Alert } from "../../../components/alert";
import { BusyButton } from "../../../components/busy-button";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { useClosePayoutWeek } from "../requests/chain-payouts";

/** The admin's "Close the week now": settles the running week at once and opens the next. */
export function CloseWeekButton() {
  const close = useClosePayoutWeek();
  return (
    <div className="space-y-2">
      <BusyButton
        onClick={() => close.mutate()}
        busy={close.isPending}
        label="Close the week now"
        busyLabel="Closing the week…"
      />
      {close.data && (
        <p role="status" className="text-sm text-slate-300">
          Week of {close.data.weekKey} closed: {formatCentsExact(close.data.paidCents)} paid in{" "}
          {close.data.credits} credit(s).{" "}
          {close.data.chainWeek
            ? `Root ${close.data.chainWeek.root.slice(0, 10)}… posted for ${close.data.chainWeek.wallets} wallet(s)${close.data.chainWeek.fundTx ? " and funded" : ""}.`
            : "No linked wallet had anything to claim."}
        </p>
      )}
      {close.error && <Alert tone="error">{errorMessage(close.error)}</Alert>}
    </div>
  );
}
