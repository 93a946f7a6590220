import { useState } from "react";
import type { Account, Instrument, Position } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useClosePosition } from "../api/close-position";
import { useModifyPosition } from "../api/modify-position";
import { formatLots, formatPrice, formatSignedUsd } from "../../../lib/format-trading";
import { valuePosition } from "../lib/live-pnl";
import { useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { EditLevelsDialog } from "./edit-levels-dialog";
import type { LevelsChange } from "./edit-levels-dialog";
import { CostCells, EmptyRow, SideBadge, Td, Th, pnlClass } from "../../../components/table-parts";

/**
 * Open positions with their P&L recomputed from every quote (commission and swap included, each
 * shown beside it), SL/TP editing and one-click close.
 */
export function PositionsTable({
  account,
  positions,
  instrumentOf,
  store,
}: {
  account: Account;
  positions: readonly Position[];
  instrumentOf: (symbol: string) => Instrument | undefined;
  store: QuoteStore;
}) {
  useQuotesVersion(store);
  const toast = useToast();
  const close = useClosePosition(account.id);
  const modify = useModifyPosition(account.id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const readOnly = account.status !== "active";
  const editing = positions.find((p) => p.id === editingId) ?? null;

  const onSaveLevels = async (position: Position, change: LevelsChange) => {
    const body = {
      ...("stopLoss" in change ? { stopLoss: change.stopLoss } : {}),
      ...("takeProfit" in change ? { takeProfit: change.takeProfit } : {}),
    };
    const updated = await modify.mutateAsync({ positionId: position.id, body });
    setEditingId(null);
    const digits = instrumentOf(position.symbol)?.digits ?? 5;
    const level = (value: number | null | undefined) =>
      value === null || value === undefined ? "none" : formatPrice(value, digits);
    toast.show({
      tone: "success",
      title: `Updated ${position.side} ${formatLots(position.volume)} ${position.symbol}`,
      description: `SL ${level(updated.stopLoss)}, TP ${level(updated.takeProfit)}.`,
    });
  };

  const onClose = (position: Position) => {
    close.mutate(position.id, {
      onSuccess: ({ trade }) =>
        toast.show({
          tone: trade.pnlCents < 0 ? "info" : "success",
          title: `Closed ${trade.side} ${formatLots(trade.volume)} ${trade.symbol}`,
          description: `At ${formatPrice(trade.closePrice, instrumentOf(trade.symbol)?.digits ?? 5)}, ${formatSignedUsd(trade.pnlCents)}.`,
        }),
      onError: (error) =>
        toast.show({
          tone: "error",
          title: "Could not close the position",
          description: errorMessage(error),
        }),
    });
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[50rem] text-xs">
        <caption className="sr-only">Open positions</caption>
        <thead className="text-slate-500">
          <tr>
            <Th>Symbol</Th>
            <Th>Side</Th>
            <Th right>Lots</Th>
            <Th right>Open</Th>
            <Th right>Price</Th>
            <Th right>SL</Th>
            <Th right>TP</Th>
            <Th right>Commission</Th>
            <Th right>Swap</Th>
            <Th right>P&amp;L</Th>
            <Th right>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {positions.length === 0 ? (
            <EmptyRow colSpan={11}>No open positions.</EmptyRow>
          ) : (
            positions.map((position) => {
              const instrument = instrumentOf(position.symbol);
              const digits = instrument?.digits ?? 5;
              const live = valuePosition(position, instrument, store.get);
              const closing = close.isPending && close.variables === position.id;
              return (
                <tr
                  key={position.id}
                  data-testid={`position-${position.id}`}
                  className="border-t border-slate-800/70"
                >
                  <Td strong>{position.symbol}</Td>
                  <Td>
                    <SideBadge side={position.side} />
                  </Td>
                  <Td right mono>
                    {formatLots(position.volume)}
                  </Td>
                  <Td right mono>
                    {formatPrice(position.openPrice, digits)}
                  </Td>
                  <Td right mono>
                    {live.price === null ? "—" : formatPrice(live.price, digits)}
                  </Td>
                  <Td right mono>
                    {position.stopLoss === null ? "—" : formatPrice(position.stopLoss, digits)}
                  </Td>
                  <Td right mono>
                    {position.takeProfit === null ? "—" : formatPrice(position.takeProfit, digits)}
                  </Td>
                  <CostCells
                    commissionCents={position.commissionCents}
                    swapCents={position.swapCents}
                  />
                  <Td right mono>
                    <span className={pnlClass(live.pnlCents)} data-testid="position-pnl">
                      {formatSignedUsd(live.pnlCents)}
                    </span>
                  </Td>
                  <Td right>
                    {!readOnly && (
                      <div className="flex justify-end gap-1">
                        <button
                          type="button"
                          onClick={() => setEditingId(position.id)}
                          aria-label={`Edit SL/TP ${position.side} ${formatLots(position.volume)} ${position.symbol}`}
                          className="rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 hover:border-brand-400 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-300"
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          onClick={() => onClose(position)}
                          disabled={closing}
                          aria-label={`Close ${position.side} ${formatLots(position.volume)} ${position.symbol}`}
                          className="rounded border border-slate-600 px-2 py-0.5 text-[11px] font-semibold text-slate-200 hover:border-rose-400 hover:text-rose-200 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:opacity-50"
                        >
                          {closing ? "Closing…" : "Close"}
                        </button>
                      </div>
                    )}
                  </Td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {editing && !readOnly && (
        <EditLevelsDialog
          key={editing.id}
          title={`Edit SL/TP · ${editing.side} ${formatLots(editing.volume)} ${editing.symbol}`}
          digits={instrumentOf(editing.symbol)?.digits ?? 5}
          initial={{ stopLoss: editing.stopLoss, takeProfit: editing.takeProfit }}
          onSave={(change) => onSaveLevels(editing, change)}
          onCancel={() => setEditingId(null)}
        />
      )}
    </div>
  );
}
