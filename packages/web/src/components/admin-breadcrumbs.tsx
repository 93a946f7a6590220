import { Link } from "react-router";
import { focusRing } from "./button-styles";

export interface AdminCrumb {
  label: string;
  to?: string;
}

/** Where an admin detail page sits: Users › user › account › record. The last crumb is the page. */
export function AdminBreadcrumbs({ crumbs }: { crumbs: readonly AdminCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.to ? (
              <Link to={crumb.to} className={`truncate rounded hover:text-white ${focusRing}`}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-slate-200">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
