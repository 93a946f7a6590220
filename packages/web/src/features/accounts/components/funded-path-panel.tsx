import { Link } from "react-router";
import type { FundedPath } from "@proparena/contracts/funded-path";
import type { Account } from "@proparena/contracts/trading";
import { buttonClass } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { formatDay } from "../../../lib/format-trading";
import { useFundedPath } from "../../../lib/get-funded-path";
import { metricsPath } from "../../../lib/account-links";
import { MetricsSection } from "../../../components/metrics-section";

const linkClass = "text-brand-300 underline underline-offset-2 hover:text-brand-200";

type PassedAccount = FundedPath["accounts"][number];

function accountName(passed: PassedAccount, accounts: readonly Account[]): string {
  const account = accounts.find((candidate) => candidate.id === passed.passedAccountId);
  return account ? `${account.planLabel} ${account.phaseName}` : `${passed.planId} Phase II`;
}

function PassedAccountRow({
  passed,
  name,
  userId,
}: {
  passed: PassedAccount;
  name: string;
  userId: string;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-100">{name}</p>
        <p className="text-slate-400">Passed {formatDay(passed.passedAt)}</p>
      </div>
      {passed.fundedAccountId ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center rounded-full border border-emerald-400/40 bg-emerald-400/10 px-2 py-0.5 text-xs font-medium text-emerald-200">
            Funded account open
          </span>
          <Link
            to={metricsPath(userId, passed.fundedAccountId)}
            aria-label={`Metrics of the funded account from ${name}`}
            className={linkClass}
          >
            Metrics
          </Link>
        </div>
      ) : (
        <span className="inline-flex items-center self-start rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs font-medium text-amber-200 sm:self-auto">
          Funded account not open yet
        </span>
      )}
    </li>
  );
}

/** What is still missing before the waiting accounts open, with the pages that resolve it. */
function StillMissing({ path }: { path: FundedPath }) {
  if (path.missing.length === 0) {
    return (
      <p className="text-sm text-slate-300">
        Everything is in place: your funded account is being opened and appears above shortly.
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-xl border border-amber-500/30 bg-amber-950/20 p-4">
      <h3 id="funded-missing-title" className="text-sm font-semibold text-amber-100">
        Still missing
      </h3>
      <ul
        aria-labelledby="funded-missing-title"
        className="list-disc space-y-1 pl-5 text-sm text-amber-50 marker:text-amber-300"
      >
        {path.missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        {path.kycStatus !== "approved" && (
          <Link to="/dashboard/kyc" className={buttonClass("secondary", "sm")}>
            Identity verification (KYC)
          </Link>
        )}
        {!path.agreementSigned && (
          <Link to="/dashboard/agreements" className={buttonClass("secondary", "sm")}>
            Trader agreement
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The funded path (GET /account/funded-path): shown once a phase II account has passed —
 * each one's funded account, or what stands between the trader and it.
 */
export function FundedPathPanel({
  accounts,
  userId,
}: {
  accounts: readonly Account[];
  userId: string;
}) {
  const fundedPath = useFundedPath();
  const path = fundedPath.data;

  if (!path) {
    // Only a trader with a passed phase II account has anything to miss here.
    const passedPhase2 = accounts.some((a) => a.phase === "phase2" && a.status === "passed");
    if (!fundedPath.isError || !passedPhase2) return null;
    return (
      <div className="mb-6">
        <QueryErrorState
          title="Your funded account status could not be loaded"
          query={fundedPath}
        />
      </div>
    );
  }
  if (path.accounts.length === 0) return null;

  const waiting = path.accounts.some((passed) => passed.fundedAccountId === null);
  return (
    <div className="mb-6">
      <MetricsSection
        id="funded-account"
        title="Funded account"
        description="A passed phase II account opens its funded account once your identity is verified and the trader agreement is signed."
      >
        <ul aria-label="Passed phase II accounts" className="space-y-3">
          {path.accounts.map((passed) => (
            <PassedAccountRow
              key={passed.passedAccountId}
              passed={passed}
              name={accountName(passed, accounts)}
              userId={userId}
            />
          ))}
        </ul>
        {waiting && <StillMissing path={path} />}
      </MetricsSection>
    </div>
  );
}
