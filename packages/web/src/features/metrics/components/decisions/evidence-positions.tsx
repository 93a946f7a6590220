import type { RuleEvidence } from "@proparena/contracts/trading";
import { SYMBOL_SIDE_LOTS_COLUMNS, RuledTable } from "../../../../components/data-table";
import {
  PnlCell,
  PriceCell,
  SymbolSideLotsCells,
  UsdCell,
} from "../../../../components/table-parts";

const COLUMNS = [
  ...SYMBOL_SIDE_LOTS_COLUMNS,
  { label: "Open", right: true },
  { label: "Valued at", right: true },
  { label: "Margin", right: true },
  { label: "P&L", right: true },
];

/** The positions open at the deciding tick, valued at it. */
export function EvidencePositions({
  positions,
  digitsOf,
}: {
  positions: RuleEvidence["positions"];
  digitsOf: (symbol: string) => number | undefined;
}) {
  if (positions.length === 0) {
    return <p className="text-sm text-slate-400">No position was open at that moment.</p>;
  }
  return (
    <RuledTable
      caption="Positions at the deciding tick"
      columns={COLUMNS}
      minWidth="36rem"
      rows={positions}
      rowKey={(position) => position.positionId}
      cells={(position) => (
        <>
          <SymbolSideLotsCells
            symbol={position.symbol}
            side={position.side}
            volume={position.volume}
          />
          <PriceCell value={position.openPrice} digits={digitsOf(position.symbol)} />
          <PriceCell value={position.price} digits={digitsOf(position.symbol)} />
          <UsdCell cents={position.marginCents} />
          <PnlCell cents={position.pnlCents} />
        </>
      )}
    />
  );
}
