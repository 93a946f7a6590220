import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing } from "../../../components/button-styles";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageHeader } from "../../../components/page-header";

export interface Crumb {
  label: string;
  to?: string;
}

/** An admin page whose tooling a later release brings: breadcrumbs, title, honest placeholder. */
export function AdminPlaceholder({
  title,
  description,
  comingSoon,
  crumbs = [],
}: {
  title: string;
  description: string;
  comingSoon: ReactNode;
  crumbs?: Crumb[];
}) {
  return (
    <>
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className="mb-4">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                {index > 0 && <span aria-hidden="true">/</span>}
                {crumb.to ? (
                  <Link to={crumb.to} className={`rounded hover:text-white ${focusRing}`}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-slate-200">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <PageHeader eyebrow="Admin" title={title} description={description} />
      <ComingSoonPanel title={`${title}: tooling on its way`}>{comingSoon}</ComingSoonPanel>
    </>
  );
}
