import type { ReactNode } from "react";

/**
 * One figure of a definition list in the arena's panels (the ticket's margin and costs, the
 * objectives): its label on the left, its value on the right in tabular digits, in `tone`.
 */
export function FigureRow({
  label,
  tone = "text-slate-100",
  testId,
  children,
}: {
  label: string;
  tone?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-400">{label}</dt>
      <dd className={`text-right font-mono tabular-nums ${tone}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
