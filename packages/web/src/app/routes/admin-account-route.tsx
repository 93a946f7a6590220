import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { AdminAccountActions } from "../../features/accounts/components/account-actions/admin-account-actions";
import { JournalReplaySection } from "../../features/accounts/components/journal-replay/journal-replay-section";
import { AccountMetricsPage } from "../../features/metrics/routes/account-metrics-page";
import { metricsKeys } from "../../features/metrics/lib/metrics-keys";

/**
 * /admin/user/:userid/account/:accountid — the admin's actions panel and the replay from the
 * journal above the trader's own metrics view (admins may read any account). Composed here because a feature does not import
 * another; both read the same `userid` / `accountid` route params.
 */
export function AdminAccountRoute() {
  const { userid = "", accountid = "" } = useParams();
  const queryClient = useQueryClient();
  return (
    <>
      <AdminAccountActions
        userId={userid}
        accountId={accountid}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: metricsKeys.account(accountid) })
        }
      />
      <JournalReplaySection accountId={accountid} />
      <AccountMetricsPage />
    </>
  );
}
