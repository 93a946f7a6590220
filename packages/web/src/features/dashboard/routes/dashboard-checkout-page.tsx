import { Link } from "react-router";
import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function DashboardCheckoutPage() {
  return (
    <DashboardPlaceholder
      title="Checkout"
      description="Buy a new challenge for the account size you want."
      comingSoon={
        <>
          Buying challenges opens with the pricing plans. The beta is free in the meantime —{" "}
          <Link to="/#Pricing" className="text-brand-300 underline underline-offset-4">
            see pricing
          </Link>
          .
        </>
      }
    />
  );
}
