import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";

/** The frame of a legal page: title, version, summary, numbered sections and a contact line. */
export function LegalDocument({
  title,
  version,
  summary,
  children,
}: {
  title: string;
  /** "Version 2 · public beta": bumped whenever the text changes. */
  version: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer narrow>
      <PageHeader eyebrow="Legal" title={title} description={version} />
      <div className="rounded-2xl border border-brand-500/30 bg-brand-500/5 p-5 text-sm text-slate-200">
        {summary}
      </div>
      <div className="mt-10 space-y-10 text-slate-300 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
      <p className="mt-12 border-t border-slate-800 pt-6 text-sm text-slate-400">
        Questions about this page?{" "}
        <Link to="/contact" className="text-brand-300 underline underline-offset-4">
          Contact us
        </Link>
        .
      </p>
    </PageContainer>
  );
}
