import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CopySource } from "@proparena/contracts/trading";
import { openbookTraderPath } from "../lib/paths";
import { formatLots, formatPrice, formatSignedUsd, formatUsd } from "../lib/format-trading";

export function Th({ children, right = false }: { children: ReactNode; right?: boolean }) {
  return (
    <th
      scope="col"
      className={`px-3 py-1.5 font-medium whitespace-nowrap ${right ? "text-right" : "text-left"}`}
    >
      {children}
    </th>
  );
}

export function Td({
  children,
  right = false,
  mono = false,
  strong = false,
}: {
  children: ReactNode;
  right?: boolean;
  mono?: boolean;
  strong?: boolean;
}) {
  return (
    <td
      className={`px-3 py-1.5 whitespace-nowrap ${right ? "text-right" : "text-left"} ${
        mono ? "font-mono tabular-nums" : ""
      } ${strong ? "font-semibold text-slate-100" : "text-slate-300"}`}
    >
      {children}
    </td>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

export function SideBadge({ side }: { side: "buy" | "sell" }) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-[10px] font-bold uppercase ${
        side === "buy" ? "bg-emerald-500/15 text-emerald-300" : "bg-rose-500/15 text-rose-300"
      }`}
    >
      {side}
    </span>
  );
}

export function pnlClass(cents: number): string {
  return cents > 0 ? "text-emerald-400" : cents < 0 ? "text-rose-400" : "text-slate-300";
}

/** A position's or trade's commission and swap, as two signed cells (positions, history, journal). */
export function CostCells({
  commissionCents,
  swapCents,
}: {
  commissionCents: number;
  swapCents: number;
}) {
  return (
    <>
      <Td right mono>
        {formatSignedUsd(commissionCents)}
      </Td>
      <Td right mono>
        {formatSignedUsd(swapCents)}
      </Td>
    </>
  );
}

/**
 * A price with the instrument's digits (as sent while they are not known yet), or a dash when
 * there is none (no SL, a market order).
 */
export function PriceCell({ value, digits }: { value: number | null; digits: number | undefined }) {
  return (
    <Td right mono>
      {value === null ? "—" : digits === undefined ? String(value) : formatPrice(value, digits)}
    </Td>
  );
}

/** "Copied from <name>": a copied position or trade names the public trader it copies. */
export function CopiedFromMark({ source }: { source: CopySource }) {
  return (
    <span
      data-testid="copied-from"
      title={`${source.name} · ${source.bookLabel}`}
      className="mt-0.5 block text-[11px] font-normal text-sky-300"
    >
      Copied from{" "}
      <Link to={openbookTraderPath(source.publicId)} className="underline-offset-2 hover:underline">
        {source.name}
      </Link>
    </span>
  );
}

/**
 * The first cells of a position or trade row: its symbol (with where it was copied from, for a
 * copy), its side and its lots.
 */
export function SymbolSideLotsCells({
  symbol,
  side,
  volume,
  copiedFrom,
}: {
  symbol: string;
  side: "buy" | "sell";
  volume: number;
  copiedFrom?: CopySource | null;
}) {
  return (
    <>
      <Td strong>
        {symbol}
        {copiedFrom && <CopiedFromMark source={copiedFrom} />}
      </Td>
      <Td>
        <SideBadge side={side} />
      </Td>
      <Td right mono>
        {formatLots(volume)}
      </Td>
    </>
  );
}

/** An amount in dollars, unsigned (a balance, a margin). */
export function UsdCell({ cents }: { cents: number }) {
  return (
    <Td right mono>
      {formatUsd(cents)}
    </Td>
  );
}

/** A signed P&L figure, green above zero and red below. */
export function PnlCell({ cents, testId }: { cents: number; testId?: string }) {
  return (
    <Td right mono>
      <span className={pnlClass(cents)} data-testid={testId}>
        {formatSignedUsd(cents)}
      </span>
    </Td>
  );
}
