import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { useAccountCertificates } from "../../requests/get-account-certificates";
import { EmptyNote, MetricsSection } from "../../../../components/metrics-section";
import { CertificateCard } from "./certificate-card";

/** The account's certificates (phases passed, weekly payouts), newest first. */
export function CertificatesSection({ accountId }: { accountId: string }) {
  const certificates = useAccountCertificates(accountId);

  let body;
  if (certificates.isPending) body = <LoadingState label="Loading the certificates…" />;
  else if (certificates.isError) {
    body = (
      <ErrorState
        title="The certificates could not be loaded"
        message={errorMessage(certificates.error)}
        onRetry={() => void certificates.refetch()}
      />
    );
  } else if (certificates.data.certificates.length === 0) {
    body = (
      <EmptyNote>
        No certificates yet: passing a phase or receiving a weekly payout earns one.
      </EmptyNote>
    );
  } else {
    body = (
      <div className="grid gap-4 lg:grid-cols-2">
        {certificates.data.certificates.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} />
        ))}
      </div>
    );
  }

  return (
    <MetricsSection
      id="certificates"
      title="Certificates"
      description="Download them as PDF or share their public page, where anyone can check they are genuine."
    >
      {body}
    </MetricsSection>
  );
}
