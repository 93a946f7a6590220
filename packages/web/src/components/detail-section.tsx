import { useId } from "react";
import type { ReactNode } from "react";
import { DetailRows } from "./detail-rows";

/** A titled block of an admin detail page (a region named by its title). */
export function DetailSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label / value rows as a definition list, a panel of their own. */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return <DetailRows rows={rows} look="panel" />;
}
