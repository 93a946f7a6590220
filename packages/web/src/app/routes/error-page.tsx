import { Link, useLocation } from "react-router";
import { buttonClass } from "../../components/button-styles";
import { PageTitle } from "../../components/page-title";
import type { ErrorPageState } from "../guards/require-admin";

function readState(state: unknown): ErrorPageState {
  if (typeof state !== "object" || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    ...(typeof record.message === "string" ? { message: record.message } : {}),
    ...(typeof record.from === "string" ? { from: record.from } : {}),
  };
}

/** The `error` route (spec §4 admin guard failure), and anywhere else we need a friendly dead end. */
export function ErrorPage() {
  const location = useLocation();
  const { message, from } = readState(location.state);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title="Something went wrong" />
      <p className="font-mono text-sm font-semibold text-rose-400">Error</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-white">Something went wrong</h1>
      <p className="mt-4 text-slate-300">
        {message ??
          "We hit a problem loading that page. It is probably temporary — please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {from && (
          <Link to={from} className={buttonClass("primary")}>
            Try again
          </Link>
        )}
        <Link to="/" className={buttonClass(from ? "secondary" : "primary")}>
          Go home
        </Link>
        <Link to="/contact" className={buttonClass("ghost")}>
          Contact support
        </Link>
      </div>
    </div>
  );
}
