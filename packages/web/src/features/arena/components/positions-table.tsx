import type { Account, Instrument, Position } from "@proparena/contracts/trading";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useClosePosition } from "../requests/close-position";
import { useModifyPosition } from "../requests/modify-position";
import { formatLots, formatPrice, formatSignedUsd } from "../../../lib/format-trading";
import { valuePosition } from "../lib/live-pnl";
import { useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { useLevelsEditor } from "./use-levels-editor";
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
                  <RowActions
                    editLabel={`Edit SL/TP ${describe(position)}`}
                    onEdit={() => levels.edit(position.id)}
                    endLabel={`Close ${describe(position)}`}
                    onEnd={() => onClose(position)}
                    endText="Close"
                    endingText="Closing…"
                    ending={close.isPending && close.variables === position.id}
                  />
                )}
              </Td>
            </tr>
          );
        })}
      </DataTable>
      {levels.dialog}
    </>
  );
}
