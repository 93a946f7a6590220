import { useParams } from "react-router";
import { AccountIntegrityPanel } from "../../features/integrity/components/account-integrity-panel";
import { AccountMetricsPage } from "../../features/metrics/routes/account-metrics-page";

/**
 * /dashboard/metrics/:userid/:accountid — the trader's account page with its integrity panel
 * (flags, holds, evidence, appeal) at the top. Composed here because a feature does not import
 * another.
 */
export function AccountMetricsRoute() {
  const { accountid = "" } = useParams();
  return <AccountMetricsPage integrity={<AccountIntegrityPanel accountId={accountid} />} />;
}
