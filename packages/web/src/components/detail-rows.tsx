import type { ReactNode } from "react";

const LOOKS = {
  /** Inside a panel, e.g. what a form sent. */
  inset: {
    list: "divide-y divide-slate-800 rounded-xl border border-slate-800",
    row: "grid gap-1 px-4 py-3 sm:grid-cols-3",
  },
  /** A panel of its own, e.g. the facts of an admin detail page. */
  panel: {
    list: "divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/50",
    row: "grid gap-1 px-5 py-3 sm:grid-cols-3",
  },
} as const;

/** Label / value rows as a definition list in a bordered box. */
export function DetailRows({
  rows,
  look = "inset",
}: {
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  look?: keyof typeof LOOKS;
}) {
  const { list, row } = LOOKS[look];
  return (
    <dl className={list}>
      {rows.map(([label, value]) => (
        <div key={label} className={row}>
          <dt className="text-sm text-slate-400">{label}</dt>
          <dd className="text-sm font-medium break-words text-slate-100 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
