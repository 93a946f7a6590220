import type { ReactNode } from "react";

/**
 * The honest placeholder for a screen a later release fills: says what will be here,
 * never shows made-up numbers.
 */
export function ComingSoonPanel({
  title = "Coming soon",
  children,
  id,
}: {
  title?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className="rounded-2xl border border-dashed border-slate-700 bg-slate-900/60 p-8 text-center"
    >
      <span className="inline-flex items-center rounded-full bg-brand-500/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-300 ring-1 ring-brand-500/30">
        Coming soon
      </span>
      <h2 className="mt-4 text-lg font-semibold text-white">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-sm text-slate-300">{children}</div>
    </section>
  );
}
