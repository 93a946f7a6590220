import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageContainer } from "../../../components/page-container";
import { PageTitle } from "../../../components/page-title";
import { isApiRequestError } from "../../../lib/api-client";
import { PRODUCT_NAME } from "../../../lib/product";
import { useCertificate } from "../requests/get-certificate";
import { CertificateView } from "../components/certificate-view";

function CertificateNotFound({ id }: { id: string }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-slate-700 bg-slate-900/60 p-8 text-center"
    >
      <PageTitle title="Certificate not found" />
      <p className="font-mono text-sm font-semibold text-brand-400">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-white">
        No certificate with this id
      </h1>
      <p className="mt-3 text-sm text-slate-300">
        {PRODUCT_NAME} has no certificate recorded under{" "}
        <code className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-xs break-all">{id}</code>
        . Check that the link matches the one printed on the certificate: a certificate that is not
        recorded here was not issued by us.
      </p>
      <Link to="/" className={`${buttonClass("primary", "sm")} mt-6`}>
        Go home
      </Link>
    </div>
  );
}

/**
 * /certificates/:id — public: anyone holding the link (printed on the PDF) sees the certificate
 * as recorded on the server, which is what makes it verifiable.
 */
export function CertificatePage() {
  const { id = "" } = useParams();
  const certificate = useCertificate(id);

  let body;
  if (certificate.isPending) {
    body = (
      <>
        <PageTitle title="Certificate" />
        <LoadingState label="Checking the certificate…" />
      </>
    );
  } else if (certificate.isError) {
    body =
      isApiRequestError(certificate.error) && certificate.error.status === 404 ? (
        <CertificateNotFound id={id} />
      ) : (
        <>
          <PageTitle title="Certificate" />
          <QueryErrorState title="The certificate could not be loaded" query={certificate} />
        </>
      );
  } else {
    const { title, name } = certificate.data.certificate;
    body = (
      <>
        <PageTitle title={`${title} — ${name}`} />
        <CertificateView certificate={certificate.data.certificate} />
      </>
    );
  }

  return <PageContainer narrow>{body}</PageContainer>;
}
