import type { ReactNode } from "react";
import { PageContainer } from "./page-container";
import { PageHeader } from "./page-header";

/**
 * A public transparency page (the market status, the integrity register): its header, its body
 * (loading, error or the content) and, beside it on a wide screen, a side column (a policy, a
 * check box).
 */
export function TransparencyPage({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader eyebrow="Transparency" title={title} description={description} />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">{children}</div>
        {aside}
      </div>
    </PageContainer>
  );
}
