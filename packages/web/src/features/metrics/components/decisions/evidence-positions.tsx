import type { RuleEvidence } from "@proparena/contracts/trading";
import { SideBadge, Td, Th, pnlClass } from "../../../../components/table-parts";
import {
  formatLots,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from "../../../../lib/format-trading";

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
  const price = (symbol: string, value: number) => {
    const digits = digitsOf(symbol);
    return digits === undefined ? String(value) : formatPrice(value, digits);
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-xs">
        <caption className="sr-only">Positions at the deciding tick</caption>
        <thead className="text-slate-400">
          <tr>
            <Th>Symbol</Th>
            <Th>Side</Th>
            <Th right>Lots</Th>
            <Th right>Open</Th>
            <Th right>Valued at</Th>
            <Th right>Margin</Th>
            <Th right>P&amp;L</Th>
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => (
            <tr key={position.positionId} className="border-t border-slate-800/70">
              <Td strong>{position.symbol}</Td>
              <Td>
                <SideBadge side={position.side} />
              </Td>
              <Td right mono>
                {formatLots(position.volume)}
              </Td>
              <Td right mono>
                {price(position.symbol, position.openPrice)}
              </Td>
              <Td right mono>
                {price(position.symbol, position.price)}
              </Td>
              <Td right mono>
                {formatUsd(position.marginCents)}
              </Td>
              <Td right mono>
                <span className={pnlClass(position.pnlCents)}>
                  {formatSignedUsd(position.pnlCents)}
                </span>
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
