import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div>
        {eyebrow && (
          <p className="text-xs font-semibold tracking-widest text-brand-400 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-white">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-slate-300">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
    </header>
  );
}
