import { useParams } from "react-router";
import { AccountIntegrityPanel } from "../../features/integrity/components/account-integrity-panel";
import { AccountMetricsPage } from "../../features/metrics/routes/account-metrics-page";
import { PublicationPanel } from "../../features/openbook/components/publication-panel";

/**
 * /dashboard/metrics/:userid/:accountid — the trader's account page with its integrity panel
 * (flags, holds, evidence, appeal) at the top and, on their own account, its openbook
 * publication. Composed here because a feature does not import another.
 */
export function AccountMetricsRoute() {
  const { accountid = "" } = useParams();
  return (
    <AccountMetricsPage
      integrity={<AccountIntegrityPanel accountId={accountid} />}
      publication={(account, own) => (own ? <PublicationPanel account={account} /> : null)}
    />
  );
}
