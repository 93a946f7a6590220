import { Link, useParams } from "react-router";
import { DashboardPlaceholder } from "../components/dashboard-placeholder";

/** /dashboard/metrics/:userid/:accountid — metrics of one account. */
export function AccountMetricsPage() {
  const { userid = "", accountid = "" } = useParams();
  return (
    <DashboardPlaceholder
      title="Account metrics"
      description="Equity curve, trades and rule limits of one trading account."
      comingSoon={
        <>
          Metrics for account <code className="font-mono text-slate-100">{accountid}</code> of user{" "}
          <code className="font-mono text-slate-100">{userid}</code> appear once accounts can trade.{" "}
          <Link to="/dashboard/metrics" className="text-brand-300 underline underline-offset-4">
            All metrics
          </Link>
        </>
      }
    />
  );
}
