import { Link } from "react-router";
import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function SupportPage() {
  return (
    <DashboardPlaceholder
      title="Support"
      description="Get help with your account, a trade or a payout."
      comingSoon={
        <>
          Support tickets arrive here. Until then, write to us through the{" "}
          <Link to="/contact" className="text-brand-300 underline underline-offset-4">
            contact page
          </Link>
          .
        </>
      }
    />
  );
}
