import type { ReactNode } from "react";
import { OPENBOOK_PHASE_LABELS, type OpenbookBook } from "@proparena/contracts/openbook";
import { Badge } from "../../../components/badge";
import { formatCount } from "../../../lib/format-money";
import { formatDay, formatPercentChange, formatUsd } from "../../../lib/format-trading";
import { formatPercent } from "../lib/openbook-format";
import { BookDecisions } from "./book-decisions";
import { BookEquityCurve } from "./book-equity-curve";
import { BookPayouts } from "./book-payouts";
import { BookPositions } from "./book-positions";
import { BookTrades } from "./book-trades";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-950/40 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 font-mono text-base text-white tabular-nums">{value}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-200">{title}</h3>
      {children}
    </div>
  );
}

/**
 * One public book: its figures, equity curve, open positions (after the delay), closed trades,
 * rule decisions with their evidence, and payouts. `action` (the app composes it: the social
 * feature's Copy button) sits beside the title.
 */
export function BookSection({
  book,
  delayMinutes,
  digitsOf,
  action,
}: {
  book: OpenbookBook;
  delayMinutes: number;
  digitsOf: (symbol: string) => number | undefined;
  action?: ReactNode;
}) {
  const titleId = `book-${book.bookId}`;
  return (
    <section
      aria-labelledby={titleId}
      data-book={book.bookId}
      className="space-y-6 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {book.label}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
            <Badge tone="info">{OPENBOOK_PHASE_LABELS[book.phase]}</Badge>
            <Badge status={book.status}>{book.status}</Badge>
            <span>Public since {formatDay(book.publicSince)}</span>
            <span>
              {formatCount(book.followers)} followers · {formatCount(book.copiers)} copiers
            </span>
          </p>
        </div>
        {action}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        <Figure label="Balance" value={formatUsd(book.balanceCents)} />
        <Figure label="Return" value={formatPercentChange(book.returnPercent)} />
        <Figure label="Max drawdown" value={formatPercent(book.maxDrawdownPercent)} />
        <Figure label="Score" value={book.score.toFixed(2)} />
        <Figure label="Trades" value={formatCount(book.trades)} />
        <Figure label="Win rate" value={formatPercent(book.winRatePercent, 1)} />
        <Figure label="Symbols" value={book.symbols.slice(0, 3).join(", ") || "—"} />
      </dl>
      <Part title="Equity curve">
        <BookEquityCurve book={book} />
      </Part>
      <Part title="Open positions">
        <BookPositions book={book} delayMinutes={delayMinutes} digitsOf={digitsOf} />
      </Part>
      <Part title="Closed trades">
        <BookTrades book={book} digitsOf={digitsOf} />
      </Part>
      <Part title="Rule decisions">
        <BookDecisions book={book} />
      </Part>
      <Part title="Payouts">
        <BookPayouts book={book} />
      </Part>
    </section>
  );
}
