import { useState } from "react";
import type { Account, Instrument, Position } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useClosePosition, useClosePositionPart } from "../requests/close-position";
import { useModifyPosition } from "../requests/modify-position";
import { formatLots, formatPrice, formatSignedUsd } from "../../../lib/format-trading";
import { valuePosition } from "../lib/live-pnl";
import { useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { useLevelsEditor } from "./use-levels-editor";
import { ClosePartDialog } from "./close-part-dialog";
import { TrailingStopDialog, trailingInUnits } from "./trailing-stop-dialog";
import {
  ACTIONS_COLUMN,
  COSTS_PNL_COLUMNS,
  SYMBOL_SIDE_LOTS_COLUMNS,
  DataTable,
  RowActions,
} from "../../../components/data-table";
import {
  CostCells,
  PnlCell,
  PriceCell,
  SymbolSideLotsCells,
  Td,
} from "../../../components/table-parts";

const COLUMNS = [
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "Price", right: true },
  { label: "SL", right: true },
  { label: "TP", right: true },
  ...COSTS_PNL_COLUMNS,
  ACTIONS_COLUMN,
];

/** "Trail", or "Trail 20p" / "Trail 150pt" with the distance of the position's trailing stop. */
function trailLabel(position: Position): string {
  const distance = position.trailingDistance ?? null;
  if (distance === null) return "Trail";
  const t = trailingInUnits(position, distance);
  return `Trail ${t.value}${t.unit === "pip" ? "p" : "pt"}`;
}

const rowButtonClass =
  "rounded-md border border-slate-700 px-2 py-0.5 text-xs text-slate-300 hover:border-brand-400 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-300";

/**
 * Open positions with their P&L recomputed from every quote (commission and swap included, each
 * shown beside it), SL/TP editing, a trailing stop, closing part of a position and one-click
 * close.
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
  const closePart = useClosePositionPart(account.id);
  const [partId, setPartId] = useState<string | null>(null);
  const [trailId, setTrailId] = useState<string | null>(null);
  const parting = positions.find((p) => p.id === partId) ?? null;
  const trailing = positions.find((p) => p.id === trailId) ?? null;
  const readOnly = account.status !== "active";
  const digitsOf = (symbol: string) => instrumentOf(symbol)?.digits ?? 5;
  const describe = (position: Position) =>
    `${position.side} ${formatLots(position.volume)} ${position.symbol}`;

  const levels = useLevelsEditor({
    rows: positions,
    readOnly,
    digitsOf,
    title: (position) => `Edit SL/TP · ${describe(position)}`,
    initial: (position) => ({ stopLoss: position.stopLoss, takeProfit: position.takeProfit }),
    save: async (position, change) => {
      const body = {
        ...("stopLoss" in change ? { stopLoss: change.stopLoss } : {}),
        ...("takeProfit" in change ? { takeProfit: change.takeProfit } : {}),
      };
      const updated = await modify.mutateAsync({ positionId: position.id, body });
      const digits = digitsOf(position.symbol);
      const level = (value: number | null | undefined) =>
        value === null || value === undefined ? "none" : formatPrice(value, digits);
      toast.show({
        tone: "success",
        title: `Updated ${describe(position)}`,
        description: `SL ${level(updated.stopLoss)}, TP ${level(updated.takeProfit)}.`,
      });
    },
  });

  const onClose = (position: Position) => {
    close.mutate(position.id, {
      onSuccess: ({ trade }) =>
        toast.show({
          tone: trade.pnlCents < 0 ? "info" : "success",
          title: `Closed ${trade.side} ${formatLots(trade.volume)} ${trade.symbol}`,
          description: `At ${formatPrice(trade.closePrice, digitsOf(trade.symbol))}, ${formatSignedUsd(trade.pnlCents)}.`,
        }),
      onError: (error) =>
        toast.show({
          tone: "error",
          title: "Could not close the position",
          description: errorMessage(error),
        }),
    });
  };

  const onClosePart = async (position: Position, volume: number) => {
    const { trade } = await closePart.mutateAsync({ positionId: position.id, volume });
    setPartId(null);
    toast.show({
      tone: trade.pnlCents < 0 ? "info" : "success",
      title: `Closed ${formatLots(trade.volume)} of ${describe(position)}`,
      description: `At ${formatPrice(trade.closePrice, digitsOf(trade.symbol))}, ${formatSignedUsd(trade.pnlCents)}.`,
    });
  };

  const onTrail = async (position: Position, pips: number | null) => {
    const updated = await modify.mutateAsync({
      positionId: position.id,
      body: { trailingPips: pips },
    });
    setTrailId(null);
    const sl =
      updated.stopLoss === null ? "none" : formatPrice(updated.stopLoss, digitsOf(position.symbol));
    toast.show({
      tone: "success",
      title:
        pips === null
          ? `Trailing stop removed · ${describe(position)}`
          : `Trailing stop set · ${describe(position)}`,
      description: `Stop loss ${sl}.`,
    });
  };

  return (
    <>
      <DataTable
        caption="Open positions"
        columns={COLUMNS}
        minWidth="50rem"
        placeholder={positions.length === 0 && "No open positions."}
      >
        {positions.map((position) => {
          const instrument = instrumentOf(position.symbol);
          const digits = instrument?.digits ?? 5;
          const live = valuePosition(position, instrument, store.get);
          return (
            <tr
              key={position.id}
              data-testid={`position-${position.id}`}
              className="border-t border-slate-800/70"
            >
              <SymbolSideLotsCells
                symbol={position.symbol}
                side={position.side}
                volume={position.volume}
                copiedFrom={position.copiedFrom}
              />
              <PriceCell value={position.openPrice} digits={digits} />
              <PriceCell value={live.price} digits={digits} />
              <PriceCell value={position.stopLoss} digits={digits} />
              <PriceCell value={position.takeProfit} digits={digits} />
              <CostCells
                commissionCents={position.commissionCents}
                swapCents={position.swapCents}
              />
              <PnlCell cents={live.pnlCents} testId="position-pnl" />
              <Td right>
                {!readOnly && (
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      onClick={() => setPartId(position.id)}
                      aria-label={`Close part of ${describe(position)}`}
                      className={rowButtonClass}
                    >
                      Part
                    </button>
                    <button
                      type="button"
                      onClick={() => setTrailId(position.id)}
                      aria-label={`Trailing stop ${describe(position)}`}
                      aria-pressed={(position.trailingDistance ?? null) !== null}
                      className={rowButtonClass}
                      data-testid="position-trailing"
                    >
                      {trailLabel(position)}
                    </button>
                    <RowActions
                      editLabel={`Edit SL/TP ${describe(position)}`}
                      onEdit={() => levels.edit(position.id)}
                      endLabel={`Close ${describe(position)}`}
                      onEnd={() => onClose(position)}
                      endText="Close"
                      endingText="Closing…"
                      ending={close.isPending && close.variables === position.id}
                    />
                  </div>
                )}
              </Td>
            </tr>
          );
        })}
      </DataTable>
      {levels.dialog}
      {parting && !readOnly && (
        <ClosePartDialog
          key={parting.id}
          account={account}
          position={parting}
          store={store}
          onClose={(volume) => onClosePart(parting, volume)}
          onCancel={() => setPartId(null)}
        />
      )}
      {trailing && !readOnly && (
        <TrailingStopDialog
          key={trailing.id}
          position={trailing}
          onSave={(pips) => onTrail(trailing, pips)}
          onCancel={() => setTrailId(null)}
        />
      )}
    </>
  );
}
