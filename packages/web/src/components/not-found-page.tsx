import { Link, useLocation } from "react-router";
import { buttonClass } from "./button-styles";
import { PageTitle } from "./page-title";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title="Page not found" />
      <p className="font-mono text-sm font-semibold text-brand-400">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-white">Page not found</h1>
      <p className="mt-4 text-slate-300">
        There is nothing at{" "}
        <code className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-sm break-all">
          {pathname}
        </code>
        . Check the address, or head back to familiar ground.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go home
        </Link>
        <Link to="/dashboard/profile" className={buttonClass("secondary")}>
          Open the dashboard
        </Link>
      </div>
    </div>
  );
}
