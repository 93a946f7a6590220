import type { ReactNode } from "react";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageHeader } from "../../../components/page-header";

/** A dashboard page whose content a later release brings: title, purpose, honest placeholder. */
export function DashboardPlaceholder({
  title,
  description,
  comingSoon,
  children,
}: {
  title: string;
  description: string;
  comingSoon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={title} description={description} />
      {children}
      <ComingSoonPanel title={`${title} is on its way`}>{comingSoon}</ComingSoonPanel>
    </>
  );
}
