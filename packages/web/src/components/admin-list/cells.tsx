import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../badge";
import { focusRing } from "../button-styles";
import { formatCents, formatCentsExact } from "../../lib/format-money";
import { formatDateTime, humanize } from "../../lib/admin-format";
import { adminPaths } from "../../lib/admin-paths";

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
  upheld: "bad",
  reinstated: "good",
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
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
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

/** A user's e-mail (or name), linked to their page. */
export function UserLink({ userId, children }: { userId: string; children: ReactNode }) {
  return <RowLink to={adminPaths.user(userId)}>{children}</RowLink>;
}

/** An account's id, shortened on screen, linked to its page. */
export function AccountLink({ userId, accountId }: { userId: string; accountId: string }) {
  return (
    <RowLink to={adminPaths.account(userId, accountId)} label={`Account ${accountId}`}>
      <IdText id={accountId} />
    </RowLink>
  );
}
