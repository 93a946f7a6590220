import { Link } from "react-router";
import type { AgreementsResponse } from "@proparena/contracts/agreements";
import { Alert } from "../../../components/alert";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { useAgreements } from "../requests/get-agreements";
import { isAgreementOutdated, useSignAgreement } from "../requests/sign-agreement";
import { AgreementText } from "../components/agreement-text";
import { SignAgreementForm } from "../components/sign-agreement-form";
import { SignatureDetails } from "../components/signature-details";
import { SignatureHistory } from "../components/signature-history";
import { metricsPath } from "../../../lib/account-links";

const linkClass = "font-semibold underline underline-offset-2 hover:text-white";

function AgreementsView({ data }: { data: AgreementsResponse }) {
  const user = useSignedInUser();
  const sign = useSignAgreement();
  const { current, signedCurrent, signatures } = data;
  const earlier = signatures.filter((signature) => signature.id !== signedCurrent?.id);
  const opened = sign.isSuccess ? sign.data.openedFundedAccountId : null;
  const outdated = isAgreementOutdated(sign.error);
  const newVersion = outdated && sign.variables?.version !== current.version;

  return (
    <div className="space-y-6">
      {sign.isSuccess && (
        <Alert tone="success" title="Agreement signed">
          {opened ? (
            <>
              All set: your funded account is open.{" "}
              {user && (
                <Link to={metricsPath(user.id, opened)} className={linkClass}>
                  Go to your funded account
                </Link>
              )}
            </>
          ) : (
            "Thank you. We e-mailed you the signed PDF; it stays downloadable below."
          )}
        </Alert>
      )}
      {outdated && (
        <Alert tone="warning" title="The agreement was updated">
          A newer version was published while you were reading, so your signature was not saved.
          Please read the new version{newVersion ? ` (${current.version})` : ""} below and sign it.
        </Alert>
      )}

      <article
        aria-labelledby="agreement-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-8"
      >
        <header className="mb-6 border-b border-slate-800 pb-4">
          <h2 id="agreement-title" className="text-xl font-bold text-white sm:text-2xl">
            {current.title}
          </h2>
          <p className="mt-1 text-sm text-slate-400">Version {current.version}</p>
        </header>
        <div className="max-w-3xl">
          <AgreementText text={current.text} />
        </div>
      </article>

      {signedCurrent ? (
        <SignatureDetails signature={signedCurrent} />
      ) : (
        <SignAgreementForm agreement={current} signer={data.signer} sign={sign} />
      )}
      <SignatureHistory signatures={earlier} />
    </div>
  );
}

/**
 * /dashboard/agreements — the trader agreement: its current text, and either the trader's
 * signature of it (with the signed PDF) or the form to sign it; earlier signatures below.
 */
export function AgreementsPage() {
  const agreements = useAgreements();

  let body;
  // A failed background refetch keeps what was shown.
  if (agreements.data) body = <AgreementsView data={agreements.data} />;
  else if (agreements.isError)
    body = <QueryErrorState title="The agreement could not be loaded" query={agreements} />;
  else body = <LoadingState label="Loading the agreement…" />;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Agreements"
        description="The trader agreement you sign before a funded account is opened."
      />
      {body}
    </>
  );
}
