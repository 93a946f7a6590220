import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing } from "../../../../components/button-styles";
import { formatCents, formatCentsExact } from "../../../../lib/format-money";
import { formatListTime, humanize } from "./list-format";

export type BadgeTone = "neutral" | "good" | "warning" | "bad" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "border-slate-500/40 bg-slate-500/10 text-slate-300",
  good: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  warning: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  bad: "border-rose-400/40 bg-rose-400/10 text-rose-200",
  info: "border-sky-400/40 bg-sky-400/10 text-sky-200",
};

/** A small pill with words (never colour alone). */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  active: "info",
  passed: "good",
  funded: "good",
  failed: "bad",
  suspended: "bad",
  closed: "neutral",
  paid: "good",
  filled: "good",
  pending: "warning",
  cancelled: "neutral",
  refunded: "info",
  expired: "neutral",
};

/** A status code ("active", "filled", "refunded"...) as a badge in words. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{humanize(status)}</Badge>;
}

/** Buy or sell, coloured and in words. */
export function SidePill({ side }: { side: string }) {
  return <Badge tone={side === "buy" ? "good" : side === "sell" ? "bad" : "neutral"}>{side}</Badge>;
}

/** A UTC time with its machine-readable value. */
export function TimeText({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">—</span>;
  return <time dateTime={iso}>{formatListTime(iso)}</time>;
}

/** Integer cents as money (DESIGN §4). */
export function Money({ cents }: { cents: number }) {
  return <>{formatCents(cents)}</>;
}

/** A profit or loss with its sign and colour: "+$12.30", "-$4.00". */
export function SignedMoney({ cents }: { cents: number }) {
  const tone = cents > 0 ? "text-emerald-400" : cents < 0 ? "text-rose-400" : "text-slate-300";
  return (
    <span className={tone}>
      {cents > 0 ? "+" : ""}
      {formatCentsExact(cents)}
    </span>
  );
}

/** An id in monospace, long ones shortened on screen (the whole id in its title). */
export function IdText({ id }: { id: string }) {
  const short = id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
  return (
    <span className="font-mono text-xs" title={id}>
      {short}
    </span>
  );
}

/** A link inside a table row. */
export function RowLink({
  to,
  label,
  children,
}: {
  to: string;
  /** An accessible name when the visible text is shortened (e.g. an id). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={`rounded text-brand-300 underline-offset-2 hover:text-brand-200 hover:underline ${focusRing}`}
    >
      {children}
    </Link>
  );
}

/** The admin paths a list row links to. */
export const adminPaths = {
  user: (userId: string) => `/admin/user/${encodeURIComponent(userId)}`,
  account: (userId: string, accountId: string) =>
    `${adminPaths.user(userId)}/account/${encodeURIComponent(accountId)}`,
  record: (
    kind: "orders" | "positions" | "tradehistory",
    userId: string,
    accountId: string,
    id: string,
  ) => `${adminPaths.account(userId, accountId)}/${kind}/${encodeURIComponent(id)}`,
};
