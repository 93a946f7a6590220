import { Navigate } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useAccounts } from "../../../lib/get-accounts";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { NoAccounts } from "../../../components/no-accounts";
import { metricsPath, newestAccount } from "../../../lib/account-links";

/** /dashboard/metrics — goes to the metrics of the trader's newest account. */
export function MetricsPage() {
  const accounts = useAccounts();
  const user = useSignedInUser();

  if (accounts.isSuccess && user) {
    const newest = newestAccount(accounts.data.accounts);
    if (newest) return <Navigate to={metricsPath(user.id, newest.id)} replace />;
  }

  let body;
  if (accounts.isPending || !user) body = <LoadingState label="Finding your newest account…" />;
  else if (accounts.isError) {
    body = (
      <ErrorState
        title="Your accounts could not be loaded"
        message={errorMessage(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else body = <NoAccounts title="No account to show metrics for" />;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Metrics"
        description="Performance of your accounts: objectives, equity curve, statistics and journal."
      />
      {body}
    </>
  );
}
