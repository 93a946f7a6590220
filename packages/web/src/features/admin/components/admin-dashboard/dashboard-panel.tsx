import type { ReactNode } from "react";

/** One titled block of the admin dashboard; `actions` sit beside the title. */
export function DashboardPanel({
  id,
  title,
  description,
  actions,
  children,
  className = "",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`min-w-0 space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** What a panel says when there is nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}
