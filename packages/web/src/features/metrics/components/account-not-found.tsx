import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { PageHeader } from "../../../components/page-header";

/** The metrics page of an account that does not exist or belongs to someone else (404). */
export function AccountNotFound() {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Account not found" />
      <div
        role="alert"
        className="rounded-2xl border border-slate-700 bg-slate-900/60 p-8 text-center"
      >
        <h2 className="text-lg font-semibold text-white">
          This account does not exist or is not yours
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Check the link, or pick one of your accounts from the list.
        </p>
        <Link to="/dashboard/accounts" className={`${buttonClass("primary", "sm")} mt-5`}>
          Back to your accounts
        </Link>
      </div>
    </>
  );
}
