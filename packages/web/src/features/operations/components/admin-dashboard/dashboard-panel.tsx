import type { ReactNode } from "react";
import { SectionPanel, type SectionPanelProps } from "../../../../components/section-panel";

/** One titled block of the admin dashboard; `actions` sit beside the title. */
export function DashboardPanel({ className = "", ...panel }: SectionPanelProps) {
  return <SectionPanel {...panel} className={`min-w-0 ${className}`} />;
}

/** What a panel says when there is nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-700 p-4 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}
