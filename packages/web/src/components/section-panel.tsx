import type { ReactNode } from "react";

export interface SectionPanelProps {
  /** The section's id; its heading is `${id}-title`. */
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Added to the section's own classes. */
  className?: string;
}

/** One titled block of a page of panels; `actions` sit beside the title. */
export function SectionPanel({
  id,
  title,
  description,
  actions,
  children,
  className = "",
}: SectionPanelProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6 ${className}`}
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
