import type { ReactNode } from "react";
import { SectionPanel, type SectionPanelProps } from "./section-panel";

/** One titled block of the metrics page (a link can scroll to it); `actions` sit beside the title. */
export function MetricsSection(section: Omit<SectionPanelProps, "className">) {
  return <SectionPanel {...section} className="scroll-mt-24" />;
}

/** What a section says when there is nothing to show yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300">
      {children}
    </p>
  );
}
