import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";

/** The centred card every auth screen sits in. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <PageTitle title={title} />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-800 bg-slate-900/70 p-6 shadow-xl shadow-black/40 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          {description && <div className="mt-2 text-sm text-slate-300">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-400">{footer}</div>}
      </div>
    </div>
  );
}
