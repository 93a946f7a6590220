import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../../components/button-styles";
import { PageTitle } from "../../components/page-title";

/** Catches render and lazy-load failures of any route, so the user never sees a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error("Route failed to render.", error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? "A new version of the site may have been released. Reloading usually fixes this."
      : "An unexpected error stopped this page from loading.";

  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <PageTitle title="Something went wrong" />
      <h1 className="text-3xl font-bold tracking-tight text-white">Something went wrong</h1>
      <p className="mt-4 text-slate-300">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass("primary")}
        >
          Reload the page
        </button>
        <Link to="/" reloadDocument className={buttonClass("secondary")}>
          Go home
        </Link>
      </div>
    </main>
  );
}
