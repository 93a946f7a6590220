import { useState, type ReactNode } from "react";
import type { Trade, TradeDetail, TradeFill } from "@proparena/contracts/trading";
import {
  formatLots,
  formatPrice,
  formatSignedUsd,
  formatTime,
  formatTradeReason,
} from "../lib/format-trading";
import { useTradeDetail } from "../lib/get-trade-detail";
import { buttonClass } from "./button-styles";
import { QueryErrorState } from "./error-state";
import { LoadingState } from "./loading-state";
import { Modal } from "./modal";
import { RuledTable, type DataColumn } from "./data-table";
import { SideBadge, Td, pnlClass } from "./table-parts";

/** "+0.40 (+40.0 points)", signed so that + is worse for the trader. */
function differenceText(fill: TradeFill, digits: number): string {
  const r = fill.reference;
  if (!r) return "";
  const sign = r.difference > 0 ? "+" : "";
  const plural = Math.abs(r.differenceUnits) === 1 ? "" : "s";
  return `${sign}${formatPrice(r.difference, digits)} (${sign}${r.differenceUnits.toFixed(1)} ${r.unit}${plural})`;
}

const FILL_COLUMNS: readonly DataColumn[] = [
  { label: "Fill" },
  { label: "Our price", right: true },
  { label: "Reference" },
  { label: "Reference price", right: true },
  { label: "Difference", right: true },
];

const SWAP_COLUMNS: readonly DataColumn[] = [
  { label: "Rollover (22:00 UTC)" },
  { label: "Nights", right: true },
  { label: "Swap", right: true },
];

/** Our fills beside the reference venue's quotes: price, reference side, difference. */
function FillsTable({ fills, digits }: { fills: TradeFill[]; digits: number }) {
  return (
    <RuledTable
      caption="Fills against the reference venue"
      columns={FILL_COLUMNS}
      minWidth="36rem"
      rows={fills}
      rowKey={(fill) => fill.kind}
      cells={(fill) => (
        <>
          <Td>
            {fill.kind === "open" ? "Open" : "Close"} <SideBadge side={fill.side} />
          </Td>
          <Td right mono>
            {formatPrice(fill.price, digits)}
          </Td>
          {fill.reference ? (
            <>
              <Td>
                {fill.reference.venue} {fill.side === "buy" ? "ask" : "bid"} at{" "}
                {formatTime(fill.reference.time)}
              </Td>
              <Td right mono>
                {formatPrice(fill.reference.price, digits)}
              </Td>
              <Td right mono>
                <span
                  className={fill.reference.difference > 0 ? "text-amber-300" : "text-emerald-300"}
                >
                  {differenceText(fill, digits)}
                </span>
              </Td>
            </>
          ) : (
            <td colSpan={3} className="px-3 py-1.5 text-slate-400">
              No reference price for this fill
            </td>
          )}
        </>
      )}
    />
  );
}

function DetailBody({ detail, digits }: { detail: TradeDetail; digits: number }) {
  const { trade } = detail;
  const anyReference = detail.fills.some((f) => f.reference !== null);
  return (
    <div className="space-y-5 text-sm">
      <p className="text-slate-300">
        <SideBadge side={trade.side} /> {formatLots(trade.volume)} {trade.symbol}, opened{" "}
        {formatTime(trade.openTime)}, closed {formatTime(trade.closeTime)} (
        {formatTradeReason(trade.reason)}).
      </p>
      <section aria-label="Fills">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Fills and the reference price
        </h3>
        <FillsTable fills={detail.fills} digits={digits} />
        <p className="mt-2 text-xs text-slate-500">
          {anyReference
            ? "A buy is compared with the reference venue's ask, a sell with its bid, at the moment of the fill. A positive difference is worse for you (you paid more or received less); pips for FX, points (the last digit) for the rest."
            : "No independent reference venue priced this trade's fills, so there is nothing to compare them with."}
        </p>
      </section>
      <section aria-label="P&L and costs">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          P&amp;L and costs
        </h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
          {(
            [
              ["Price P&L", detail.pricePnlCents],
              ["Commission", trade.commissionCents],
              ["Swap", trade.swapCents],
              ["Net P&L", trade.pnlCents],
            ] as const
          ).map(([label, cents]) => (
            <div key={label}>
              <dt className="text-slate-400">{label}</dt>
              <dd className={`font-mono tabular-nums ${pnlClass(cents)}`}>
                {formatSignedUsd(cents)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label="Swap by night">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Swap by rollover
        </h3>
        <RuledTable
          caption="Swap charged at each rollover"
          columns={SWAP_COLUMNS}
          placeholder={
            detail.swapCharges.length === 0
              ? "No swap: the trade was not held over a rollover."
              : undefined
          }
          rows={detail.swapCharges}
          rowKey={(s) => s.time}
          cells={(s) => (
            <>
              <Td>{formatTime(s.time)}</Td>
              <Td right mono>
                {s.nights}
              </Td>
              <Td right mono>
                <span className={pnlClass(s.amountCents)}>{formatSignedUsd(s.amountCents)}</span>
              </Td>
            </>
          )}
        />
      </section>
    </div>
  );
}

/**
 * A closed trade's detail in a modal (`tradeId` null: closed): our fill prices beside the
 * independent reference venue's, the difference, the commission and the swap night by night.
 */
export function TradeDetailDialog({
  accountId,
  tradeId,
  digits,
  onClose,
}: {
  accountId: string;
  tradeId: string | null;
  /** The instrument's digits (prices shown with them). */
  digits: number;
  onClose: () => void;
}) {
  const detail = useTradeDetail(accountId, tradeId);
  let body;
  if (detail.isPending) body = <LoadingState label="Loading the trade…" />;
  else if (detail.isError) {
    body = <QueryErrorState title="The trade could not be loaded" query={detail} />;
  } else body = <DetailBody detail={detail.data} digits={digits} />;
  return (
    <Modal open={tradeId !== null} title="Trade detail" onClose={onClose} wide>
      {body}
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass("secondary", "sm")}>
          Close
        </button>
      </div>
    </Modal>
  );
}

/** The "Details" button of a trade's row (history, journal), named for screen readers. */
export function TradeDetailButton({ trade, onClick }: { trade: Trade; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded border border-slate-700 px-2 py-0.5 text-slate-200 hover:bg-slate-800"
      aria-label={`Details of the ${trade.side} ${formatLots(trade.volume)} ${trade.symbol} trade closed ${formatTime(trade.closeTime)}`}
    >
      Details
    </button>
  );
}

/**
 * A trades table's "Details" buttons and the one dialog they open: `button(trade)` in a row,
 * `dialog` once beside the table. `digitsOf` gives a symbol's digits (5 while not known).
 */
export function useTradeDetails(
  accountId: string,
  digitsOf: (symbol: string) => number | undefined,
): { button: (trade: Trade) => ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState<Trade | null>(null);
  return {
    button: (trade) => <TradeDetailButton trade={trade} onClick={() => setOpen(trade)} />,
    dialog: (
      <TradeDetailDialog
        accountId={accountId}
        tradeId={open?.id ?? null}
        digits={(open && digitsOf(open.symbol)) ?? 5}
        onClose={() => setOpen(null)}
      />
    ),
  };
}
