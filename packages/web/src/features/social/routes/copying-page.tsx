import { Link } from "react-router";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { EmptyNote } from "../../../components/metrics-section";
import { PageHeader } from "../../../components/page-header";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { CopySubscriptionCard } from "../components/copy-subscription-card";
import { useCopySubscriptions } from "../requests/copy-subscriptions";

/**
 * /dashboard/copying (issue 31) — the trader's copyings: each with its status, limits (edit),
 * Stop (closing the open copies if asked) and its copy trades (placed or skipped, and why).
 */
export function CopyingPage() {
  const user = useSignedInUser();
  const copies = useCopySubscriptions();
  let body;
  if (copies.isPending) body = <LoadingState label="Loading your copies…" />;
  else if (copies.isError)
    body = <QueryErrorState title="Your copies could not be loaded" query={copies} />;
  else if (copies.data.subscriptions.length === 0)
    body = (
      <EmptyNote>
        You copy no one. Open a trader's page in the{" "}
        <Link to="/openbook" className="text-brand-300 underline">
          openbook
        </Link>{" "}
        and press Copy on one of their books: their trades are then copied into your Beta account.
      </EmptyNote>
    );
  else
    body = (
      <div className="space-y-4">
        {copies.data.subscriptions.map((subscription) => (
          <CopySubscriptionCard
            key={subscription.id}
            subscription={subscription}
            userId={user?.id ?? ""}
          />
        ))}
      </div>
    );
  return (
    <>
      <PageHeader
        eyebrow="Social"
        title="Copying"
        description="Public traders you copy into your Beta account, in proportion to your equity and within your limits. Challenge and funded accounts never copy."
      />
      {body}
    </>
  );
}
